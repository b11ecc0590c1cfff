import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '../../api/client';
import type { EmailPreferencesAnswer } from '@shared/contracts/emailPreferences';
import type { EmailPreferences } from '@shared/validation/emailKinds';
import { type Flow, failedFlow, idleFlow, pendingFlow, succeededFlow } from '../../store/flowStatus';
import { loggedOut } from '../../store/sessionEvents';

export interface EmailPreferencesState {
  /** The switches as the server last answered them; null until read. */
  preferences: EmailPreferencesAnswer | null;
  load: Flow;
  save: Flow;
}

const initialState: EmailPreferencesState = { preferences: null, load: idleFlow, save: idleFlow };

const emailPreferencesSlice = createSlice({
  name: 'emailPreferences',
  initialState,
  reducers: {
    /** The page opened: the switches are read again, and the last save's banner goes. */
    emailPreferencesOpened: (state) => {
      state.load = pendingFlow;
      state.save = idleFlow;
    },
    emailPreferencesLoaded: (state, action: PayloadAction<EmailPreferencesAnswer>) => {
      state.preferences = action.payload;
      state.load = succeededFlow;
    },
    emailPreferencesLoadFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.load = failedFlow(action.payload);
    },
    emailPreferencesSubmitted: (state, _action: PayloadAction<EmailPreferences>) => {
      state.save = pendingFlow;
    },
    emailPreferencesSaved: (state, action: PayloadAction<EmailPreferencesAnswer>) => {
      state.preferences = action.payload;
      state.save = succeededFlow;
    },
    emailPreferencesSaveFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.save = failedFlow(action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const {
  emailPreferencesOpened,
  emailPreferencesLoaded,
  emailPreferencesLoadFailed,
  emailPreferencesSubmitted,
  emailPreferencesSaved,
  emailPreferencesSaveFailed,
} = emailPreferencesSlice.actions;
export const emailPreferencesReducer = emailPreferencesSlice.reducer;
