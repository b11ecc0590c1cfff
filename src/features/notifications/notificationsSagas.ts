import { call, select, take } from 'redux-saga/effects';
import type { LoginData } from '@shared/contracts/accounts';
import { loggedIn, userDataLoaded } from '../../store/sessionEvents';
import { selectUser } from '../session';
import type { notificationsLiveSaga } from './notificationsLive';

interface LiveModule {
  notificationsLiveSaga: typeof notificationsLiveSaga;
}

/**
 * The notifications' sagas (notificationsLive.ts) are a chunk of their own, fetched with the first
 * signed-in session: every visitor loads the store's code, and only a signed-in page shows the
 * bell. A fetch that fails (no connection at start) is tried again at the next session event.
 */
export function* notificationsSaga() {
  for (;;) {
    const user: LoginData | null = yield select(selectUser);
    if (!user?.token) yield take([loggedIn.type, userDataLoaded.type]);
    try {
      const live: LiveModule = yield call(
        () => import(/* webpackChunkName: "notifications-live" */ './notificationsLive'),
      );
      yield call(live.notificationsLiveSaga);
      return;
    } catch {
      yield take([loggedIn.type, userDataLoaded.type]);
    }
  }
}
