import { END, channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../api/client';
import { rootReducer as reducer } from '../../../app/store';
import { languageChosen } from '../../../store/language';
import { notificationArrived } from '../../../store/notificationEvents';
import { loggedIn, loggedOut, tokenRenewed } from '../../../store/sessionEvents';
import { signedInAs } from '../../../testing/session';
import { notificationsApi } from '../notificationsApi';
import { notificationsSaga } from '../notificationsSagas';
import {
  type StreamEvent,
  loadOlder,
  notificationChannel,
  notificationsLiveSaga,
  notificationsWhileSignedIn,
  readAll,
  readOne,
} from '../notificationsLive';
import {
  notificationOpened,
  notificationReceived,
  notificationsLoaded,
  notificationsReadConfirmed,
  olderNotificationsLoaded,
} from '../notificationsSlice';
import { aNotification } from './fixtures';

type State = ReturnType<typeof reducer>;
const initial = () => reducer(undefined, { type: '@@init' });
const signedIn = (): State =>
  ({ ...initial(), session: { ...initial().session, ...signedInAs().session }, language: { current: 'en' } }) as State;
const signedOut = (): State => ({ ...initial(), language: { current: 'it' } }) as State;

const FIRST_PAGE = { nonLette: 1, elenco: [aNotification(7)] };

/** A stream whose events the test puts in before the saga runs (a channel buffers them). */
function streamWith(...events: StreamEvent[]) {
  const stream = channel<StreamEvent>();
  for (const event of events) stream.put(event);
  jest.spyOn(stream, 'close');
  return stream;
}

describe('the live notifications', () => {
  it('load the list, open the stream after its newest, and put each event in the list and out to the pages', async () => {
    const live = aNotification(8, { tipo: 'engagementAccepted' });
    const stream = streamWith({ notification: live });
    await expectSaga(notificationsWhileSignedIn)
      .withReducer(reducer, signedIn())
      .provide([
        [matchers.call.fn(notificationsApi.list), FIRST_PAGE],
        [matchers.call.fn(notificationChannel), stream],
      ])
      .put(notificationsLoaded(FIRST_PAGE))
      .call(notificationChannel, { token: 'token-1', language: 'en', lastEventId: 7 })
      .put(notificationReceived(live))
      .put(notificationArrived({ tipo: 'engagementAccepted' }))
      .dispatch(loggedOut({ reason: 'user' }))
      .dispatch(END)
      .run();
    // Signed out: the stream is closed (the slice forgets the list, notificationsSlice.test.ts).
    expect(stream.close).toHaveBeenCalled();
  });

  it('wait for a sign-in before opening the stream, from the start when the list is empty', async () => {
    const stream = streamWith();
    const login = loggedIn({ ...signedInAs().session!.user!, token: 'token-2' });
    await expectSaga(notificationsWhileSignedIn)
      .withReducer(reducer, signedOut())
      .provide([
        [
          matchers.call.fn(notificationsApi.list),
          throwError(new ApiError({ kind: 'network', status: 0, title: '', messages: [] })),
        ],
        [matchers.call.fn(notificationChannel), stream],
      ])
      .dispatch(login)
      .call(notificationChannel, { token: 'token-2', language: 'it', lastEventId: null })
      .dispatch(loggedOut({ reason: 'user' }))
      .dispatch(END)
      .run();
    expect(stream.close).toHaveBeenCalled();
  });

  it('open the stream again with a renewed token', async () => {
    const streams = [streamWith(), streamWith()];
    const [first] = streams;
    await expectSaga(notificationsWhileSignedIn)
      .withReducer(reducer, signedIn())
      .provide([
        [matchers.call.fn(notificationsApi.list), FIRST_PAGE],
        [matchers.call.fn(notificationChannel), dynamic(() => streams.shift())],
      ])
      .dispatch(tokenRenewed('token-3'))
      .call(notificationChannel, { token: 'token-1', language: 'en', lastEventId: 7 })
      .call(notificationChannel, { token: 'token-3', language: 'en', lastEventId: 7 })
      .dispatch(END)
      .run();
    expect(first.close).toHaveBeenCalled();
  });

  it('load again and open the stream again in the language chosen', async () => {
    const streams = [streamWith(), streamWith()];
    await expectSaga(notificationsWhileSignedIn)
      .withReducer(reducer, signedIn())
      .provide([
        [matchers.call.fn(notificationsApi.list), FIRST_PAGE],
        [matchers.call.fn(notificationChannel), dynamic(() => streams.shift())],
      ])
      .dispatch(languageChosen('it'))
      .call(notificationChannel, { token: 'token-1', language: 'en', lastEventId: 7 })
      .call(notificationChannel, { token: 'token-1', language: 'it', lastEventId: 7 })
      .dispatch(END)
      .run();
  });

  it('end the session when the stream refuses the token', async () => {
    const stream = streamWith({ unauthorized: true });
    const { storeState } = await expectSaga(notificationsWhileSignedIn)
      .withReducer(reducer, signedIn())
      .provide([
        [matchers.call.fn(notificationsApi.list), FIRST_PAGE],
        [matchers.call.fn(notificationChannel), stream],
      ])
      .put(loggedOut({ reason: 'expired' }))
      .dispatch(END)
      .run();
    expect(stream.close).toHaveBeenCalled();
    expect(storeState.session.user).toBeNull();
  });
});

describe('reading notifications', () => {
  it('loads the page before the oldest shown', async () => {
    const older = [aNotification(3)];
    await expectSaga(loadOlder)
      .withReducer(reducer, reducer(signedIn(), notificationsLoaded(FIRST_PAGE)))
      .provide([[matchers.call.fn(notificationsApi.list), { nonLette: 1, elenco: older }]])
      .call(notificationsApi.list, 7)
      .put(olderNotificationsLoaded(older))
      .run();
  });

  it('marks the one opened read on the server, or all, and keeps the server’s count', async () => {
    await expectSaga(readOne, notificationOpened(7))
      .withReducer(reducer, reducer(signedIn(), notificationsLoaded(FIRST_PAGE)))
      .provide([[matchers.call.fn(notificationsApi.markRead), { nonLette: 0 }]])
      .call(notificationsApi.markRead, [7])
      .put(notificationsReadConfirmed(0))
      .run();
    await expectSaga(readAll)
      .provide([[matchers.call.fn(notificationsApi.markRead), { nonLette: 0 }]])
      .call(notificationsApi.markRead, undefined)
      .put(notificationsReadConfirmed(0))
      .run();
  });
});

describe('the notifications’ start', () => {
  it('fetches the live sagas once a user is signed in, not before', async () => {
    await expectSaga(notificationsSaga)
      .withReducer(reducer, signedOut())
      .provide([[matchers.call.fn(notificationsLiveSaga), undefined]])
      .not.call.fn(notificationsLiveSaga)
      .dispatch(END)
      .run();
    await expectSaga(notificationsSaga)
      .withReducer(reducer, signedOut())
      .provide([[matchers.call.fn(notificationsLiveSaga), undefined]])
      .dispatch(loggedIn({ ...signedInAs().session!.user! }))
      .call.fn(notificationsLiveSaga)
      .run();
  });
});
