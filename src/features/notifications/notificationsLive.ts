import type { PayloadAction } from '@reduxjs/toolkit';
import { type EventChannel, eventChannel } from 'redux-saga';
import { all, call, put, race, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { toFailure } from '../../api/client';
import type { LoginData } from '@shared/contracts/accounts';
import type { Notification, Notifications, NotificationsRead } from '@shared/contracts/notifications';
import type { Language } from '@shared/validation/language';
import { languageChosen, selectLanguage } from '../../store/language';
import { notificationArrived } from '../../store/notificationEvents';
import { loggedIn, loggedOut, tokenRenewed, userDataLoaded } from '../../store/sessionEvents';
import { selectUser } from '../session';
import { notificationsApi } from './notificationsApi';
import {
  allNotificationsMarkedRead,
  notificationOpened,
  notificationReceived,
  notificationsLoadFailed,
  notificationsLoadStarted,
  notificationsLoaded,
  notificationsReadConfirmed,
  olderNotificationsLoadFailed,
  olderNotificationsLoaded,
  olderNotificationsRequested,
} from './notificationsSlice';
import { selectNewestNotificationId, selectOldestNotificationId } from './selectors';

/** What the stream tells the saga: a notification, or that the server refused the token. */
export type StreamEvent = { notification: Notification } | { unauthorized: true };

/** The live stream as a channel the saga takes from; closing the channel closes the stream. */
export function notificationChannel(options: {
  token: string;
  language: Language;
  lastEventId: number | null;
}): EventChannel<StreamEvent> {
  return eventChannel<StreamEvent>((emit) =>
    notificationsApi.stream(options, {
      onNotification: (notification) => emit({ notification }),
      onUnauthorized: () => emit({ unauthorized: true }),
    }),
  );
}

/** GET /api/Notifiche: the unread count and the newest page. */
export function* loadNotifications() {
  yield put(notificationsLoadStarted());
  try {
    const answer: Notifications = yield call(notificationsApi.list);
    yield put(notificationsLoaded(answer));
  } catch (error) {
    yield put(notificationsLoadFailed(toFailure(error)));
  }
}

/**
 * While signed in with `token`, in `language`: the list, then the stream from the newest notification it shows
 * (so nothing between the two is missed). Each event goes into the list and tells the features
 * whose pages show what it is about (notificationArrived). Ends when the server refuses the token,
 * which ends the session as any 401 does; cancelled on sign-out, which closes the stream.
 */
export function* liveNotifications(token: string, language: Language) {
  yield call(loadNotifications);
  const lastEventId: number | null = yield select(selectNewestNotificationId);
  const channel: EventChannel<StreamEvent> = yield call(notificationChannel, { token, language, lastEventId });
  try {
    for (;;) {
      const event: StreamEvent = yield take(channel);
      if ('unauthorized' in event) {
        yield put(loggedOut({ reason: 'expired' }));
        return 'refused';
      }
      yield put(notificationReceived(event.notification));
      yield put(notificationArrived({ tipo: event.notification.tipo }));
    }
  } finally {
    channel.close();
  }
}

/**
 * The stream follows the session: opened once a user is signed in (a sign-in, or the stored
 * session's data loaded at start), opened again with a renewed token or in another language (the
 * texts are in the page's), closed at sign-out.
 */
export function* notificationsWhileSignedIn() {
  for (;;) {
    const user: LoginData | null = yield select(selectUser);
    if (!user?.token) {
      yield take([loggedIn.type, userDataLoaded.type]);
      continue;
    }
    const language: Language = yield select(selectLanguage);
    const ended: { live?: 'refused' } = yield race({
      live: call(liveNotifications, user.token, language),
      signedOut: take(loggedOut.type),
      renewed: take(tokenRenewed.type),
      language: take(languageChosen.type),
    });
    // Refused: the session ended with it; the next one starts with a sign-in.
    if (ended.live) yield take(loggedIn.type);
  }
}

/** The page before the oldest shown. */
export function* loadOlder() {
  const oldest: number | null = yield select(selectOldestNotificationId);
  if (oldest === null) return;
  try {
    const answer: Notifications = yield call(notificationsApi.list, oldest);
    yield put(olderNotificationsLoaded(answer.elenco));
  } catch (error) {
    yield put(olderNotificationsLoadFailed(toFailure(error)));
  }
}

/** PUT /api/Notifiche/Lette: the one clicked, or all; the server's count then stands. A failure leaves the count as shown. */
export function* markRead(ids?: number[]) {
  try {
    const answer: NotificationsRead = yield call(notificationsApi.markRead, ids);
    yield put(notificationsReadConfirmed(answer.nonLette));
  } catch {
    // The list says it is read; the next load says what the server holds.
  }
}

export function* readOne(action: PayloadAction<number>) {
  yield call(markRead, [action.payload]);
}

export function* readAll() {
  yield call(markRead);
}

/** Everything the notifications do for a signed-in user (started by notificationsSagas.ts once one is). */
export function* notificationsLiveSaga() {
  yield all([
    call(notificationsWhileSignedIn),
    takeLeading(olderNotificationsRequested.type, loadOlder),
    takeEvery(notificationOpened.type, readOne),
    takeLeading(allNotificationsMarkedRead.type, readAll),
  ]);
}
