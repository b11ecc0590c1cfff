import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { type ApiFailure, toFailure } from '../../api/client';
import type {
  CalendarFeed,
  EngagementHistoryEntry,
  EngagementMessage,
  Enlistment,
} from '@shared/contracts/enlistments';
import type { EngagementMessageRequest, SummaryEmailRequest } from '@shared/validation/enlistments';
import { redirectWhenTierRefused } from '../../store/tierRefusal';
import { navigateTo } from '../../store/navigation';
import {
  CONVERSATION_NOTIFICATIONS,
  ENLISTMENTS_NOTIFICATIONS,
  notificationArrived,
} from '../../store/notificationEvents';
import { enlistmentsApi } from './enlistmentsApi';
import { selectEnlistment, selectEnlistmentsState } from './selectors';
import {
  type AnswerRequest,
  type EnlistmentsState,
  type CounterRequest,
  calendarFeedLoadFailed,
  calendarFeedLoaded,
  calendarFeedNeeded,
  calendarFeedRenewalConfirmed,
  calendarFeedRenewalFailed,
  calendarFeedRenewed,
  conversationLoadFailed,
  conversationLoaded,
  conversationOpened,
  counterFailed,
  counterSent,
  counterSubmitted,
  enlistmentAccepted,
  enlistmentAnswerFailed,
  enlistmentAnswered,
  enlistmentDetailOpened,
  enlistmentRejected,
  enlistmentsLoadFailed,
  enlistmentsLoaded,
  enlistmentsPageOpened,
  messagePostFailed,
  messagePosted,
  messageSubmitted,
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

/**
 * The worker's counter-proposal (product.md §4.21): the request stays on the detail page, now
 * waiting for the client (the conversation reads its history again on the new state).
 */
export function* sendCounter(action: PayloadAction<CounterRequest>) {
  const { id_Ingaggio, terms } = action.payload;
  try {
    yield call(enlistmentsApi.counter, id_Ingaggio, terms);
    yield put(counterSent(action.payload));
  } catch (error) {
    yield call(fail, toFailure(error), counterFailed);
  }
}

/** An engagement's thread and history, together (product.md §4.21). */
export function* loadConversation(action: PayloadAction<number>) {
  yield call(readConversation, action.payload);
}

export function* readConversation(id: number) {
  try {
    const [messages, history]: [EngagementMessage[], EngagementHistoryEntry[]] = yield all([
      call(enlistmentsApi.messages, id),
      call(enlistmentsApi.history, id),
    ]);
    yield put(conversationLoaded({ id, messages, history }));
  } catch (error) {
    yield put(conversationLoadFailed({ id, failure: toFailure(error) }));
  }
}

/** A message to the other party; the history is read again, where the message now is a step. */
export function* postMessage(action: PayloadAction<EngagementMessageRequest>) {
  const id = action.payload.idIngaggio;
  try {
    const message: EngagementMessage = yield call(enlistmentsApi.postMessage, action.payload);
    yield put(messagePosted({ id, message }));
    yield put(conversationOpened(id));
  } catch (error) {
    yield put(messagePostFailed({ id, failure: toFailure(error) }));
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

/**
 * A live notification about an engagement (a message, a step of the negotiation): the threads and
 * histories on the open page are read again, so the other party's message shows as it is written
 * (product.md §4.22). Which engagement it is about is not in the notification: on the pages that
 * show them (one, or a job's few), every one shown is read.
 */
export function* refreshConversations(action: PayloadAction<{ tipo: string }>) {
  if (!(CONVERSATION_NOTIFICATIONS as readonly string[]).includes(action.payload.tipo)) return;
  const { conversations }: EnlistmentsState = yield select(selectEnlistmentsState);
  const shown = Object.entries(conversations).filter(([, conversation]) => conversation.shown);
  yield all(shown.map(([id]) => call(readConversation, Number(id))));
}

/** Loads follow the latest page opened; a second click while an answer or a send runs is ignored. */
export function* enlistmentsSaga() {
  yield all([
    takeLatest([enlistmentsPageOpened.type, enlistmentDetailOpened.type], loadEnlistments),
    takeLeading(enlistmentAnswered.type, answerEnlistment),
    takeLeading(summaryEmailRequested.type, sendSummaryEmail),
    takeLeading(counterSubmitted.type, sendCounter),
    // Each engagement's own: the job's page may show several at once.
    takeEvery(conversationOpened.type, loadConversation),
    takeLeading(messageSubmitted.type, postMessage),
    takeLatest(calendarFeedNeeded.type, loadCalendarFeed),
    takeLatest(notificationArrived.type, refreshOnNotification),
    takeLatest(notificationArrived.type, refreshConversations),
    takeLeading(calendarFeedRenewalConfirmed.type, renewCalendarFeed),
  ]);
}
