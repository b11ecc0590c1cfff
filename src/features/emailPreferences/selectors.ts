import type { EmailPreferencesState } from './emailPreferencesSlice';

/** Every read of this feature's state: components, sagas and other features select through these. */
export const selectEmailPreferences = (state: { emailPreferences: EmailPreferencesState }) => state.emailPreferences;
