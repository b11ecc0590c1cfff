import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type Language } from '../../validation/language';

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
