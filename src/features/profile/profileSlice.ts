import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '../../api/client';
import type { FlowStatus } from '../../store/flowStatus';
import { loggedOut } from '../../store/sessionEvents';
import type { ProfileTab } from '@shared/validation/profile/tabs';

/** One tab's server data (with the lookups its form needs) and the state of its last save. */
export interface TabState {
  loadStatus: FlowStatus;
  data: unknown;
  saveStatus: FlowStatus;
  failure: ApiFailure | null;
  message: string | null;
}

export interface ProfileState {
  tabs: Partial<Record<ProfileTab, TabState>>;
}

export const emptyTab: TabState = { loadStatus: 'idle', data: null, saveStatus: 'idle', failure: null, message: null };
const initialState: ProfileState = { tabs: {} };
const tabState = (state: ProfileState, tab: ProfileTab) => (state.tabs[tab] ??= { ...emptyTab });

const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    profileTabOpened: (state, action: PayloadAction<ProfileTab>) => {
      const tab = tabState(state, action.payload);
      // A tab whose data is on hand (read ahead, or opened before) shows it at once; the read that
      // opening starts refreshes it in place.
      if (tab.loadStatus !== 'succeeded') tab.loadStatus = 'pending';
      tab.saveStatus = 'idle';
      tab.failure = null;
      tab.message = null;
    },
    /**
     * The tab after the one being filled in is read while the user types (the wizard's time
     * goals, bench/README.md), so Save moves to a form that is ready; nothing shows until it
     * arrives, and a failure is left to the opening.
     */
    profileTabReadAhead: (_state, _action: PayloadAction<ProfileTab>) => {},
    profileTabLoaded: (state, action: PayloadAction<{ tab: ProfileTab; data: unknown }>) => {
      const tab = tabState(state, action.payload.tab);
      tab.loadStatus = 'succeeded';
      tab.data = action.payload.data;
    },
    /**
     * A tab whose data is on hand (kept on the device, app/persist.ts) keeps showing it when the
     * read finds no connection: the offline banner says why, and the page is read-only.
     */
    profileTabLoadFailed: (state, action: PayloadAction<{ tab: ProfileTab; failure: ApiFailure }>) => {
      const tab = tabState(state, action.payload.tab);
      const keptShown = action.payload.failure.kind === 'network' && tab.data !== null;
      tab.loadStatus = keptShown ? 'succeeded' : 'failed';
      tab.failure = action.payload.failure;
    },
    /** Formik hands the values over once, on submit; the slice never holds form fields. */
    profileTabSubmitted: (state, action: PayloadAction<{ tab: ProfileTab; values: unknown }>) => {
      const tab = tabState(state, action.payload.tab);
      tab.saveStatus = 'pending';
      tab.failure = null;
      tab.message = null;
    },
    profileTabSaved: (state, action: PayloadAction<{ tab: ProfileTab; values: unknown; message: string | null }>) => {
      const tab = tabState(state, action.payload.tab);
      tab.saveStatus = 'succeeded';
      tab.message = action.payload.message;
      // What was saved is what the server now holds; a reload refreshes it anyway.
      tab.data = { ...(tab.data as object), ...(action.payload.values as object) };
    },
    profileTabSaveFailed: (state, action: PayloadAction<{ tab: ProfileTab; failure: ApiFailure }>) => {
      const tab = tabState(state, action.payload.tab);
      tab.saveStatus = 'failed';
      tab.failure = action.payload.failure;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const {
  profileTabOpened,
  profileTabReadAhead,
  profileTabLoaded,
  profileTabLoadFailed,
  profileTabSubmitted,
  profileTabSaved,
  profileTabSaveFailed,
} = profileSlice.actions;
export const profileReducer = profileSlice.reducer;
