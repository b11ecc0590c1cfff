import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { type ApiAnswer, toFailure } from '../../api/client';
import { languageChosen } from '../../store/language';
import { navigateTo } from '../../store/navigation';
import { userDataOutdated } from '../../store/sessionEvents';
import type { LoginData } from '@shared/contracts/accounts';
import type { TabSaved } from '@shared/contracts/profile';
import { type ProfileTab, WORKFLOW_COMPLETE } from '@shared/validation/profile/tabs';
import { selectUser } from '../session';
import { recordProfileCompleted } from './firstCompletion';
import { profileApi } from './profileApi';
import {
  profileTabLoadFailed,
  profileTabLoaded,
  profileTabOpened,
  profileTabReadAhead,
  profileTabSaveFailed,
  profileTabSaved,
  profileTabSubmitted,
} from './profileSlice';
import { selectLoadedProfileTabs } from './selectors';
import { nextPathAfter } from './wizardSteps';
import { workflowAdvanced } from './workflowSlice';
import { selectWorkflow } from './selectors';

/*
 * A read of a tab answers with what the server held when it was asked. A save of that tab made
 * meanwhile would be overwritten by that older answer (the slice keeps what was saved), so a read
 * gives way: the opening's read when the tab is submitted, the read ahead when the tab is opened
 * (whose own read follows).
 */
const tabSubmitted = (tab: ProfileTab) => (action: Action) =>
  profileTabSubmitted.match(action) && action.payload.tab === tab;
const tabOpened = (tab: ProfileTab) => (action: Action) => profileTabOpened.match(action) && action.payload === tab;

function* readOpenedTab(tab: ProfileTab) {
  try {
    const data: unknown = yield call(profileApi.loadTab, tab);
    yield put(profileTabLoaded({ tab, data }));
  } catch (error) {
    yield put(profileTabLoadFailed({ tab, failure: toFailure(error) }));
  }
}

export function* loadTab(action: PayloadAction<ProfileTab>) {
  yield race({ read: call(readOpenedTab, action.payload), submitted: take(tabSubmitted(action.payload)) });
}

/**
 * The tabs' lists (sizes, marital statuses, document types...) come with the tab's data in the
 * language of the request: after a language switch every tab already loaded is fetched again, in
 * place (no spinner), so its lists follow at once. The saved values come back unchanged, so the
 * form keeps what the user is typing (Formik reinitialises only when the initial values differ).
 */
export function* reloadLoadedTabs() {
  const tabs: ProfileTab[] = yield select(selectLoadedProfileTabs);
  yield all(tabs.map((tab) => call(reloadTab, tab)));
}

/** Reads a tab into the slice without a spinner; on failure what is there stays, and opening the tab reads again. */
function* reloadTab(tab: ProfileTab) {
  try {
    const data: unknown = yield call(profileApi.loadTab, tab);
    yield put(profileTabLoaded({ tab, data }));
  } catch {
    // The lists already shown stay, in the old language; opening the tab again retries.
  }
}

export function* readTabAhead(action: PayloadAction<ProfileTab>) {
  yield race({ read: call(reloadTab, action.payload), opened: take(tabOpened(action.payload)) });
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
  yield all([
    takeLatest(profileTabOpened.type, loadTab),
    takeEvery(profileTabReadAhead.type, readTabAhead),
    takeLeading(profileTabSubmitted.type, saveTab),
    takeLatest(languageChosen.type, reloadLoadedTabs),
  ]);
}
