import { all } from 'redux-saga/effects';
import { sessionSaga } from '../features/session/sessionSagas';

export function* rootSaga() {
  yield all([sessionSaga()]);
}
