import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { type ApiFailure, toFailure } from '../../api/client';
import type { CalendarFeed, Enlistment } from '@shared/contracts/enlistments';
import type { SummaryEmailRequest } from '@shared/validation/enlistments';
import { redirectWhenTierRefused } from '../../store/tierRefusal';
import { navigateTo } from '../../store/navigation';
import { ENLISTMENTS_NOTIFICATIONS, notificationArrived } from '../../store/notificationEvents';
import { enlistmentsApi } from './enlistmentsApi';
import { selectEnlistment, selectEnlistmentsState } from './selectors';
import {
  type AnswerRequest,
  type EnlistmentsState,
  calendarFeedLoadFailed,
  calendarFeedLoaded,
  calendarFeedNeeded,
  calendarFeedRenewalConfirmed,
  calendarFeedRenewalFailed,
  calendarFeedRenewed,
  enlistmentAccepted,
  enlistmentAnswerFailed,
  enlistmentAnswered,
  enlistmentDetailOpened,
  enlistmentRejected,
  enlistmentsLoadFailed,
  enlistmentsLoaded,
  enlistmentsPageOpened,
  summaryEmailFailed,
  summaryEmailRequested,
  summaryEmailSent,
} from './enlistmentsSlice';

/** Every flow's failure: a tier refusal (403) sends the user to the plans; the rest stays on the page. */
function* fail(failure: ApiFailure, failed: (failure: ApiFailure) => PayloadAction<ApiFailure>) {
  yield put(failed(failure));
  yield call(redirectWhenTierRefused, failure);
}

/** Both of the worker's lists, together: RichiesteIngaggio (pending) and ListaIngaggi (accepted). */
export function* loadEnlistments() {
  try {
    const [sent, accepted]: [Enlistment[], Enlistment[]] = yield all([
      call(enlistmentsApi.sent),
      call(enlistmentsApi.accepted),
    ]);
    yield put(enlistmentsLoaded({ sent, accepted }));
  } catch (error) {
    yield call(fail, toFailure(error), enlistmentsLoadFailed);
  }
}

/**
 * Accept moves the engagement to the accepted list, so the detail screen follows it there (where
 * the summary email opens); a rejected one is gone, so back to the lists. An accept carries the
 * dates the worker was shown: the server refuses a request the client changed since, and the lists
 * load again so the worker reads the request as it is now beside the refusal.
 */
export function* answerEnlistment(action: PayloadAction<AnswerRequest>) {
  const { id_Ingaggio, answer } = action.payload;
  const read: Enlistment | undefined =
    answer === 'accept' ? yield select(selectEnlistment, 'sent', id_Ingaggio) : undefined;
  try {
    yield read
      ? call(enlistmentsApi.answer, id_Ingaggio, answer, { dataInizio: read.dataInizio, dataFine: read.dataFine })
      : call(enlistmentsApi.answer, id_Ingaggio, answer);
    if (answer === 'accept') {
      yield put(enlistmentAccepted(id_Ingaggio));
      yield call(navigateTo, `/enlistments/${id_Ingaggio}/accepted`);
    } else {
      yield put(enlistmentRejected(id_Ingaggio));
      yield call(navigateTo, '/enlistments');
    }
  } catch (error) {
    yield call(fail, toFailure(error), enlistmentAnswerFailed);
    if (answer === 'accept') yield call(loadEnlistments);
  }
}

export function* sendSummaryEmail(action: PayloadAction<SummaryEmailRequest>) {
  try {
    yield call(enlistmentsApi.sendSummary, action.payload);
    yield put(summaryEmailSent());
  } catch (error) {
    yield call(fail, toFailure(error), summaryEmailFailed);
  }
}

export function* loadCalendarFeed() {
  try {
    const feed: CalendarFeed = yield call(enlistmentsApi.calendarFeed);
    yield put(calendarFeedLoaded(feed.url));
  } catch (error) {
    yield put(calendarFeedLoadFailed(toFailure(error)));
  }
}

export function* renewCalendarFeed() {
  try {
    const feed: CalendarFeed = yield call(enlistmentsApi.renewCalendarFeed);
    yield put(calendarFeedRenewed(feed.url));
  } catch (error) {
    yield put(calendarFeedRenewalFailed(toFailure(error)));
  }
}

/**
 * A live notification about the worker's engagements (a request, new dates, a withdrawal): the
 * lists, once loaded, load again so the open page shows it without a reload (product.md §4.22).
 */
export function* refreshOnNotification(action: PayloadAction<{ tipo: string }>) {
  if (!(ENLISTMENTS_NOTIFICATIONS as readonly string[]).includes(action.payload.tipo)) return;
  const { load }: EnlistmentsState = yield select(selectEnlistmentsState);
  if (load.status === 'succeeded') yield call(loadEnlistments);
}

/** Loads follow the latest page opened; a second click while an answer or a send runs is ignored. */
export function* enlistmentsSaga() {
  yield all([
    takeLatest([enlistmentsPageOpened.type, enlistmentDetailOpened.type], loadEnlistments),
    takeLeading(enlistmentAnswered.type, answerEnlistment),
    takeLeading(summaryEmailRequested.type, sendSummaryEmail),
    takeLatest(calendarFeedNeeded.type, loadCalendarFeed),
    takeLatest(notificationArrived.type, refreshOnNotification),
    takeLeading(calendarFeedRenewalConfirmed.type, renewCalendarFeed),
  ]);
}
