import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { type ApiAnswer, toFailure } from '../../api/client';
import { navigateTo } from '../../store/navigation';
import { userDataOutdated } from '../../store/sessionEvents';
import type { LoginData } from '../../contracts/accounts';
import type { TabSaved } from '../../contracts/profile';
import { type ProfileTab, WORKFLOW_COMPLETE } from '../../validation/profile/tabs';
import { selectUser } from '../session';
import { recordProfileCompleted } from './firstCompletion';
import { profileApi } from './profileApi';
import {
  profileTabLoadFailed,
  profileTabLoaded,
  profileTabOpened,
  profileTabSaveFailed,
  profileTabSaved,
  profileTabSubmitted,
} from './profileSlice';
import { nextPathAfter } from './wizardSteps';
import { selectWorkflow, workflowAdvanced } from './workflowSlice';

export function* loadTab(action: PayloadAction<ProfileTab>) {
  try {
    const data: unknown = yield call(profileApi.loadTab, action.payload);
    yield put(profileTabLoaded({ tab: action.payload, data }));
  } catch (error) {
    yield put(profileTabLoadFailed({ tab: action.payload, failure: toFailure(error) }));
  }
}

/** A save that completes the profile for the first time raises the home screen's congratulation. */
function* noteCompletion(before: number | null, after: number) {
  if (after !== WORKFLOW_COMPLETE || before === WORKFLOW_COMPLETE) return;
  const user: LoginData | null = yield select(selectUser);
  if (user) yield call(recordProfileCompleted, user.username);
}

/**
 * The wizard's step: save the tab → advance the workflow → next tab → the session reloads the user's
 * data (userDataOutdated). The answer's workflow already opens the next tab, so the reload runs while
 * that tab loads rather than before it: one round trip less between Save and the next form.
 */
export function* saveTab(action: PayloadAction<{ tab: ProfileTab; values: unknown }>) {
  const { tab, values } = action.payload;
  try {
    const answer: ApiAnswer<TabSaved> = yield call(profileApi.saveTab, tab, values);
    const before: number | null = yield select(selectWorkflow);
    yield put(profileTabSaved({ tab, values, message: answer.message }));
    yield put(workflowAdvanced(answer.data.workflow));
    yield call(noteCompletion, before, answer.data.workflow);
    yield call(navigateTo, nextPathAfter(tab));
    yield put(userDataOutdated());
  } catch (error) {
    yield put(profileTabSaveFailed({ tab, failure: toFailure(error) }));
  }
}

export function* profileSaga() {
  yield all([takeLatest(profileTabOpened.type, loadTab), takeLeading(profileTabSubmitted.type, saveTab)]);
}
