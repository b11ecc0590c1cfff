import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedIn, loggedOut, userDataLoaded } from '../../store/sessionEvents';

/** tipologiaAbbonamento: 0 none, 1 Advanced, 2 Master (product.md §3.5). */
export interface SubscriptionTypeState {
  value: number;
}

const subscriptionTypeSlice = createSlice({
  name: 'subscriptionType',
  initialState: { value: 0 } as SubscriptionTypeState,
  reducers: {
    subscriptionTypeChanged: (state, action: PayloadAction<number>) => {
      state.value = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedIn, (state, action) => {
        state.value = action.payload.tipologiaAbbonamento;
      })
      .addCase(userDataLoaded, (state, action) => {
        state.value = action.payload.tipologiaAbbonamento;
      })
      .addCase(loggedOut, (state) => {
        state.value = 0;
      });
  },
});

export const { subscriptionTypeChanged } = subscriptionTypeSlice.actions;
export const subscriptionTypeReducer = subscriptionTypeSlice.reducer;
