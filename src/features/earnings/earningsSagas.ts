import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest } from 'redux-saga/effects';
import { toFailure } from '../../api/client';
import type { Earnings } from '@shared/contracts/costs';
import { redirectWhenTierRefused } from '../../store/tierRefusal';
import { earningsApi } from './earningsApi';
import { earningsLoadFailed, earningsLoaded, earningsYearChosen } from './earningsSlice';

/** The chosen year's earnings; a year chosen while another loads replaces its read. */
export function* loadEarnings(action: PayloadAction<number>) {
  try {
    const earnings: Earnings = yield call(earningsApi.year, action.payload);
    yield put(earningsLoaded(earnings));
  } catch (error) {
    const failure = toFailure(error);
    yield put(earningsLoadFailed(failure));
    yield call(redirectWhenTierRefused, failure);
  }
}

export function* earningsSaga() {
  yield takeLatest(earningsYearChosen.type, loadEarnings);
}
