import { type EntityState, createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '../../api/client';
import { type Flow, failedFlow, idleFlow, pendingFlow, succeededFlow } from '../../store/flowStatus';
import { loggedOut } from '../../store/sessionEvents';
import type { EngagementHistoryEntry, EngagementMessage, Enlistment } from '@shared/contracts/enlistments';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import type { EngagementMessageRequest, SummaryEmailRequest } from '@shared/validation/enlistments';
import type { CounterTerms, EnlistmentAnswer } from './enlistmentsApi';

export const enlistmentsAdapter = createEntityAdapter({
  selectId: (enlistment: Enlistment) => enlistment.id_Ingaggio,
  // What starts first comes first: the worker's next days of work.
  sortComparer: (a, b) => a.dataInizio.localeCompare(b.dataInizio) || a.id_Ingaggio - b.id_Ingaggio,
});

/** Which of the worker's lists an engagement is in: the /enlistments/{id}/{status} segment. */
export type EnlistmentList = 'sent' | 'accepted';

/**
 * One engagement's thread and history (product.md §4.21), as either party reads them: from the
 * worker's detail page or the client's job page.
 */
export interface Conversation {
  messages: EngagementMessage[];
  history: EngagementHistoryEntry[];
  load: Flow;
  /** The composer's last send. */
  post: Flow;
  /** On a page now: a live notification about an engagement reads it again (product.md §4.22). */
  shown: boolean;
}

const emptyConversation: Conversation = { messages: [], history: [], load: idleFlow, post: idleFlow, shown: false };

export interface EnlistmentsState {
  /** RichiesteIngaggio: requests sent to the user, waiting for an answer. */
  sent: EntityState<Enlistment, number>;
  /** ListaIngaggi: the user's accepted engagements. */
  accepted: EntityState<Enlistment, number>;
  load: Flow;
  answer: Flow & { id_Ingaggio: number | null; answer: EnlistmentAnswer | null };
  summaryEmail: Flow;
  calendarFeed: { url: string | null; load: Flow; renewal: Flow };
  /** The worker's counter-proposal (product.md §4.21), from the detail page's dialog. */
  counter: Flow & { id_Ingaggio: number | null };
  /** Threads and histories read, by engagement id. */
  conversations: Record<number, Conversation>;
}

const idleAnswer = { ...idleFlow, id_Ingaggio: null, answer: null };

const initialState: EnlistmentsState = {
  sent: enlistmentsAdapter.getInitialState(),
  accepted: enlistmentsAdapter.getInitialState(),
  load: idleFlow,
  answer: idleAnswer,
  summaryEmail: idleFlow,
  calendarFeed: { url: null, load: idleFlow, renewal: idleFlow },
  counter: { ...idleFlow, id_Ingaggio: null },
  conversations: {},
};

export interface AnswerRequest {
  id_Ingaggio: number;
  answer: EnlistmentAnswer;
}

export interface CounterRequest {
  id_Ingaggio: number;
  terms: CounterTerms;
}

/** The conversation of an engagement, made when first touched. */
const conversationOf = (state: EnlistmentsState, id: number) => (state.conversations[id] ??= { ...emptyConversation });

const enlistmentsSlice = createSlice({
  name: 'enlistments',
  initialState,
  reducers: {
    /** /enlistments: both lists load afresh; a rejection's banner stays until the page is left. */
    enlistmentsPageOpened: (state) => {
      state.load = pendingFlow;
    },
    /** /enlistments/{id}/{status}: the lists reload; an answer to this engagement keeps its banner. */
    enlistmentDetailOpened: (state, action: PayloadAction<number>) => {
      state.load = pendingFlow;
      state.summaryEmail = idleFlow;
      if (state.answer.id_Ingaggio !== action.payload) state.answer = idleAnswer;
    },
    enlistmentsLoaded: (state, action: PayloadAction<{ sent: Enlistment[]; accepted: Enlistment[] }>) => {
      enlistmentsAdapter.setAll(state.sent, action.payload.sent);
      enlistmentsAdapter.setAll(state.accepted, action.payload.accepted);
      state.load = succeededFlow;
    },
    enlistmentsLoadFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.load = failedFlow(action.payload);
    },
    enlistmentAnswered: (state, action: PayloadAction<AnswerRequest>) => {
      state.answer = { ...pendingFlow, ...action.payload };
    },
    /** Accepted: the request leaves the pending list for the accepted one. */
    enlistmentAccepted: (state, action: PayloadAction<number>) => {
      const enlistment = state.sent.entities[action.payload];
      enlistmentsAdapter.removeOne(state.sent, action.payload);
      if (enlistment)
        enlistmentsAdapter.upsertOne(state.accepted, { ...enlistment, statoIngaggio: ENGAGEMENT_STATE.accepted });
      state.answer = { ...succeededFlow, id_Ingaggio: action.payload, answer: 'accept' };
    },
    /** Rejected: a pending request or an accepted engagement leaves both lists. */
    enlistmentRejected: (state, action: PayloadAction<number>) => {
      enlistmentsAdapter.removeOne(state.sent, action.payload);
      enlistmentsAdapter.removeOne(state.accepted, action.payload);
      state.answer = { ...succeededFlow, id_Ingaggio: action.payload, answer: 'reject' };
    },
    enlistmentAnswerFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.answer = { ...state.answer, ...failedFlow(action.payload) };
    },
    enlistmentAnswerDismissed: (state) => {
      state.answer = idleAnswer;
    },
    summaryEmailRequested: (state, _action: PayloadAction<SummaryEmailRequest>) => {
      state.summaryEmail = pendingFlow;
    },
    summaryEmailSent: (state) => {
      state.summaryEmail = succeededFlow;
    },
    summaryEmailFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.summaryEmail = failedFlow(action.payload);
    },
    /** The dialog opened again: no outcome of the last send inside it. */
    summaryEmailDialogOpened: (state) => {
      state.summaryEmail = idleFlow;
    },
    /** The dialog opened: no outcome of an earlier counter inside it. */
    counterDialogOpened: (state) => {
      state.counter = { ...idleFlow, id_Ingaggio: null };
    },
    counterSubmitted: (state, action: PayloadAction<CounterRequest>) => {
      state.counter = { ...pendingFlow, id_Ingaggio: action.payload.id_Ingaggio };
    },
    /** Countered: the request stays in the pending list, now waiting for the client (statoIngaggio 5). */
    counterSent: (state, action: PayloadAction<CounterRequest>) => {
      const { id_Ingaggio, terms } = action.payload;
      const enlistment = state.sent.entities[id_Ingaggio];
      if (enlistment) {
        enlistment.statoIngaggio = ENGAGEMENT_STATE.countered;
        enlistment.controproposta = terms;
      }
      state.counter = { ...succeededFlow, id_Ingaggio };
    },
    counterFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.counter = { ...failedFlow(action.payload), id_Ingaggio: state.counter.id_Ingaggio };
    },
    /** A thread and history shown, or shown again after a change: what was read stays until the answer. */
    conversationOpened: (state, action: PayloadAction<number>) => {
      Object.assign(conversationOf(state, action.payload), { load: pendingFlow, shown: true });
    },
    /** The page showing it was left: kept as read, no longer read again live. */
    conversationClosed: (state, action: PayloadAction<number>) => {
      const conversation = state.conversations[action.payload];
      if (conversation) conversation.shown = false;
    },
    conversationLoaded: (
      state,
      action: PayloadAction<{ id: number; messages: EngagementMessage[]; history: EngagementHistoryEntry[] }>,
    ) => {
      const { id, messages, history } = action.payload;
      Object.assign(conversationOf(state, id), { messages, history, load: succeededFlow });
    },
    conversationLoadFailed: (state, action: PayloadAction<{ id: number; failure: ApiFailure }>) => {
      conversationOf(state, action.payload.id).load = failedFlow(action.payload.failure);
    },
    messageSubmitted: (state, action: PayloadAction<EngagementMessageRequest>) => {
      conversationOf(state, action.payload.idIngaggio).post = pendingFlow;
    },
    messagePosted: (state, action: PayloadAction<{ id: number; message: EngagementMessage }>) => {
      const conversation = conversationOf(state, action.payload.id);
      conversation.messages.push(action.payload.message);
      conversation.post = succeededFlow;
    },
    messagePostFailed: (state, action: PayloadAction<{ id: number; failure: ApiFailure }>) => {
      conversationOf(state, action.payload.id).post = failedFlow(action.payload.failure);
    },
    calendarFeedNeeded: (state) => {
      state.calendarFeed.load = pendingFlow;
    },
    calendarFeedLoaded: (state, action: PayloadAction<string>) => {
      state.calendarFeed.url = action.payload;
      state.calendarFeed.load = succeededFlow;
    },
    calendarFeedLoadFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.calendarFeed.load = failedFlow(action.payload);
    },
    calendarFeedRenewalConfirmed: (state) => {
      state.calendarFeed.renewal = pendingFlow;
    },
    /** The old address stops working at once: only the new one is kept. */
    calendarFeedRenewed: (state, action: PayloadAction<string>) => {
      state.calendarFeed.url = action.payload;
      state.calendarFeed.renewal = succeededFlow;
    },
    calendarFeedRenewalFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.calendarFeed.renewal = failedFlow(action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const {
  enlistmentsPageOpened,
  enlistmentDetailOpened,
  enlistmentsLoaded,
  enlistmentsLoadFailed,
  enlistmentAnswered,
  enlistmentAccepted,
  enlistmentRejected,
  enlistmentAnswerFailed,
  enlistmentAnswerDismissed,
  summaryEmailRequested,
  summaryEmailSent,
  summaryEmailFailed,
  summaryEmailDialogOpened,
  calendarFeedNeeded,
  calendarFeedLoaded,
  calendarFeedLoadFailed,
  calendarFeedRenewalConfirmed,
  calendarFeedRenewed,
  calendarFeedRenewalFailed,
  counterDialogOpened,
  counterSubmitted,
  counterSent,
  counterFailed,
  conversationOpened,
  conversationClosed,
  conversationLoaded,
  conversationLoadFailed,
  messageSubmitted,
  messagePosted,
  messagePostFailed,
} = enlistmentsSlice.actions;
export const enlistmentsReducer = enlistmentsSlice.reducer;
