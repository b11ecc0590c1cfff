import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { type ApiAnswer, toFailure } from '../../api/client';
import { navigateTo, refreshUserData } from '../session/sessionSagas';
import { type TabSaved, profileApi } from './profileApi';
import {
  profileTabLoadFailed,
  profileTabLoaded,
  profileTabOpened,
  profileTabSaveFailed,
  profileTabSaved,
  profileTabSubmitted,
} from './profileSlice';
import { workflowAdvanced } from './workflowSlice';
import { type WizardTab, nextPathAfter } from './wizardSteps';

export function* loadTab(action: PayloadAction<WizardTab>) {
  try {
    const data: unknown = yield call(profileApi.loadTab, action.payload);
    yield put(profileTabLoaded({ tab: action.payload, data }));
  } catch (error) {
    yield put(profileTabLoadFailed({ tab: action.payload, failure: toFailure(error) }));
  }
}

/** The wizard's step: save the tab → advance the workflow → reload the user's data → next tab. */
export function* saveTab(action: PayloadAction<{ tab: WizardTab; values: unknown }>) {
  const { tab, values } = action.payload;
  try {
    const answer: ApiAnswer<TabSaved> = yield call(profileApi.saveTab, tab, values);
    yield put(profileTabSaved({ tab, values, message: answer.message }));
    yield put(workflowAdvanced(answer.data.workflow));
    yield call(refreshUserData);
    yield call(navigateTo, nextPathAfter(tab));
  } catch (error) {
    yield put(profileTabSaveFailed({ tab, failure: toFailure(error) }));
  }
}

export function* profileSaga() {
  yield all([takeLatest(profileTabOpened.type, loadTab), takeLeading(profileTabSubmitted.type, saveTab)]);
}
