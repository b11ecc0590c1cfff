import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import { configureApiClient } from '../api/client';
import { enlistmentsReducer } from '../features/enlistments/enlistmentsSlice';
import { jobsReducer } from '../features/jobs/jobsSlice';
import { profileReducer } from '../features/profile/profileSlice';
import { uploadsReducer } from '../features/profile/uploadsSlice';
import { workflowReducer } from '../features/profile/workflowSlice';
import { sessionReducer } from '../features/session/sessionSlice';
import { subscriptionReducer } from '../features/subscription/subscriptionSlice';
import { subscriptionTypeReducer } from '../features/subscription/subscriptionTypeSlice';
import { domainReducer } from '../store/domain/domainSlice';
import { languageReducer } from '../store/language';
import type { SagaContext } from '../store/navigation';
import { loggedOut } from '../store/sessionEvents';
import { tierRefusalReducer } from '../store/tierRefusal';
import { persisted } from './persist';
import { rootSaga } from './rootSaga';

export const rootReducer = combineReducers({
  session: persisted.session(sessionReducer),
  workflow: persisted.workflow(workflowReducer),
  subscriptionType: persisted.subscriptionType(subscriptionTypeReducer),
  language: persisted.language(languageReducer),
  profile: profileReducer,
  profileUploads: uploadsReducer,
  domain: domainReducer,
  subscription: subscriptionReducer,
  jobs: jobsReducer,
  enlistments: enlistmentsReducer,
  tierRefusal: tierRefusalReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

declare module '../store/hooks' {
  /** What useAppSelector reads: the state of the reducers composed above. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members are the extended type's
  interface RootState extends ReturnType<typeof rootReducer> {}
}

/**
 * One store for the app (and a fresh one per test). Redux DevTools are on in development builds
 * so support staff can replay state; production builds leave them out.
 */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    devTools: process.env.NODE_ENV !== 'production',
    middleware: (getDefault) =>
      getDefault({
        // redux-persist's own actions carry functions; nothing else in the store may.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(sagaMiddleware),
  });
  configureApiClient({
    getToken: () => store.getState().session.user?.token,
    getLanguage: () => store.getState().language.current,
    onUnauthorized: () => {
      if (store.getState().session.user) store.dispatch(loggedOut({ reason: 'expired' }));
    },
  });
  const persistor = persistStore(store);
  return {
    store,
    persistor,
    /** Starts the sagas once the stored session is back, so they see the saved token. */
    runSagas(context: SagaContext) {
      sagaMiddleware.setContext(context);
      sagaMiddleware.run(rootSaga);
    },
  };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
