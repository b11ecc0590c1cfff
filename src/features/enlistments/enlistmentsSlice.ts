import { type EntityState, createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '../../api/client';
import { type Flow, failedFlow, idleFlow, pendingFlow, succeededFlow } from '../../store/flowStatus';
import { loggedOut } from '../../store/sessionEvents';
import type { Enlistment } from '@shared/contracts/enlistments';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import type { SummaryEmailRequest } from '@shared/validation/enlistments';
import type { EnlistmentAnswer } from './enlistmentsApi';

export const enlistmentsAdapter = createEntityAdapter({
  selectId: (enlistment: Enlistment) => enlistment.id_Ingaggio,
  // What starts first comes first: the worker's next days of work.
  sortComparer: (a, b) => a.dataInizio.localeCompare(b.dataInizio) || a.id_Ingaggio - b.id_Ingaggio,
});

/** Which of the worker's lists an engagement is in: the /enlistments/{id}/{status} segment. */
export type EnlistmentList = 'sent' | 'accepted';

export interface EnlistmentsState {
  /** RichiesteIngaggio: requests sent to the user, waiting for an answer. */
  sent: EntityState<Enlistment, number>;
  /** ListaIngaggi: the user's accepted engagements. */
  accepted: EntityState<Enlistment, number>;
  load: Flow;
  answer: Flow & { id_Ingaggio: number | null; answer: EnlistmentAnswer | null };
  summaryEmail: Flow;
  calendarFeed: { url: string | null; load: Flow; renewal: Flow };
}

const idleAnswer = { ...idleFlow, id_Ingaggio: null, answer: null };

const initialState: EnlistmentsState = {
  sent: enlistmentsAdapter.getInitialState(),
  accepted: enlistmentsAdapter.getInitialState(),
  load: idleFlow,
  answer: idleAnswer,
  summaryEmail: idleFlow,
  calendarFeed: { url: null, load: idleFlow, renewal: idleFlow },
};

export interface AnswerRequest {
  id_Ingaggio: number;
  answer: EnlistmentAnswer;
}

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
} = enlistmentsSlice.actions;
export const enlistmentsReducer = enlistmentsSlice.reducer;
