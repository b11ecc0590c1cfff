import { all } from 'redux-saga/effects';
import { carsheetsSaga } from '../features/carsheets/carsheetsSagas';
import { earningsSaga } from '../features/earnings/earningsSagas';
import { emailPreferencesSaga } from '../features/emailPreferences/emailPreferencesSagas';
import { enlistmentsSaga } from '../features/enlistments/enlistmentsSagas';
import { favoritesSaga } from '../features/favorites/favoritesSagas';
import { jobCostsSaga } from '../features/jobs/jobCostsSagas';
import { jobReportsSaga } from '../features/jobs/engagementReportsSagas';
import { jobsSaga } from '../features/jobs/jobsSagas';
import { notificationsSaga } from '../features/notifications/notificationsSagas';
import { profileSaga } from '../features/profile/profileSagas';
import { uploadsSaga } from '../features/profile/uploadSagas';
import { searchSaga } from '../features/search/searchSagas';
import { sessionSaga } from '../features/session/sessionSagas';
import { subscriptionSaga } from '../features/subscription/subscriptionSagas';
import { suggestionsSaga } from '../features/suggestions/suggestionsSagas';
import { timesheetsSaga } from '../features/timesheets/timesheetsSagas';
import { domainSaga } from '../store/domain/domainSagas';
import { offlineSaga } from '../features/offline/offlineSagas';

export function* rootSaga() {
  yield all([
    sessionSaga(),
    profileSaga(),
    uploadsSaga(),
    domainSaga(),
    subscriptionSaga(),
    jobsSaga(),
    jobReportsSaga(),
    jobCostsSaga(),
    earningsSaga(),
    enlistmentsSaga(),
    searchSaga(),
    timesheetsSaga(),
    carsheetsSaga(),
    suggestionsSaga(),
    favoritesSaga(),
    emailPreferencesSaga(),
    notificationsSaga(),
    offlineSaga(),
  ]);
}
