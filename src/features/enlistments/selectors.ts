import { type Conversation, type EnlistmentList, type EnlistmentsState, enlistmentsAdapter } from './enlistmentsSlice';

/** Every read of this feature's state: components, sagas and other features select through these. */
interface WithEnlistments {
  enlistments: EnlistmentsState;
}

const sentSelectors = enlistmentsAdapter.getSelectors((state: WithEnlistments) => state.enlistments.sent);
const acceptedSelectors = enlistmentsAdapter.getSelectors((state: WithEnlistments) => state.enlistments.accepted);

export const selectEnlistmentsState = (state: WithEnlistments) => state.enlistments;
export const selectSentEnlistments = sentSelectors.selectAll;
export const selectAcceptedEnlistments = acceptedSelectors.selectAll;
/** An engagement as the detail screen's address names it: its id and the list it is in. */
export const selectEnlistment = (state: WithEnlistments, list: EnlistmentList, id: number) =>
  (list === 'sent' ? sentSelectors : acceptedSelectors).selectById(state, id);
/** An engagement's thread and history, undefined until first asked for. */
export const selectConversation = (state: WithEnlistments, id: number): Conversation | undefined =>
  state.enlistments.conversations[id];
