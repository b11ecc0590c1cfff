// The jobs feature's public face: the client's jobs (RecuperaJobs, wrapped once here), which the
// search's engagement request chooses from, and the reads of the jobs' state.
export { jobsApi } from './jobsApi';
export { selectJobById, selectJobs } from './selectors';
