import type { AccountFlow, SessionState } from './sessionSlice';

interface WithSession {
  session: SessionState;
}

export const selectUser = (state: WithSession) => state.session.user;
export const selectToken = (state: WithSession) => state.session.user?.token;
export const selectIsSignedIn = (state: WithSession) => Boolean(state.session.user?.token);
/** The person ended the session themselves (signed out, deleted the account): no sign-in is offered back. */
export const selectLeftOnPurpose = (state: WithSession) =>
  state.session.ended === 'user' || state.session.ended === 'deleted';
export const selectAccountFlow = (flow: AccountFlow) => (state: WithSession) => state.session.flows[flow];
