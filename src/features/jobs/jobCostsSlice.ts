import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '../../api/client';
import type { JobCosts } from '@shared/contracts/costs';
import { type Flow, failedFlow, idleFlow, pendingFlow, succeededFlow } from '../../store/flowStatus';
import { loggedOut } from '../../store/sessionEvents';
import type { CostsFormat } from './jobsApi';

/** The open job's cost sheet (product.md §4.20), read afresh each time the job's page opens it. */
export interface JobCostsState {
  costs: JobCosts | null;
  load: Flow & { id_Job: number | null };
  download: Flow & { format: CostsFormat | null };
}

const initialState: JobCostsState = {
  costs: null,
  load: { ...idleFlow, id_Job: null },
  download: { ...idleFlow, format: null },
};

export interface CostsFileRequest {
  id_Job: number;
  format: CostsFormat;
}

const jobCostsSlice = createSlice({
  name: 'jobCosts',
  initialState,
  reducers: {
    jobCostsOpened: (state, action: PayloadAction<number>) => {
      // Another job's figures never show under this one's title while its own load.
      if (state.costs?.id_Job !== action.payload) state.costs = null;
      state.load = { ...pendingFlow, id_Job: action.payload };
      state.download = { ...idleFlow, format: null };
    },
    jobCostsLoaded: (state, action: PayloadAction<JobCosts>) => {
      state.costs = action.payload;
      state.load = { ...succeededFlow, id_Job: action.payload.id_Job };
    },
    jobCostsLoadFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.load = { ...state.load, ...failedFlow(action.payload) };
    },
    costsFileRequested: (state, action: PayloadAction<CostsFileRequest>) => {
      state.download = { ...pendingFlow, format: action.payload.format };
    },
    costsFileDownloaded: (state) => {
      state.download = { ...state.download, ...succeededFlow };
    },
    costsFileFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.download = { ...state.download, ...failedFlow(action.payload) };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const {
  jobCostsOpened,
  jobCostsLoaded,
  jobCostsLoadFailed,
  costsFileRequested,
  costsFileDownloaded,
  costsFileFailed,
} = jobCostsSlice.actions;
export const jobCostsReducer = jobCostsSlice.reducer;
