import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { type DownloadedFile, saveFile, toFailure } from '../../api/client';
import type { JobCosts } from '@shared/contracts/costs';
import { redirectWhenTierRefused } from '../../store/tierRefusal';
import { reviewDone } from './engagementReportsSlice';
import { jobsApi } from './jobsApi';
import { selectJobCostsState } from './selectors';
import {
  type CostsFileRequest,
  costsFileDownloaded,
  costsFileFailed,
  costsFileRequested,
  jobCostsLoadFailed,
  jobCostsLoaded,
  jobCostsOpened,
} from './jobCostsSlice';

/** The job's cost sheet (product.md §4.20); a job opened after another replaces its read. */
export function* loadJobCosts(action: PayloadAction<number>) {
  try {
    const costs: JobCosts = yield call(jobsApi.costs, action.payload);
    yield put(jobCostsLoaded(costs));
  } catch (error) {
    const failure = toFailure(error);
    yield put(jobCostsLoadFailed(failure));
    yield call(redirectWhenTierRefused, failure);
  }
}

/** The cost sheet as CSV or PDF, saved by the browser as the sent days' PDFs are; a second click while one downloads is ignored. */
export function* downloadCostsFile(action: PayloadAction<CostsFileRequest>) {
  try {
    const file: DownloadedFile = yield call(jobsApi.costsFile, action.payload.id_Job, action.payload.format);
    yield call(saveFile, file);
    yield put(costsFileDownloaded());
  } catch (error) {
    yield put(costsFileFailed(toFailure(error)));
  }
}

/** A review moves days to approved (or back to the worker): the open job's sheet is read again, its figures kept meanwhile. */
export function* costsAfterReview() {
  const { costs }: ReturnType<typeof selectJobCostsState> = yield select(selectJobCostsState);
  if (costs) yield put(jobCostsOpened(costs.id_Job));
}

export function* jobCostsSaga() {
  yield all([
    takeLatest(jobCostsOpened.type, loadJobCosts),
    takeLeading(costsFileRequested.type, downloadCostsFile),
    takeLatest(reviewDone.type, costsAfterReview),
  ]);
}
