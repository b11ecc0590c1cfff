import { sessionApi } from '../features/session/sessionApi';
import { initialSessionState } from '../features/session/sessionSlice';
import type { LoginData } from '@shared/contracts/accounts';
import type { TestState } from './render';

/** The session's start-up refresh held unanswered, so it cannot change the user under the test. */
export function holdUserDataRefresh() {
  jest.spyOn(sessionApi, 'getUserData').mockReturnValue(new Promise(() => undefined));
}

/**
 * A signed-in user with a complete profile and the given tier (Master by default), with the
 * start-up refresh held; `user` overrides the login data (a name, a legal person's tipologiaUtente).
 */
export function signedInAs(tipologiaAbbonamento = 2, user: Partial<LoginData> = {}): TestState {
  holdUserDataRefresh();
  const loginData: LoginData = {
    username: 'giulia',
    nomeSaluto: 'Giulia',
    workflow: 0,
    token: 'token-1',
    id_Profilo: 3,
    userId: 3,
    email: 'giulia@example.com',
    tipologiaUtente: 0,
    tipologiaAbbonamento,
    ...user,
  };
  return {
    session: { ...initialSessionState, user: loginData },
    workflow: { value: 0 },
    subscriptionType: { value: tipologiaAbbonamento },
  };
}

/** Signed out by deleting the account, with the deletion's outcome kept for the page that says it once. */
export function signedOutAfterDeletion(message: string): TestState {
  return {
    session: {
      ...initialSessionState,
      flows: { ...initialSessionState.flows, accountDeletion: { status: 'succeeded', failure: null, message } },
    },
  };
}
