import type { ResultsPlaceState } from './resultsPlaceSlice';
import { type SearchState, resultsAdapter } from './searchSlice';

/** Every read of this feature's state: components, sagas and other features select through these. */
interface WithSearch {
  search: SearchState;
}
export const selectSearchState = (state: WithSearch) => state.search;
export const selectSearchCriteria = (state: WithSearch) => state.search.criteria;
export const selectSearchTotal = (state: WithSearch) => state.search.totale;
/** Whether more people matched than the server counted (`selectSearchTotal` is then its bound). */
export const selectSearchTotalBeyond = (state: WithSearch) => state.search.totaleOltre;
export const selectSearchFlow = (state: WithSearch) => state.search.search;
export const selectResultsPlace = (state: { resultsPlace: ResultsPlaceState }) => state.resultsPlace.index;
export const {
  selectAll: selectResults,
  selectIds: selectResultIds,
  selectById: selectResultById,
} = resultsAdapter.getSelectors((state: WithSearch) => state.search.results);
export const selectAvatar = (state: WithSearch, userId: number) => state.search.avatars[userId];
