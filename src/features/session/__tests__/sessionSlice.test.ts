import type { ApiFailure } from '../../../api/client';
import {
  accountDeletionNoticeShown,
  loggedIn,
  loggedOut,
  tokenRenewed,
  userDataLoaded,
} from '../../../store/sessionEvents';
import type { LoginData } from '@shared/contracts/accounts';
import { selectAccountFlow, selectIsSignedIn, selectToken, selectUser } from '../selectors';
import {
  type SessionState,
  accountDeletionConfirmed,
  accountFlowDismissed,
  accountFlowFailed,
  accountFlowSucceeded,
  initialSessionState,
  loginSubmitted,
  registrationSubmitted,
  sessionReducer,
} from '../sessionSlice';

const loginData: LoginData = {
  username: 'mario',
  nomeSaluto: 'Mario',
  workflow: 3,
  token: 'token-1',
  id_Profilo: 7,
  userId: 7,
  email: 'mario@example.com',
  tipologiaUtente: 0,
  tipologiaAbbonamento: 0,
};

const refused: ApiFailure = { kind: 'refused', status: 200, title: 'Username o password errati', messages: [] };

const reduce = (...actions: Parameters<typeof sessionReducer>[1][]) =>
  actions.reduce(sessionReducer, initialSessionState);
const withState = (session: SessionState) => ({ session });

describe('sessionReducer', () => {
  it('starts signed out with every flow idle', () => {
    const state = sessionReducer(undefined, { type: '@@init' });
    expect(state.user).toBeNull();
    expect(Object.values(state.flows).every((flow) => flow.status === 'idle' && !flow.failure && !flow.message)).toBe(
      true,
    );
  });

  it('marks a submitted flow pending and clears its previous outcome', () => {
    const state = reduce(
      accountFlowFailed({ flow: 'login', failure: refused }),
      loginSubmitted({ credentials: { username: 'mario', password: 'x' }, returnTo: null }),
    );
    expect(state.flows.login).toEqual({ status: 'pending', failure: null, message: null });
    expect(state.flows.registration.status).toBe('idle');
  });

  it('keeps the server message on success and the failure on failure', () => {
    const state = reduce(
      registrationSubmitted({
        userName: 'mario',
        password: 'Segreta123',
        email: 'mario@example.com',
        consensoTrattamentoImmagini: true,
      }),
      accountFlowSucceeded({ flow: 'registration', message: 'Signed up correctly' }),
      accountFlowFailed({ flow: 'login', failure: refused }),
    );
    expect(state.flows.registration).toEqual({ status: 'succeeded', failure: null, message: 'Signed up correctly' });
    expect(state.flows.login).toEqual({ status: 'failed', failure: refused, message: null });
  });

  it('forgets a flow when its page dismisses it', () => {
    const state = reduce(accountFlowFailed({ flow: 'login', failure: refused }), accountFlowDismissed('login'));
    expect(state.flows.login.status).toBe('idle');
    expect(state.flows.login.failure).toBeNull();
  });

  it('stores the login data on loggedIn and merges later user data into it', () => {
    const state = reduce(loggedIn(loginData), userDataLoaded({ ...loginData, workflow: 0, tipologiaAbbonamento: 2 }));
    expect(state.user).toEqual({ ...loginData, workflow: 0, tipologiaAbbonamento: 2 });
    expect(state.user?.token).toBe('token-1');
  });

  it('ignores user data that arrives without a session', () => {
    expect(reduce(userDataLoaded(loginData)).user).toBeNull();
  });

  it('replaces the token on renewal, keeping the rest', () => {
    const state = reduce(loggedIn(loginData), tokenRenewed('token-2'));
    expect(state.user).toEqual({ ...loginData, token: 'token-2' });
    expect(reduce(tokenRenewed('token-2')).user).toBeNull();
  });

  it('clears the user and every flow on loggedOut, except the deletion outcome the landing page shows', () => {
    const state = reduce(
      loggedIn(loginData),
      accountFlowFailed({ flow: 'passwordChange', failure: refused }),
      accountDeletionConfirmed(),
      accountFlowSucceeded({ flow: 'accountDeletion', message: 'Account deleted' }),
      loggedOut({ reason: 'deleted' }),
    );
    expect(state.user).toBeNull();
    expect(state.flows.passwordChange.status).toBe('idle');
    expect(state.flows.accountDeletion).toEqual({ status: 'succeeded', failure: null, message: 'Account deleted' });
  });

  it('forgets the deletion outcome once the landing page has shown it', () => {
    const state = reduce(
      accountDeletionConfirmed(),
      accountFlowSucceeded({ flow: 'accountDeletion', message: 'Account deleted' }),
      loggedOut({ reason: 'deleted' }),
      accountDeletionNoticeShown(),
    );
    expect(state.flows.accountDeletion).toEqual({ status: 'idle', failure: null, message: null });
  });
});

describe('session selectors', () => {
  it('read the signed-in user and token', () => {
    const state = withState(reduce(loggedIn(loginData)));
    expect(selectUser(state)).toEqual(loginData);
    expect(selectToken(state)).toBe('token-1');
    expect(selectIsSignedIn(state)).toBe(true);
  });

  it('say signed out without a user or with an empty token', () => {
    expect(selectIsSignedIn(withState(initialSessionState))).toBe(false);
    expect(selectToken(withState(initialSessionState))).toBeUndefined();
    expect(selectIsSignedIn(withState(reduce(loggedIn({ ...loginData, token: '' }))))).toBe(false);
  });

  it('read one flow by name', () => {
    const state = withState(reduce(accountFlowFailed({ flow: 'passwordRecovery', failure: refused })));
    expect(selectAccountFlow('passwordRecovery')(state).failure).toEqual(refused);
    expect(selectAccountFlow('login')(state).status).toBe('idle');
  });
});
