import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, fork, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { type ApiFailure, toFailure } from '../../api/client';
import type { EngagementStateAnswer } from '@shared/contracts/enlistments';
import type { Job } from '@shared/contracts/jobs';
import type { ProfiloPubblico } from '@shared/contracts/profile';
import type { SearchResult } from '@shared/contracts/search';
import { languageChosen } from '../../store/language';
import { redirectWhenTierRefused } from '../../store/tierRefusal';
import type { SearchCriteria } from '@shared/validation/search';
import { jobsApi } from '../jobs';
import { searchApi } from './searchApi';
import {
  type Avatar,
  type EngagementRequestSubmission,
  avatarFailed,
  avatarLoaded,
  avatarNeeded,
  avatarRequested,
  cardFailed,
  cardLoaded,
  cardOpened,
  engagementDialogOpened,
  engagementRequestFailed,
  engagementRequestSent,
  engagementRequestSubmitted,
  jobsLoadFailed,
  jobsLoaded,
  searchFailed,
  searchSubmitted,
  searchSucceeded,
} from './searchSlice';
import { selectAvatar, selectSearchState } from './selectors';

function* fail(failure: ApiFailure, failed: (failure: ApiFailure) => PayloadAction<ApiFailure>) {
  yield put(failed(failure));
  yield call(redirectWhenTierRefused, failure);
}

/** SearchEngine with the form's criteria; the results and the criteria are kept (and persisted). */
export function* runSearch(action: PayloadAction<SearchCriteria>) {
  try {
    const result: SearchResult = yield call(searchApi.search, action.payload);
    yield put(searchSucceeded({ criteria: action.payload, result }));
  } catch (error) {
    yield call(fail, toFailure(error), searchFailed);
  }
}

/** An avatar's call; its card asks only once it has been in view 250 ms (CrewAvatar). */
export function* loadAvatar(userId: number) {
  try {
    const dataUrl: string | null = yield call(searchApi.avatar, userId);
    yield put(avatarLoaded({ userId, dataUrl }));
  } catch {
    yield put(avatarFailed(userId));
  }
}

/**
 * Every avatarNeeded: a user whose avatar is loaded or on its way is skipped, so a card shown
 * again, or two cards of one person, cost one call; the others load side by side.
 */
export function* avatarLoader() {
  while (true) {
    const { payload: userId }: PayloadAction<number> = yield take(avatarNeeded.type);
    const known: Avatar | undefined = yield select(selectAvatar, userId);
    if (known) continue;
    yield put(avatarRequested(userId));
    yield fork(loadAvatar, userId);
  }
}

export function* loadCard(action: PayloadAction<number>) {
  try {
    const profile: ProfiloPubblico = yield call(searchApi.card, action.payload);
    yield put(cardLoaded(profile));
  } catch (error) {
    yield call(fail, toFailure(error), cardFailed);
  }
}

export function* loadJobs() {
  try {
    const jobs: Job[] = yield call(jobsApi.jobs);
    yield put(jobsLoaded(jobs));
  } catch (error) {
    yield call(fail, toFailure(error), jobsLoadFailed);
  }
}

/**
 * The results and the open crew card carry names (nations, regions, roles, languages, sizes) in the
 * language of the request: after a language switch they are fetched again, in place, so they follow
 * at once. The domain lookups and the profile tabs do the same in their own sagas.
 */
export function* reloadInNewLanguage() {
  const { criteria, card }: ReturnType<typeof selectSearchState> = yield select(selectSearchState);
  yield all([
    ...(criteria ? [call(runSearch, searchSubmitted(criteria))] : []),
    ...(card.userId !== null && card.profile ? [call(loadCard, cardOpened(card.userId))] : []),
  ]);
}

/** InviaRichiestaIngaggio; a second submit while one runs is ignored (takeLeading). */
export function* sendEngagementRequest(action: PayloadAction<EngagementRequestSubmission>) {
  try {
    const answer: EngagementStateAnswer = yield call(searchApi.sendRequest, action.payload.request);
    yield put(engagementRequestSent({ submission: action.payload, answer }));
  } catch (error) {
    yield call(fail, toFailure(error), engagementRequestFailed);
  }
}

export function* searchSaga() {
  yield all([
    takeLatest(searchSubmitted.type, runSearch),
    fork(avatarLoader),
    takeLatest(cardOpened.type, loadCard),
    takeLatest(engagementDialogOpened.type, loadJobs),
    takeLeading(engagementRequestSubmitted.type, sendEngagementRequest),
    takeLatest(languageChosen.type, reloadInNewLanguage),
  ]);
}
