import { END } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError, type ApiFailure } from '../../../api/client';
import { type RootState, rootReducer } from '../../../app/store';
import type { LoginData } from '@shared/contracts/accounts';
import { loggedIn, userDataOutdated } from '../../../store/sessionEvents';
import { sessionApi } from '../sessionApi';
import {
  changePassword,
  deleteAccount,
  login,
  logout,
  refreshUserData,
  sessionSaga,
  signOutEverywhere,
} from '../sessionSagas';
import {
  accountDeletionConfirmed,
  loginSubmitted,
  logoutConfirmed,
  passwordChangeSubmitted,
  signOutEverywhereConfirmed,
} from '../sessionSlice';

// The app's own reducer: every slice that follows the session's events, as the app combines them.
const reducer = rootReducer;
type State = RootState;

const loginData: LoginData = {
  username: 'mario',
  nomeSaluto: 'Mario',
  workflow: 3,
  token: 'token-1',
  id_Profilo: 7,
  userId: 7,
  email: 'mario@example.com',
  tipologiaUtente: 0,
  tipologiaAbbonamento: 2,
};
const { token: _token, ...userData } = loginData;

const signedOut = (): State => reducer(undefined, { type: '@@init' });
const signedIn = (): State => reducer(signedOut(), loggedIn(loginData));
const credentials = { username: 'mario', password: 'Segreta123' };
const submitted = (returnTo: string | null = null, given = credentials) =>
  loginSubmitted({ credentials: given, returnTo });
const httpFailure: ApiFailure = { kind: 'http', status: 401, title: 'Sessione scaduta', messages: [] };
const networkFailure: ApiFailure = { kind: 'network', status: 0, title: '', messages: [] };

describe('login', () => {
  it('stores the login data, marks the flow succeeded and goes home', async () => {
    const navigate = jest.fn();
    const { storeState } = await expectSaga(login, submitted())
      .withReducer(reducer, reducer(signedOut(), submitted()))
      .provide([
        [matchers.call.fn(sessionApi.login), loginData],
        [matchers.getContext('navigate'), navigate],
      ])
      .call(sessionApi.login, credentials)
      .put(loggedIn(loginData))
      .run();
    expect(storeState.session.user).toEqual(loginData);
    expect(storeState.session.flows.login.status).toBe('succeeded');
    expect(storeState.workflow.value).toBe(3);
    expect(storeState.subscriptionType.value).toBe(2);
    expect(navigate).toHaveBeenCalledWith('/home', { replace: true });
  });

  it('opens the page the sign-in was asked for, with its query and hash', async () => {
    const navigate = jest.fn();
    await expectSaga(login, submitted('/enlistments/12/sent?tab=2#top'))
      .withReducer(reducer, signedOut())
      .provide([
        [matchers.call.fn(sessionApi.login), loginData],
        [matchers.getContext('navigate'), navigate],
      ])
      .call(sessionApi.login, credentials)
      .run();
    expect(navigate).toHaveBeenCalledWith('/enlistments/12/sent?tab=2#top', { replace: true });
  });

  it.each([
    '//evil.com/jobs',
    '/\\evil.com',
    '/\tevil.com',
    'https://evil.com/jobs',
    'javascript:alert(1)',
    'jobs/42',
    '',
    '/jobs/42\nLocation: https://evil.com',
  ])('goes home, never out of the app, when asked for %j', async (returnTo) => {
    const navigate = jest.fn();
    await expectSaga(login, submitted(returnTo))
      .withReducer(reducer, signedOut())
      .provide([
        [matchers.call.fn(sessionApi.login), loginData],
        [matchers.getContext('navigate'), navigate],
      ])
      .run();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/home', { replace: true });
  });

  it('keeps a refusal in the flow and stays signed out', async () => {
    const navigate = jest.fn();
    const refused: ApiFailure = { kind: 'refused', status: 200, title: 'Username o password errati', messages: [] };
    const { storeState } = await expectSaga(login, submitted())
      .withReducer(reducer, reducer(signedOut(), submitted()))
      .provide([
        [matchers.call.fn(sessionApi.login), throwError(new ApiError(refused))],
        [matchers.getContext('navigate'), navigate],
      ])
      .run();
    expect(storeState.session.user).toBeNull();
    expect(storeState.session.flows.login).toEqual({ status: 'failed', failure: refused, message: null });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('records anything that is not an ApiError as a network failure', async () => {
    const { storeState } = await expectSaga(login, submitted())
      .withReducer(reducer, signedOut())
      .provide([[matchers.call.fn(sessionApi.login), throwError(new TypeError('Failed to fetch'))]])
      .run();
    expect(storeState.session.flows.login.failure).toEqual(networkFailure);
  });
});

describe('refreshing the user data', () => {
  it('merges the fresh data into the session', async () => {
    const { storeState } = await expectSaga(refreshUserData)
      .withReducer(reducer, signedIn())
      .provide([[matchers.call.fn(sessionApi.getUserData), { ...userData, workflow: 0, tipologiaAbbonamento: 1 }]])
      .run();
    expect(storeState.session.user).toEqual({ ...loginData, workflow: 0, tipologiaAbbonamento: 1 });
    expect(storeState.workflow.value).toBe(0);
    expect(storeState.subscriptionType.value).toBe(1);
  });

  it('clears the session when the server refuses it', async () => {
    const { storeState } = await expectSaga(refreshUserData)
      .withReducer(reducer, signedIn())
      .provide([[matchers.call.fn(sessionApi.getUserData), throwError(new ApiError(httpFailure))]])
      .run();
    expect(storeState.session.user).toBeNull();
    expect(storeState.workflow.value).toBeNull();
    expect(storeState.subscriptionType.value).toBe(0);
  });

  it('keeps the session when the server cannot be reached', async () => {
    const { storeState } = await expectSaga(refreshUserData)
      .withReducer(reducer, signedIn())
      .provide([[matchers.call.fn(sessionApi.getUserData), throwError(new ApiError(networkFailure))]])
      .run();
    expect(storeState.session.user).toEqual(loginData);
  });

  it('asks nothing without a session', async () => {
    await expectSaga(refreshUserData).withReducer(reducer, signedOut()).not.call.fn(sessionApi.getUserData).run();
  });
});

describe('another feature saying the user data is outdated', () => {
  it('reloads it, after the reload made at start', async () => {
    const answers = jest
      .fn()
      .mockReturnValueOnce(userData)
      .mockReturnValueOnce({ ...userData, workflow: 4 });
    const { storeState } = await expectSaga(sessionSaga)
      .withReducer(reducer, signedIn())
      .provide([[matchers.call.fn(sessionApi.getUserData), dynamic(answers)]])
      .dispatch(userDataOutdated())
      // END lets every watcher finish, so the run ends when the reloads have.
      .dispatch(END)
      .run();
    expect(answers).toHaveBeenCalledTimes(2);
    expect(storeState.session.user?.workflow).toBe(4);
    expect(storeState.workflow.value).toBe(4);
  });
});

describe('logout', () => {
  it('purges what belongs to the user and goes to /home', async () => {
    const navigate = jest.fn();
    const { storeState } = await expectSaga(logout)
      .withReducer(reducer, signedIn())
      .provide([[matchers.getContext('navigate'), navigate]])
      .run();
    // Every slice is as a fresh store's: nothing of the user is left behind.
    // As a visit that never signed in, but remembering the person left: a private page leads to the landing page.
    expect(storeState).toEqual({ ...signedOut(), session: { ...signedOut().session, ended: 'user' } });
    expect(navigate).toHaveBeenCalledWith('/home', { replace: true });
  });
});

describe('account flows that keep the user', () => {
  it('renews the token after a password change and keeps the server message', async () => {
    const request = { oldPassword: 'Segreta123', password: 'Nuova12345' };
    const { storeState } = await expectSaga(changePassword, passwordChangeSubmitted(request))
      .withReducer(reducer, signedIn())
      .provide([
        [matchers.call.fn(sessionApi.changePassword), { data: { token: 'token-2' }, message: 'Password cambiata' }],
      ])
      .call(sessionApi.changePassword, request)
      .run();
    expect(storeState.session.user?.token).toBe('token-2');
    expect(storeState.session.flows.passwordChange).toEqual({
      status: 'succeeded',
      failure: null,
      message: 'Password cambiata',
    });
  });

  it('after signing out everywhere, goes on here with the fresh token and the server message', async () => {
    const navigate = jest.fn();
    const { storeState } = await expectSaga(signOutEverywhere)
      .withReducer(reducer, reducer(signedIn(), signOutEverywhereConfirmed()))
      .provide([
        [
          matchers.call.fn(sessionApi.signOutEverywhere),
          { data: { token: 'token-3' }, message: 'Sei uscito da tutti gli altri dispositivi' },
        ],
        [matchers.getContext('navigate'), navigate],
      ])
      .call(sessionApi.signOutEverywhere)
      .run();
    expect(storeState.session.user).toEqual({ ...loginData, token: 'token-3' });
    expect(storeState.session.flows.signOutEverywhere).toEqual({
      status: 'succeeded',
      failure: null,
      message: 'Sei uscito da tutti gli altri dispositivi',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the old token and shows why when signing out everywhere fails', async () => {
    const { storeState } = await expectSaga(signOutEverywhere)
      .withReducer(reducer, reducer(signedIn(), signOutEverywhereConfirmed()))
      .provide([[matchers.call.fn(sessionApi.signOutEverywhere), throwError(new ApiError(networkFailure))]])
      .run();
    expect(storeState.session.user?.token).toBe('token-1');
    expect(storeState.session.flows.signOutEverywhere).toEqual({
      status: 'failed',
      failure: networkFailure,
      message: null,
    });
  });

  it('signs out after deleting the account, keeping the outcome for the landing page', async () => {
    const navigate = jest.fn();
    const { storeState } = await expectSaga(deleteAccount)
      .withReducer(reducer, reducer(signedIn(), accountDeletionConfirmed()))
      .provide([
        [matchers.call.fn(sessionApi.deleteAccount), { data: null, message: 'Account eliminato' }],
        [matchers.getContext('navigate'), navigate],
      ])
      .run();
    expect(storeState.session.user).toBeNull();
    expect(storeState.session.flows.accountDeletion.message).toBe('Account eliminato');
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});

describe('the session saga', () => {
  afterEach(() => jest.restoreAllMocks());

  it('ignores a second submit while the first login is under way', async () => {
    let answer: (data: LoginData) => void = () => undefined;
    let called: () => void = () => undefined;
    const loginCalled = new Promise<void>((resolve) => {
      called = resolve;
    });
    const loginCall = jest.spyOn(sessionApi, 'login').mockImplementation(() => {
      called();
      return new Promise<LoginData>((resolve) => {
        answer = resolve;
      });
    });
    const navigate = jest.fn();
    const saga = expectSaga(sessionSaga)
      .withReducer(reducer, signedOut())
      .provide([[matchers.getContext('navigate'), navigate]]);
    const run = saga.run();
    // Dispatched while running (not queued before), so both reach the saga before the server answers.
    saga.dispatch(submitted());
    saga.dispatch(submitted(null, { username: 'mario', password: 'another' }));
    await loginCalled;
    answer(loginData);
    // The end of the actions: each watcher stops, once the login under way has ended, and the run with them.
    saga.dispatch(END);
    const { storeState } = await run;
    expect(loginCall).toHaveBeenCalledTimes(1);
    expect(loginCall).toHaveBeenCalledWith(credentials);
    expect(storeState.session.user).toEqual(loginData);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('takes a new login once the previous one has ended', async () => {
    const refused: ApiFailure = { kind: 'refused', status: 200, title: 'Username o password errati', messages: [] };
    let secondCall: () => void = () => undefined;
    const secondLogin = new Promise<void>((resolve) => {
      secondCall = resolve;
    });
    const loginCall = jest
      .spyOn(sessionApi, 'login')
      .mockRejectedValueOnce(new ApiError(refused))
      .mockImplementationOnce(async () => {
        secondCall();
        return loginData;
      });
    const saga = expectSaga(sessionSaga)
      .withReducer(reducer, signedOut())
      .provide([[matchers.getContext('navigate'), jest.fn()]])
      // Queued before the run: the watcher takes the second once it is waiting again, after the first login.
      .dispatch(submitted(null, { username: 'mario', password: 'wrong' }))
      .dispatch(submitted());
    const run = saga.run();
    await secondLogin;
    saga.dispatch(END);
    const { storeState } = await run;
    expect(loginCall).toHaveBeenCalledTimes(2);
    expect(storeState.session.user).toEqual(loginData);
  });

  it('ends the session when logout is confirmed', async () => {
    const navigate = jest.fn();
    const saga = expectSaga(sessionSaga)
      .withReducer(reducer, signedIn())
      .provide([
        [matchers.call.fn(sessionApi.getUserData), userData],
        [matchers.getContext('navigate'), navigate],
      ])
      .dispatch(logoutConfirmed());
    const run = saga.run();
    saga.dispatch(END);
    const { storeState } = await run;
    expect(storeState.session.user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/home', { replace: true });
  });
});
