import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '../../api/client';
import type { Language } from '../../validation/language';
import type { FlowStatus } from '../flowStatus';
import type { DomainLookups } from './domainTypes';

export interface DomainState {
  status: FlowStatus;
  /** The language the loaded names are in. */
  language: Language | null;
  lookups: DomainLookups | null;
  failure: ApiFailure | null;
}

const initialState: DomainState = { status: 'idle', language: null, lookups: null, failure: null };

const domainSlice = createSlice({
  name: 'domain',
  initialState,
  reducers: {
    /** A screen that shows lookups asks for them; they load once per language. */
    domainLookupsNeeded: () => undefined,
    domainLookupsRequested: (state, action: PayloadAction<Language>) => {
      state.status = 'pending';
      state.language = action.payload;
      state.failure = null;
    },
    domainLookupsLoaded: (state, action: PayloadAction<{ language: Language; lookups: DomainLookups }>) => {
      state.status = 'succeeded';
      state.language = action.payload.language;
      state.lookups = action.payload.lookups;
    },
    domainLookupsFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.status = 'failed';
      state.failure = action.payload;
    },
  },
});

export const { domainLookupsNeeded, domainLookupsRequested, domainLookupsLoaded, domainLookupsFailed } = domainSlice.actions;
export const domainReducer = domainSlice.reducer;

export const selectDomain = (state: { domain: DomainState }) => state.domain;
export const selectLookups = (state: { domain: DomainState }) => state.domain.lookups;
