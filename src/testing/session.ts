import { sessionApi } from '../features/session/sessionApi';
import { initialSessionState } from '../features/session/sessionSlice';
import type { LoginData } from '../validation/accounts';
import type { TestState } from './render';

/**
 * A signed-in user with a complete profile and the given tier (Master by default). The session's
 * start-up refresh is held unanswered so it cannot change the user under the test.
 */
export function signedInAs(tipologiaAbbonamento = 2): TestState {
  jest.spyOn(sessionApi, 'getUserData').mockReturnValue(new Promise(() => undefined));
  const user: LoginData = {
    username: 'giulia',
    workflow: 0,
    token: 'token-1',
    id_Profilo: 3,
    userId: 3,
    email: 'giulia@example.com',
    tipologiaUtente: 0,
    tipologiaAbbonamento,
  };
  return { session: { ...initialSessionState, user }, workflow: { value: 0 }, subscriptionType: { value: tipologiaAbbonamento } };
}
