import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { toFailure } from '../../api/client';
import type { EmailPreferencesAnswer } from '@shared/contracts/emailPreferences';
import type { EmailPreferences } from '@shared/validation/emailKinds';
import { emailPreferencesApi } from './emailPreferencesApi';
import {
  emailPreferencesLoadFailed,
  emailPreferencesLoaded,
  emailPreferencesOpened,
  emailPreferencesSaveFailed,
  emailPreferencesSaved,
  emailPreferencesSubmitted,
} from './emailPreferencesSlice';

/** GET /api/PreferenzeEmail, each time the page opens. */
export function* loadEmailPreferences() {
  try {
    const preferences: EmailPreferencesAnswer = yield call(emailPreferencesApi.read);
    yield put(emailPreferencesLoaded(preferences));
  } catch (error) {
    yield put(emailPreferencesLoadFailed(toFailure(error)));
  }
}

/** PUT /api/PreferenzeEmail with every switch; the answer is what the page shows next. */
export function* saveEmailPreferences(action: PayloadAction<EmailPreferences>) {
  try {
    const preferences: EmailPreferencesAnswer = yield call(emailPreferencesApi.save, action.payload);
    yield put(emailPreferencesSaved(preferences));
  } catch (error) {
    yield put(emailPreferencesSaveFailed(toFailure(error)));
  }
}

export function* emailPreferencesSaga() {
  yield takeLatest(emailPreferencesOpened.type, loadEmailPreferences);
  // A second click while one is saving is ignored.
  yield takeLeading(emailPreferencesSubmitted.type, saveEmailPreferences);
}
