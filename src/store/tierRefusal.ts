import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import type { ApiFailure } from '../api/client';
import { navigateTo } from './navigation';

/**
 * A call refused for the subscription tier (403, product.md §3.2) ends on /subscriptions with the
 * server's message: whichever feature made the call, the user lands where the tier can be changed,
 * told why. The message outlives the page that was left, so it sits here until shown.
 */
export interface TierRefusalState {
  /** The server's message, in the user's language; null once shown. */
  message: string | null;
}

const tierRefusalSlice = createSlice({
  name: 'tierRefusal',
  initialState: { message: null } as TierRefusalState,
  reducers: {
    tierRefused: (state, action: PayloadAction<string>) => {
      state.message = action.payload;
    },
    tierRefusalShown: (state) => {
      state.message = null;
    },
  },
});

export const { tierRefused, tierRefusalShown } = tierRefusalSlice.actions;
export const tierRefusalReducer = tierRefusalSlice.reducer;
export const selectTierRefusal = (state: { tierRefusal: TierRefusalState }) => state.tierRefusal.message;

/** For a saga's failed call: a 403 sends the user to the plans with its message; others do nothing. */
export function* redirectWhenTierRefused(failure: ApiFailure) {
  if (failure.status !== 403) return;
  yield put(tierRefused(failure.title));
  yield call(navigateTo, '/subscriptions');
}
