import type { SuggestionsState } from './suggestionsSlice';

/** Every read of this feature's state: components, sagas and other features select through these. */
export const selectSuggestions = (state: { suggestions: SuggestionsState }) => state.suggestions;
