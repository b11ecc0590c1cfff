import type { Reducer } from '@reduxjs/toolkit';
import { type PersistConfig, persistReducer } from 'redux-persist';
import storage from 'redux-persist/lib/storage';

/**
 * What survives a reload, and nothing else: the session (with the workflow and subscription type
 * it carries), search results with their dates, and the language. Each slice has its own key so
 * a feature's data never rides along with another's; the language is kept as activeLanguage as
 * product.md §1.9 names it.
 */
function persistedAs(key: string, whitelist?: string[]) {
  return <S>(reducer: Reducer<S>) => persistReducer<S>({ key, storage, whitelist } as PersistConfig<S>, reducer);
}

// public/app-loader.js reads the stored session and language (persist:session, persist:activeLanguage)
// to decide whether a prerendered page needs the app at once: keep those keys in step with it.
export const persisted = {
  session: persistedAs('session', ['user']),
  workflow: persistedAs('workflow'),
  subscriptionType: persistedAs('subscriptionType'),
  language: persistedAs('activeLanguage'),
  /**
   * product.md §2.4: the search results and the search's dates (its criteria), and the place in
   * the results (docs/decisions.md, "Long lists render what is on screen"); never the avatars.
   */
  search: persistedAs('search', ['criteria', 'results', 'totale', 'place']),
};
