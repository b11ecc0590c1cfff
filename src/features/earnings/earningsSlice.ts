import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '../../api/client';
import type { Earnings } from '@shared/contracts/costs';
import { type Flow, failedFlow, idleFlow, pendingFlow, succeededFlow } from '../../store/flowStatus';
import { loggedOut } from '../../store/sessionEvents';

/** The earnings page's year and what the server answered for it (product.md §4.20). */
export interface EarningsState {
  anno: number | null;
  earnings: Earnings | null;
  load: Flow;
}

const initialState: EarningsState = { anno: null, earnings: null, load: idleFlow };

const earningsSlice = createSlice({
  name: 'earnings',
  initialState,
  reducers: {
    /** The page opened on a year, or another year chosen: read afresh. */
    earningsYearChosen: (state, action: PayloadAction<number>) => {
      state.anno = action.payload;
      state.load = pendingFlow;
    },
    earningsLoaded: (state, action: PayloadAction<Earnings>) => {
      // An answer for a year no longer chosen is not shown.
      if (action.payload.anno !== state.anno) return;
      state.earnings = action.payload;
      state.load = succeededFlow;
    },
    earningsLoadFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.load = failedFlow(action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const { earningsYearChosen, earningsLoaded, earningsLoadFailed } = earningsSlice.actions;
export const earningsReducer = earningsSlice.reducer;
