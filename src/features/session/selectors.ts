import type { AccountFlow, SessionState } from './sessionSlice';

interface WithSession {
  session: SessionState;
}

export const selectUser = (state: WithSession) => state.session.user;
export const selectToken = (state: WithSession) => state.session.user?.token;
export const selectIsSignedIn = (state: WithSession) => Boolean(state.session.user?.token);
export const selectAccountFlow = (flow: AccountFlow) => (state: WithSession) => state.session.flows[flow];
