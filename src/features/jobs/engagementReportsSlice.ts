import { type EntityState, createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '../../api/client';
import type { CarSheetRecord } from '@shared/contracts/carsheets';
import type { TimeReportRecord } from '@shared/contracts/timesheets';
import type { ReviewOutcome } from '@shared/validation/reviewStates';
import type { ReviewRequest } from '@shared/validation/reviews';
import { type Flow, failedFlow, idleFlow, pendingFlow, succeededFlow } from '../../store/flowStatus';
import { loggedOut } from '../../store/sessionEvents';
import type { SheetKind } from '../../store/sheets/sheetsApi';

/** An accepted engagement's sent days, as its job's owner reads them (read-only but for the review). */
export interface EngagementReports {
  id_Ingaggio: number;
  timeReport: TimeReportRecord[];
  carSheet: CarSheetRecord[];
}

export const reportsAdapter = createEntityAdapter({ selectId: (reports: EngagementReports) => reports.id_Ingaggio });

export interface EngagementReportsState {
  reports: EntityState<EngagementReports, number>;
  /** Each engagement's read, by its id. */
  loads: Record<number, Flow>;
  download: Flow & { id_Ingaggio: number | null; kind: SheetKind | null };
  /** The owner's last review of sent days (product.md §4.20), for the sheet it was of. */
  review: Flow & { id_Ingaggio: number | null; kind: SheetKind | null; esito: ReviewOutcome | null };
}

const initialState: EngagementReportsState = {
  reports: reportsAdapter.getInitialState(),
  loads: {},
  download: { ...idleFlow, id_Ingaggio: null, kind: null },
  review: { ...idleFlow, id_Ingaggio: null, kind: null, esito: null },
};

export interface ReportPdfRequest {
  id_Ingaggio: number;
  kind: SheetKind;
}

export interface ReviewSubmission {
  kind: SheetKind;
  request: ReviewRequest;
}

const engagementReportsSlice = createSlice({
  name: 'jobReports',
  initialState,
  reducers: {
    /** A worker's reports unfolded on the job's page: read afresh each time. */
    engagementReportsOpened: (state, action: PayloadAction<number>) => {
      state.loads[action.payload] = pendingFlow;
    },
    engagementReportsLoaded: (state, action: PayloadAction<EngagementReports>) => {
      reportsAdapter.setOne(state.reports, action.payload);
      state.loads[action.payload.id_Ingaggio] = succeededFlow;
    },
    engagementReportsLoadFailed: (state, action: PayloadAction<{ id_Ingaggio: number; failure: ApiFailure }>) => {
      state.loads[action.payload.id_Ingaggio] = failedFlow(action.payload.failure);
    },
    reportPdfRequested: (state, action: PayloadAction<ReportPdfRequest>) => {
      state.download = { ...pendingFlow, ...action.payload };
    },
    reportPdfDownloaded: (state) => {
      state.download = { ...state.download, ...succeededFlow };
    },
    reportPdfFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.download = { ...state.download, ...failedFlow(action.payload) };
    },
    reviewSubmitted: (state, action: PayloadAction<ReviewSubmission>) => {
      const { kind, request } = action.payload;
      state.review = { ...pendingFlow, id_Ingaggio: request.idIngaggio, kind, esito: request.esito as ReviewOutcome };
    },
    reviewDone: (state) => {
      state.review = { ...state.review, ...succeededFlow };
    },
    reviewFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.review = { ...state.review, ...failedFlow(action.payload) };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const {
  engagementReportsOpened,
  engagementReportsLoaded,
  engagementReportsLoadFailed,
  reportPdfRequested,
  reportPdfDownloaded,
  reportPdfFailed,
  reviewSubmitted,
  reviewDone,
  reviewFailed,
} = engagementReportsSlice.actions;
export const jobReportsReducer = engagementReportsSlice.reducer;
