import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { notificationArrived } from '../../../store/notificationEvents';
import { tierRefusalReducer } from '../../../store/tierRefusal';
import { jobsApi } from '../jobsApi';
import { loadJobs, openJobForm, refreshOnNotification } from '../jobsSagas';
import { jobFormOpened, jobsLoaded, jobsReducer } from '../jobsSlice';
import { aJob } from './testFixtures';

const reducer = combineReducers({ jobs: jobsReducer, tierRefusal: tierRefusalReducer });
const start = (...actions: { type: string }[]) => actions.reduce(reducer, reducer(undefined, { type: '@@init' }));

describe("a live notification on the client's pages (product.md §4.22)", () => {
  it('loads the jobs list again, and the open job’s engagements, on an answer or a sent report', async () => {
    await expectSaga(refreshOnNotification, notificationArrived({ tipo: 'engagementAccepted' }))
      .withReducer(reducer, start(jobsLoaded([aJob({ id_Job: 1 })]), jobFormOpened(1)))
      .provide([
        [matchers.call.fn(jobsApi.jobs), [aJob({ id_Job: 1 })]],
        [matchers.call.fn(jobsApi.acceptedEngagements), []],
        [matchers.call.fn(jobsApi.sentEngagements), []],
      ])
      .call(loadJobs)
      .call(openJobForm, jobFormOpened(1))
      .run();
  });

  it('loads nothing the pages have not loaded, nor for what does not concern them', async () => {
    await expectSaga(refreshOnNotification, notificationArrived({ tipo: 'timesheetSent' }))
      .withReducer(reducer, start())
      .not.call(loadJobs)
      .run();
    await expectSaga(refreshOnNotification, notificationArrived({ tipo: 'favoritesShared' }))
      .withReducer(reducer, start(jobsLoaded([aJob()])))
      .not.call(loadJobs)
      .run();
  });
});
