import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedIn, loggedOut, userDataLoaded } from '../../store/sessionEvents';

/**
 * The user's progress through the profile wizard (product.md §3.4): 1..9 is the next tab plus one,
 * 0 a complete profile; null without a session.
 */
export interface WorkflowState {
  value: number | null;
}

const workflowSlice = createSlice({
  name: 'workflow',
  initialState: { value: null } as WorkflowState,
  reducers: {
    workflowAdvanced: (state, action: PayloadAction<number>) => {
      state.value = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedIn, (state, action) => {
        state.value = action.payload.workflow;
      })
      .addCase(userDataLoaded, (state, action) => {
        state.value = action.payload.workflow;
      })
      .addCase(loggedOut, (state) => {
        state.value = null;
      });
  },
});

export const { workflowAdvanced } = workflowSlice.actions;
export const workflowReducer = workflowSlice.reducer;
