import { combineReducers } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { cancel, fork, take } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError, type ApiFailure, saveFile } from '../../../api/client';
import { tierRefusalReducer } from '../../../store/tierRefusal';
import { costsAfterReview, downloadCostsFile, jobCostsSaga, loadJobCosts } from '../jobCostsSagas';
import { reviewDone } from '../engagementReportsSlice';
import { costsFileRequested, jobCostsLoaded, jobCostsOpened, jobCostsReducer } from '../jobCostsSlice';
import { jobsApi } from '../jobsApi';
import { selectJobCostsState } from '../selectors';
import { aCostLine } from './testFixtures';

const reducer = combineReducers({ jobCosts: jobCostsReducer, tierRefusal: tierRefusalReducer });
type State = ReturnType<typeof reducer>;
const start = (...actions: { type: string }[]): State =>
  actions.reduce(reducer, reducer(undefined, { type: '@@init' }));

const costs = { id_Job: 1, righe: [aCostLine()], totale: 37350, totaleApprovato: 0 };
const network: ApiFailure = { kind: 'network', status: 0, title: '', messages: [] };

describe("loading a job's costs", () => {
  it('keeps the sheet the server computed', async () => {
    const { storeState } = await expectSaga(loadJobCosts, jobCostsOpened(1))
      .withReducer(reducer, start(jobCostsOpened(1)))
      .provide([[matchers.call.fn(jobsApi.costs), costs]])
      .call(jobsApi.costs, 1)
      .run();
    expect(selectJobCostsState(storeState).costs).toEqual(costs);
    expect(selectJobCostsState(storeState).load).toEqual({ status: 'succeeded', failure: null, id_Job: 1 });
  });

  it("drops another job's sheet when a job opens", () => {
    const state = start(jobCostsLoaded(costs), jobCostsOpened(2));
    expect(selectJobCostsState(state).costs).toBeNull();
    expect(selectJobCostsState(state).load.status).toBe('pending');
  });

  it('sends a user without Master to /subscriptions with the server message', async () => {
    const forbidden: ApiFailure = { kind: 'http', status: 403, title: 'Serve Master', messages: [] };
    const navigate = jest.fn();
    const { storeState } = await expectSaga(loadJobCosts, jobCostsOpened(1))
      .withReducer(reducer, start(jobCostsOpened(1)))
      .provide([
        [matchers.call.fn(jobsApi.costs), throwError(new ApiError(forbidden))],
        [matchers.getContext('navigate'), navigate],
      ])
      .run();
    expect(selectJobCostsState(storeState).load.failure).toEqual(forbidden);
    expect(storeState.tierRefusal.message).toBe('Serve Master');
    expect(navigate).toHaveBeenCalledWith('/subscriptions', { replace: true });
  });
});

describe('a review on the job page', () => {
  it("reads the open job's sheet again, showing the figures it had meanwhile", async () => {
    const approved = { ...costs, totaleApprovato: 37350 };
    const { storeState } = await expectSaga(costsAfterReview)
      .withReducer(reducer, start(jobCostsLoaded(costs)))
      .put(jobCostsOpened(1))
      .run();
    expect(selectJobCostsState(storeState).costs).toEqual(costs);
    const { storeState: read } = await expectSaga(loadJobCosts, jobCostsOpened(1))
      .withReducer(reducer, storeState as State)
      .provide([[matchers.call.fn(jobsApi.costs), approved]])
      .run();
    expect(selectJobCostsState(read).costs).toEqual(approved);
  });

  it('reads nothing when no sheet is open', async () => {
    await expectSaga(costsAfterReview)
      .withReducer(reducer, start())
      .not.put.like({ action: { type: jobCostsOpened.type } })
      .run();
  });

  it("follows the review's end in the feature's saga", async () => {
    const approved = { ...costs, totaleApprovato: 37350 };
    // The feature's watchers run until the sheet read again has arrived: the run ends there, not after a fixed time.
    function* untilCostsReadAgain() {
      const watchers: Task = yield fork(jobCostsSaga);
      yield take(jobCostsLoaded.type);
      yield cancel(watchers);
    }
    const { storeState } = await expectSaga(untilCostsReadAgain)
      .withReducer(reducer, start(jobCostsLoaded(costs)))
      .provide([[matchers.call.fn(jobsApi.costs), approved]])
      .dispatch(reviewDone())
      .put(jobCostsOpened(1))
      .run();
    expect(selectJobCostsState(storeState).costs).toEqual(approved);
  });
});

describe("downloading a job's costs", () => {
  it('saves the file the server named', async () => {
    const file = { blob: new Blob(['x']), fileName: 'costi-1.csv' };
    const { storeState } = await expectSaga(downloadCostsFile, costsFileRequested({ id_Job: 1, format: 'csv' }))
      .withReducer(reducer, start(costsFileRequested({ id_Job: 1, format: 'csv' })))
      .provide([
        [matchers.call.fn(jobsApi.costsFile), file],
        [matchers.call.fn(saveFile), undefined],
      ])
      .call(jobsApi.costsFile, 1, 'csv')
      .call(saveFile, file)
      .run();
    expect(selectJobCostsState(storeState).download).toEqual({ status: 'succeeded', failure: null, format: 'csv' });
  });

  it('keeps the failure for the section to show', async () => {
    const { storeState } = await expectSaga(downloadCostsFile, costsFileRequested({ id_Job: 1, format: 'pdf' }))
      .withReducer(reducer, start(costsFileRequested({ id_Job: 1, format: 'pdf' })))
      .provide([[matchers.call.fn(jobsApi.costsFile), throwError(new ApiError(network))]])
      .not.call.fn(saveFile)
      .run();
    expect(selectJobCostsState(storeState).download).toEqual({ status: 'failed', failure: network, format: 'pdf' });
  });
});
