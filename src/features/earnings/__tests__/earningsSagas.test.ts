import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError, type ApiFailure } from '../../../api/client';
import { tierRefusalReducer } from '../../../store/tierRefusal';
import { earningsApi } from '../earningsApi';
import { loadEarnings } from '../earningsSagas';
import { earningsLoaded, earningsReducer, earningsYearChosen } from '../earningsSlice';
import { selectEarningsState } from '../selectors';

const reducer = combineReducers({ earnings: earningsReducer, tierRefusal: tierRefusalReducer });
type State = ReturnType<typeof reducer>;
const start = (...actions: { type: string }[]): State =>
  actions.reduce(reducer, reducer(undefined, { type: '@@init' }));

describe("loading a year's earnings", () => {
  it('keeps the year the server answered', async () => {
    const earnings = { anno: 2030, mesi: [] };
    const { storeState } = await expectSaga(loadEarnings, earningsYearChosen(2030))
      .withReducer(reducer, start(earningsYearChosen(2030)))
      .provide([[matchers.call.fn(earningsApi.year), earnings]])
      .call(earningsApi.year, 2030)
      .run();
    expect(selectEarningsState(storeState)).toEqual({
      anno: 2030,
      earnings,
      load: { status: 'succeeded', failure: null },
    });
  });

  it('drops the answer of a year no longer chosen', () => {
    const state = start(earningsYearChosen(2030), earningsYearChosen(2029), earningsLoaded({ anno: 2030, mesi: [] }));
    expect(selectEarningsState(state).earnings).toBeNull();
    expect(selectEarningsState(state).load.status).toBe('pending');
  });

  it('sends a Basic user to /subscriptions with the server message', async () => {
    const forbidden: ApiFailure = { kind: 'http', status: 403, title: 'Serve Advanced', messages: [] };
    const navigate = jest.fn();
    const { storeState } = await expectSaga(loadEarnings, earningsYearChosen(2030))
      .withReducer(reducer, start(earningsYearChosen(2030)))
      .provide([
        [matchers.call.fn(earningsApi.year), throwError(new ApiError(forbidden))],
        [matchers.getContext('navigate'), navigate],
      ])
      .run();
    expect(selectEarningsState(storeState).load.failure).toEqual(forbidden);
    expect(storeState.tierRefusal.message).toBe('Serve Advanced');
    expect(navigate).toHaveBeenCalledWith('/subscriptions', { replace: true });
  });
});
