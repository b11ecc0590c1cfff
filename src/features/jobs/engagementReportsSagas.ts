import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeEvery, takeLeading } from 'redux-saga/effects';
import { type DownloadedFile, saveFile, toFailure } from '../../api/client';
import type { CarSheetRecord } from '@shared/contracts/carsheets';
import type { TimeReportRecord } from '@shared/contracts/timesheets';
import { sheetsApi } from '../../store/sheets/sheetsApi';
import { redirectWhenTierRefused } from '../../store/tierRefusal';
import {
  type ReportPdfRequest,
  engagementReportsLoadFailed,
  engagementReportsLoaded,
  engagementReportsOpened,
  reportPdfDownloaded,
  reportPdfFailed,
  reportPdfRequested,
  type ReviewSubmission,
  reviewDone,
  reviewFailed,
  reviewSubmitted,
} from './engagementReportsSlice';

/** Both of an engagement's sheets, as the job's owner reads them: the sent days only. */
export function* loadEngagementReports(action: PayloadAction<number>) {
  const id_Ingaggio = action.payload;
  try {
    const [timeReport, carSheet]: [TimeReportRecord[], CarSheetRecord[]] = yield all([
      call(sheetsApi.timeReport, id_Ingaggio),
      call(sheetsApi.carSheet, id_Ingaggio),
    ]);
    yield put(engagementReportsLoaded({ id_Ingaggio, timeReport, carSheet }));
  } catch (error) {
    const failure = toFailure(error);
    yield put(engagementReportsLoadFailed({ id_Ingaggio, failure }));
    yield call(redirectWhenTierRefused, failure);
  }
}

/** The sent days' PDF, saved by the browser; a second click while one downloads is ignored. */
export function* downloadReportPdf(action: PayloadAction<ReportPdfRequest>) {
  try {
    const file: DownloadedFile = yield call(sheetsApi.pdf, action.payload.kind, action.payload.id_Ingaggio);
    yield call(saveFile, file);
    yield put(reportPdfDownloaded());
  } catch (error) {
    yield put(reportPdfFailed(toFailure(error)));
  }
}

/** The owner approves or rejects sent days (product.md §4.20), then the panel reads the engagement afresh. */
export function* reviewRecords(action: PayloadAction<ReviewSubmission>) {
  try {
    yield call(sheetsApi.review, action.payload.kind, action.payload.request);
    yield put(reviewDone());
    yield put(engagementReportsOpened(action.payload.request.idIngaggio));
  } catch (error) {
    const failure = toFailure(error);
    yield put(reviewFailed(failure));
    yield call(redirectWhenTierRefused, failure);
  }
}

export function* jobReportsSaga() {
  yield all([
    takeEvery(engagementReportsOpened.type, loadEngagementReports),
    takeLeading(reportPdfRequested.type, downloadReportPdf),
    takeLeading(reviewSubmitted.type, reviewRecords),
  ]);
}
