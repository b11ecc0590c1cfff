import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { ApiError, type ApiFailure } from '../../../api/client';
import { loggedOut } from '../../../store/sessionEvents';
import { loadEmailPreferences, saveEmailPreferences } from '../emailPreferencesSagas';
import { emailPreferencesApi } from '../emailPreferencesApi';
import { emailPreferencesOpened, emailPreferencesReducer, emailPreferencesSubmitted } from '../emailPreferencesSlice';

const reducer = combineReducers({ emailPreferences: emailPreferencesReducer });
const start = (...actions: { type: string }[]) => actions.reduce(reducer, reducer(undefined, { type: '@@init' }));
const ALL_ON = { requests: true, answers: true, messages: true, shares: true, summaries: true, reports: true };
const failure: ApiFailure = { kind: 'http', status: 500, title: 'Server error', messages: [] };

describe('the email preferences', () => {
  it('are read when the page opens', async () => {
    const { storeState } = await expectSaga(loadEmailPreferences)
      .withReducer(reducer, start(emailPreferencesOpened()))
      .provide([[matchers.call.fn(emailPreferencesApi.read), ALL_ON]])
      .run();
    expect(storeState.emailPreferences).toEqual({
      preferences: ALL_ON,
      load: { status: 'succeeded', failure: null },
      save: { status: 'idle', failure: null },
    });
  });

  it('keep the failure of a read for the page', async () => {
    const { storeState } = await expectSaga(loadEmailPreferences)
      .withReducer(reducer, start(emailPreferencesOpened()))
      .provide([[matchers.call.fn(emailPreferencesApi.read), throwError(new ApiError(failure))]])
      .run();
    expect(storeState.emailPreferences.load).toEqual({ status: 'failed', failure });
  });

  it('are saved whole, and the answer is what the page shows next', async () => {
    const submitted = emailPreferencesSubmitted({ ...ALL_ON, shares: false });
    const { storeState } = await expectSaga(saveEmailPreferences, submitted)
      .withReducer(reducer, start(submitted))
      .provide([[matchers.call.fn(emailPreferencesApi.save), { ...ALL_ON, shares: false }]])
      .call(emailPreferencesApi.save, { ...ALL_ON, shares: false })
      .run();
    expect(storeState.emailPreferences.preferences).toEqual({ ...ALL_ON, shares: false });
    expect(storeState.emailPreferences.save).toEqual({ status: 'succeeded', failure: null });
  });

  it('are forgotten on sign-out', () => {
    const state = start(emailPreferencesOpened(), loggedOut({ reason: 'user' }));
    expect(state.emailPreferences.preferences).toBeNull();
  });
});
