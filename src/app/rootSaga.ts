import { all } from 'redux-saga/effects';
import { enlistmentsSaga } from '../features/enlistments/enlistmentsSagas';
import { jobsSaga } from '../features/jobs/jobsSagas';
import { profileSaga } from '../features/profile/profileSagas';
import { uploadsSaga } from '../features/profile/uploadSagas';
import { sessionSaga } from '../features/session/sessionSagas';
import { subscriptionSaga } from '../features/subscription/subscriptionSagas';
import { domainSaga } from '../store/domain/domainSagas';

export function* rootSaga() {
  yield all([sessionSaga(), profileSaga(), uploadsSaga(), domainSaga(), subscriptionSaga(), jobsSaga(), enlistmentsSaga()]);
}
