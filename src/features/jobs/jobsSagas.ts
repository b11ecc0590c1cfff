import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { type ApiFailure, toFailure } from '../../api/client';
import type { Job, JobEngagement } from '@shared/contracts/jobs';
import { navigateTo } from '../../store/navigation';
import { JOBS_NOTIFICATIONS, notificationArrived } from '../../store/notificationEvents';
import { redirectWhenTierRefused } from '../../store/tierRefusal';
import { enlistmentsApi } from '../enlistments';
import { jobsApi } from './jobsApi';
import {
  type JobSubmission,
  type JobsState,
  engagementCounterAcceptanceConfirmed,
  engagementCounterAcceptanceFailed,
  engagementCounterAccepted,
  engagementWithdrawalConfirmed,
  engagementWithdrawalFailed,
  engagementWithdrawn,
  jobDeleted,
  jobDeletionConfirmed,
  jobDeletionFailed,
  jobEngagementsLoadFailed,
  jobEngagementsLoaded,
  jobFormOpened,
  jobSaveFailed,
  jobSaved,
  jobSubmitted,
  jobsLoadFailed,
  jobsLoaded,
  jobsPageOpened,
} from './jobsSlice';
import { selectJobsState } from './selectors';

/** Every flow's failure: a tier refusal (403) sends the user to the plans; the rest stays on the page. */
function* fail(failure: ApiFailure, failed: (failure: ApiFailure) => PayloadAction<ApiFailure>) {
  yield put(failed(failure));
  yield call(redirectWhenTierRefused, failure);
}

/** RecuperaJobs; answers whether the list is in the store. */
export function* loadJobs() {
  try {
    const jobs: Job[] = yield call(jobsApi.jobs);
    yield put(jobsLoaded(jobs));
    return true;
  } catch (error) {
    yield call(fail, toFailure(error), jobsLoadFailed);
    return false;
  }
}

/**
 * /jobs/{id}: the job (from the list already loaded, else RecuperaJobs: there is no call for one
 * job), then its accepted and sent engagements together. A job the list does not hold is not the
 * user's: the page says so, and its engagements are not asked for (they would only answer 404).
 */
export function* openJobForm(action: PayloadAction<number | null>) {
  const jobId = action.payload;
  if (jobId === null) return;
  const { jobs }: JobsState = yield select(selectJobsState);
  if (!jobs.entities[jobId]) {
    const loaded: boolean = yield call(loadJobs);
    if (!loaded) return;
    const { jobs: listed }: JobsState = yield select(selectJobsState);
    if (!listed.entities[jobId]) return;
  }
  try {
    const [accepted, sent]: [JobEngagement[], JobEngagement[]] = yield all([
      call(jobsApi.acceptedEngagements, jobId),
      call(jobsApi.sentEngagements, jobId),
    ]);
    yield put(jobEngagementsLoaded({ id_Job: jobId, engagements: [...accepted, ...sent] }));
  } catch (error) {
    yield call(fail, toFailure(error), jobEngagementsLoadFailed);
  }
}

/** CreaJob or AggiornaJob, then back to /jobs (product.md §2.2). */
export function* saveJob(action: PayloadAction<JobSubmission>) {
  const { id_Job, job } = action.payload;
  try {
    const saved: Job =
      id_Job === null ? yield call(jobsApi.create, job) : yield call(jobsApi.update, { ...job, id_Job });
    yield put(jobSaved(saved));
    yield call(navigateTo, '/jobs');
  } catch (error) {
    yield call(fail, toFailure(error), jobSaveFailed);
  }
}

/** CancellaJob: the server withdraws the job's engagements and tells their workers. */
export function* deleteJob(action: PayloadAction<number>) {
  try {
    yield call(jobsApi.remove, action.payload);
    yield put(jobDeleted(action.payload));
    yield call(navigateTo, '/jobs');
  } catch (error) {
    yield call(fail, toFailure(error), jobDeletionFailed);
  }
}

/** The client withdraws a pending or accepted engagement (statoIngaggio 4). */
export function* withdrawEngagement(action: PayloadAction<number>) {
  const { engagements }: JobsState = yield select(selectJobsState);
  const engagement = engagements.entities[action.payload];
  if (!engagement) return;
  try {
    yield call(enlistmentsApi.answer, engagement.id_Ingaggio, 'withdraw');
    yield put(engagementWithdrawn(engagement));
  } catch (error) {
    yield call(fail, toFailure(error), engagementWithdrawalFailed);
  }
}

/**
 * A live notification about the client's jobs (an answer, a sent report): the list and the open
 * job load again, so the page shows it without a reload (product.md §4.22).
 */
export function* refreshOnNotification(action: PayloadAction<{ tipo: string }>) {
  if (!(JOBS_NOTIFICATIONS as readonly string[]).includes(action.payload.tipo)) return;
  const { load, openJobId }: JobsState = yield select(selectJobsState);
  if (load.status === 'succeeded') yield call(loadJobs);
  if (openJobId !== null) yield call(openJobForm, jobFormOpened(openJobId));
}

/**
 * The client accepts a worker's counter-proposal (statoIngaggio 5 → 2, product.md §4.21): the
 * engagement is booked on the counter's days and rate.
 */
export function* acceptCounter(action: PayloadAction<number>) {
  try {
    yield call(enlistmentsApi.answer, action.payload, 'accept');
    yield put(engagementCounterAccepted(action.payload));
  } catch (error) {
    yield call(fail, toFailure(error), engagementCounterAcceptanceFailed);
  }
}

/** Loads follow the latest page opened; a second submit while one runs is ignored (takeLeading). */
export function* jobsSaga() {
  yield all([
    takeLatest(jobsPageOpened.type, loadJobs),
    takeLatest(jobFormOpened.type, openJobForm),
    takeLeading(jobSubmitted.type, saveJob),
    takeLeading(jobDeletionConfirmed.type, deleteJob),
    takeLeading(engagementWithdrawalConfirmed.type, withdrawEngagement),
    takeLatest(notificationArrived.type, refreshOnNotification),
    takeLeading(engagementCounterAcceptanceConfirmed.type, acceptCounter),
  ]);
}
