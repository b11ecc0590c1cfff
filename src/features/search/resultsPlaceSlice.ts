import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../../store/sessionEvents';
import { searchCleared, searchSucceeded } from './searchSlice';

/**
 * The index of the first result in view when the results were last left (docs/decisions.md, "Long
 * lists render what is on screen"), kept each time scrolling pauses. A slice of its own, persisted
 * apart from the results: kept with them, each pause wrote the whole page of results to the device
 * again, a long task in the middle of scrolling.
 */
export interface ResultsPlaceState {
  index: number;
}

const initialResultsPlace: ResultsPlaceState = { index: 0 };

const resultsPlaceSlice = createSlice({
  name: 'resultsPlace',
  initialState: initialResultsPlace,
  reducers: {
    resultsPlaceKept: (state, action: PayloadAction<number>) => {
      state.index = action.payload;
    },
  },
  extraReducers: (builder) => {
    // New results, or none, start at the top.
    builder.addCase(searchSucceeded, () => initialResultsPlace);
    builder.addCase(searchCleared, () => initialResultsPlace);
    builder.addCase(loggedOut, () => initialResultsPlace);
  },
});

export const { resultsPlaceKept } = resultsPlaceSlice.actions;
export const resultsPlaceReducer = resultsPlaceSlice.reducer;
