import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '../../api/client';
import type { Ticket } from '@shared/contracts/tickets';
import { type Flow, failedFlow, idleFlow, pendingFlow, succeededFlow } from '../../store/flowStatus';
import { loggedOut } from '../../store/sessionEvents';
import type { SuggestionForm } from '@shared/validation/tickets';

export interface SuggestionsState {
  send: Flow;
  /** The ticket just sent: the page thanks the user for it. */
  sent: Ticket | null;
}

const initialState: SuggestionsState = { send: idleFlow, sent: null };

const suggestionsSlice = createSlice({
  name: 'suggestions',
  initialState,
  reducers: {
    /** /suggest-us opened, or "write another" after a thank-you: an empty form. */
    suggestionFormOpened: () => initialState,
    suggestionSubmitted: (state, _action: PayloadAction<SuggestionForm>) => {
      state.send = pendingFlow;
    },
    suggestionSent: (state, action: PayloadAction<Ticket>) => {
      state.send = succeededFlow;
      state.sent = action.payload;
    },
    suggestionFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.send = failedFlow(action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const { suggestionFormOpened, suggestionSubmitted, suggestionSent, suggestionFailed } = suggestionsSlice.actions;
export const suggestionsReducer = suggestionsSlice.reducer;
