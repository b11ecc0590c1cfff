import type { EarningsState } from './earningsSlice';

/** Every read of this feature's state. */
interface WithEarnings {
  earnings: EarningsState;
}

export const selectEarningsState = (state: WithEarnings) => state.earnings;
