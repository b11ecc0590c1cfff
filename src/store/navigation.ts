import { call, getContext } from 'redux-saga/effects';

/** The router's navigate, as sagas use it. */
export type Navigate = (path: string, options?: { replace?: boolean }) => void;

/** What the app puts in the sagas' context when it starts them (app/store.ts, runSagas). */
export interface SagaContext {
  navigate: Navigate;
}

/**
 * Sagas of any feature move the user through the router in their context, so a flow ends on its
 * page without knowing the router (and a test provides getContext('navigate')).
 */
export function* navigateTo(path: string) {
  const navigate: Navigate = yield getContext('navigate');
  yield call(navigate, path, { replace: true });
}
