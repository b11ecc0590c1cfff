import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { notificationArrived } from '../../../store/notificationEvents';
import { tierRefusalReducer } from '../../../store/tierRefusal';
import { enlistmentsApi } from '../enlistmentsApi';
import { loadEnlistments, refreshOnNotification } from '../enlistmentsSagas';
import { enlistmentsLoaded, enlistmentsReducer } from '../enlistmentsSlice';
import { selectSentEnlistments } from '../selectors';
import { anEnlistment } from './testFixtures';

const reducer = combineReducers({ enlistments: enlistmentsReducer, tierRefusal: tierRefusalReducer });
const start = (...actions: { type: string }[]) => actions.reduce(reducer, reducer(undefined, { type: '@@init' }));

describe("a live notification on the worker's pages (product.md §4.22)", () => {
  it('loads the lists again on a new request, so the open page shows it', async () => {
    const request = anEnlistment({ id_Ingaggio: 12 });
    const { storeState } = await expectSaga(refreshOnNotification, notificationArrived({ tipo: 'engagementRequested' }))
      .withReducer(reducer, start(enlistmentsLoaded({ sent: [], accepted: [] })))
      .provide([
        [matchers.call.fn(enlistmentsApi.sent), [request]],
        [matchers.call.fn(enlistmentsApi.accepted), []],
      ])
      .call(loadEnlistments)
      .run();
    expect(selectSentEnlistments(storeState)).toEqual([request]);
  });

  it('loads nothing before the lists were loaded, nor for what does not concern them', async () => {
    await expectSaga(refreshOnNotification, notificationArrived({ tipo: 'engagementWithdrawn' }))
      .withReducer(reducer, start())
      .not.call(loadEnlistments)
      .run();
    await expectSaga(refreshOnNotification, notificationArrived({ tipo: 'engagementAccepted' }))
      .withReducer(reducer, start(enlistmentsLoaded({ sent: [], accepted: [] })))
      .not.call(loadEnlistments)
      .run();
  });
});
