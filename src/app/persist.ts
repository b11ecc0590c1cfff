import type { Reducer } from '@reduxjs/toolkit';
import { type PersistConfig, type WebStorage, persistReducer } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { del, get, set } from 'idb-keyval';

/**
 * What survives a reload, and nothing else: the session (with the workflow and subscription type
 * it carries), search results with their dates, the language, the day sheets with their changes
 * kept offline, what the other signed-in pages last loaded, and the lookups. Each but the language
 * and the lookups (the same for everyone) is emptied by its slice's loggedOut reset. Each slice has
 * its own key so a feature's data never rides along with another's; the language is kept as
 * activeLanguage as product.md §1.9 names it.
 */
function persistedAs(key: string, whitelist?: string[], where: StoredAs = inLocalStorage) {
  return <S>(reducer: Reducer<S>) =>
    persistReducer<S>({ key, whitelist, ...where } as PersistConfig<S> & StoredAs, reducer);
}

/** Where a slice is kept, and whether as JSON (redux-persist's default) or as the values themselves. */
interface StoredAs {
  storage: WebStorage;
  serialize?: false;
  deserialize?: false;
}
const inLocalStorage: StoredAs = { storage };

/**
 * IndexedDB, for what a signed-in person needs without a connection (docs/decisions.md, "Days kept
 * offline live in IndexedDB"): larger than localStorage allows and read without blocking the page.
 * Where a browser has none, localStorage.
 */
const onDevice: StoredAs =
  typeof indexedDB === 'undefined'
    ? inLocalStorage
    : {
        storage: {
          getItem: async (key) => (await get<string>(key)) ?? null,
          setItem: (key, value: string) => set(key, value),
          removeItem: (key) => del(key),
        },
      };

/**
 * IndexedDB holding the values themselves, not JSON (docs/decisions.md, "Long lists render what is
 * on screen"): the search's results, about a megabyte for a page of 1,000, took JSON.stringify twice
 * (redux-persist's each field, then the whole) and localStorage.setItem seconds of the page's own
 * thread on a phone; IndexedDB copies the objects (a structured clone) and writes them elsewhere.
 * Where a browser has no IndexedDB, localStorage as JSON.
 */
const onDeviceAsIs: StoredAs =
  typeof indexedDB === 'undefined'
    ? inLocalStorage
    : {
        storage: {
          getItem: async (key) => (await get(key)) ?? null,
          setItem: (key, value: unknown) => set(key, value),
          removeItem: (key) => del(key),
        } as WebStorage,
        serialize: false,
        deserialize: false,
      };
// Where the search was kept before, as JSON: a megabyte of localStorage's five, read by nothing now.
if (typeof indexedDB !== 'undefined') void storage.removeItem('persist:search');

// public/app-loader.js reads the stored session and language (persist:session, persist:activeLanguage)
// to decide whether a prerendered page needs the app at once: keep those keys in step with it.
export const persisted = {
  session: persistedAs('session', ['user']),
  workflow: persistedAs('workflow'),
  subscriptionType: persistedAs('subscriptionType'),
  language: persistedAs('activeLanguage'),
  /** product.md §2.4: the search results and the search's dates (its criteria); never the avatars. */
  search: persistedAs('search', ['criteria', 'results', 'totale', 'totaleOltre'], onDeviceAsIs),
  /**
   * The place in the results (docs/decisions.md, "Long lists render what is on screen"): a few
   * bytes written at each pause of the scroll, apart from the results so that they are not.
   */
  resultsPlace: persistedAs('resultsPlace'),
  /** §4.19: the day sheets' changes kept offline, and the days last loaded, to fill them offline. */
  offline: persistedAs('offline', ['changes', 'nextOrder'], onDevice),
  timesheets: persistedAs('timesheets', ['engagements', 'engagementId', 'records'], onDevice),
  carsheets: persistedAs('carsheets', ['engagements', 'engagementId', 'records'], onDevice),
  /**
   * What the other signed-in pages last loaded (docs/decisions.md, "Every signed-in page opens
   * from what it last loaded"): shown at once while the page reads afresh, and offline, read-only.
   * Never a flow's status: each page starts its read again on opening.
   */
  jobs: persistedAs('jobs', ['jobs'], onDevice),
  enlistments: persistedAs('enlistments', ['sent', 'accepted'], onDevice),
  favorites: persistedAs('favorites', ['categories', 'favourites', 'requests', 'sharedCategories'], onDevice),
  earnings: persistedAs('earnings', ['anno', 'earnings'], onDevice),
  profile: persistedAs('profile', ['tabs'], onDevice),
  /**
   * The lookups (nations and regions, languages, levels, scopes), in the language they were read in
   * (docs/decisions.md, "The lookups are kept on the device"): a form drawn from them has its
   * fields at once, and offline. Never their load's status, so every start reads them again.
   */
  domain: persistedAs('domain', ['loadedIn', 'nations', 'spokenLanguages', 'levels', 'scopes'], onDevice),
};
