import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError, type ApiFailure } from '../../../api/client';
import { sheetsApi } from '../../../store/sheets/sheetsApi';
import { tierRefusalReducer } from '../../../store/tierRefusal';
import { reviewRecords } from '../engagementReportsSagas';
import { engagementReportsOpened, jobReportsReducer, reviewSubmitted } from '../engagementReportsSlice';
import { selectJobReportsState } from '../selectors';

const reducer = combineReducers({ jobReports: jobReportsReducer, tierRefusal: tierRefusalReducer });
type State = ReturnType<typeof reducer>;
const start = (...actions: { type: string }[]): State =>
  actions.reduce(reducer, reducer(undefined, { type: '@@init' }));

const approval = reviewSubmitted({
  kind: 'carSheet',
  request: { idIngaggio: 10, giorni: ['2030-05-06'], esito: 'approvato', nota: null },
});

describe('reviewing sent days', () => {
  it("sends the review to the sheet's endpoint, then reads the engagement afresh", async () => {
    const { storeState } = await expectSaga(reviewRecords, approval)
      .withReducer(reducer, start(approval))
      .provide([[matchers.call.fn(sheetsApi.review), { id_Ingaggio: 10, giorni: ['2030-05-06'], stato: 'approvato' }]])
      .call(sheetsApi.review, 'carSheet', approval.payload.request)
      .put(engagementReportsOpened(10))
      .run();
    expect(selectJobReportsState(storeState).review).toEqual({
      status: 'succeeded',
      failure: null,
      id_Ingaggio: 10,
      kind: 'carSheet',
      esito: 'approvato',
    });
  });

  it("keeps the server's refusal for the form and reads nothing again", async () => {
    const refusal: ApiFailure = { kind: 'refused', status: 200, title: 'Solo i giorni inviati', messages: [] };
    const { storeState } = await expectSaga(reviewRecords, approval)
      .withReducer(reducer, start(approval))
      .provide([[matchers.call.fn(sheetsApi.review), throwError(new ApiError(refusal))]])
      .not.put(engagementReportsOpened(10))
      .run();
    expect(selectJobReportsState(storeState).review.failure).toEqual(refusal);
    expect(storeState.tierRefusal.message).toBeNull();
  });
});
