import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { toFailure } from '../../api/client';
import type { Language } from '@shared/validation/language';
import { languageChosen, selectLanguage } from '../language';
import { domainApi } from './domainApi';
import type { LanguageLevel, Nation, Scope, SpokenLanguage } from '@shared/contracts/domain';
import {
  type DomainState,
  domainLookupsFailed,
  domainLookupsLoaded,
  domainLookupsNeeded,
  domainLookupsRequested,
  selectDomainLoad,
} from './domainSlice';

export function* loadLookups(language: Language) {
  yield put(domainLookupsRequested(language));
  try {
    const [nations, languages, levels, scopes]: [Nation[], SpokenLanguage[], LanguageLevel[], Scope[]] = yield all([
      call(domainApi.nations, language),
      call(domainApi.languages, language),
      call(domainApi.levels, language),
      call(domainApi.scopes, language),
    ]);
    yield put(domainLookupsLoaded({ language, lookups: { nations, languages, levels, scopes } }));
  } catch (error) {
    yield put(domainLookupsFailed(toFailure(error)));
  }
}

/** Loads the lookups unless they are loaded, or loading, in the current language. */
export function* ensureLookups() {
  const language: Language = yield select(selectLanguage);
  const domain: DomainState = yield select(selectDomainLoad);
  if (domain.language === language && (domain.status === 'succeeded' || domain.status === 'pending')) return;
  yield call(loadLookups, language);
}

/** Names follow the language: lookups already shown are reloaded in the new one. */
export function* reloadOnLanguageChange() {
  const domain: DomainState = yield select(selectDomainLoad);
  if (domain.status === 'idle') return;
  yield call(ensureLookups);
}

export function* domainSaga() {
  yield all([
    takeEvery(domainLookupsNeeded.type, ensureLookups),
    takeLatest(languageChosen.type, reloadOnLanguageChange),
  ]);
}
