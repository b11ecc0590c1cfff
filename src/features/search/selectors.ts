import { type SearchState, resultsAdapter } from './searchSlice';

/** Every read of this feature's state: components, sagas and other features select through these. */
interface WithSearch {
  search: SearchState;
}
export const selectSearchState = (state: WithSearch) => state.search;
export const { selectAll: selectResults, selectById: selectResultById } = resultsAdapter.getSelectors(
  (state: WithSearch) => state.search.results,
);
export const selectAvatar = (state: WithSearch, userId: number) => state.search.avatars[userId];
