// The enlistments feature's public face: the one wrapper of AggiornaRichiestaIngaggio (the worker's
// answer, and the client's withdrawal from the job's page), and the reads of the worker's lists.
export { type EnlistmentAnswer, enlistmentsApi } from './enlistmentsApi';
export { selectAcceptedEnlistments, selectSentEnlistments } from './selectors';
