import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type Language } from '@shared/validation/language';

/*
 * The language the user reads in: store-level because the app shell (intl, antd, the API client's
 * Accept-Language), the lookups' names and several features follow it. languageChosen is the
 * cross-feature event every part that shows translated server data reacts to.
 */
export interface LanguageState {
  current: Language;
}

const languageSlice = createSlice({
  name: 'language',
  initialState: { current: DEFAULT_LANGUAGE } as LanguageState,
  reducers: {
    languageChosen: (state, action: PayloadAction<Language>) => {
      state.current = action.payload;
    },
  },
});

export const { languageChosen } = languageSlice.actions;
export const languageReducer = languageSlice.reducer;
export const selectLanguage = (state: { language: LanguageState }) => state.language.current;
