// The enlistments feature's public face: the one wrapper of AggiornaRichiestaIngaggio (the worker's
// answer, and the client's withdrawal or acceptance of a counter from the job's page), the reads of
// the worker's lists, and an engagement's thread and history, which the job's page shows too.
export { loadEngagementConversation } from './conversationOnDemand';
export { type EnlistmentAnswer, enlistmentsApi } from './enlistmentsApi';
export { selectAcceptedEnlistments, selectSentEnlistments } from './selectors';
