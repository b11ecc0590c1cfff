import {
  type EntityState,
  createEntityAdapter,
  createSelector,
  createSlice,
  type PayloadAction,
} from '@reduxjs/toolkit';
import type { ApiFailure } from '../../api/client';
import type { Language } from '@shared/validation/language';
import type { FlowStatus } from '../flowStatus';
import type { LanguageLevel, Nation, Scope, SpokenLanguage } from '@shared/contracts/domain';
import type { DomainLookups } from './domainTypes';

/*
 * Each lookup is a collection held by an entity adapter: ids in the server's order plus records by
 * id, so a screen finds one record (a nation's regions, a job's nation by its id) without scanning,
 * and reads the whole list with the adapter's selectAll. The collections of the next areas (jobs,
 * engagements, favourites, records) follow the same pattern: an adapter per collection, its
 * selectors exported under the area's names.
 */
const nationsAdapter = createEntityAdapter({ selectId: (nation: Nation) => nation.id_Nazione });
const spokenLanguagesAdapter = createEntityAdapter({
  selectId: (language: SpokenLanguage) => language.id_LinguaProfilo,
});
const levelsAdapter = createEntityAdapter({ selectId: (level: LanguageLevel) => level.chiave });
const scopesAdapter = createEntityAdapter({ selectId: (scope: Scope) => scope.id_Ambito });

export interface DomainState {
  status: FlowStatus;
  /** The language of the latest load, asked or done. */
  language: Language | null;
  /** The language the collections below are in; null until a load has succeeded. */
  loadedIn: Language | null;
  failure: ApiFailure | null;
  nations: EntityState<Nation, number>;
  spokenLanguages: EntityState<SpokenLanguage, number>;
  levels: EntityState<LanguageLevel, number>;
  scopes: EntityState<Scope, number>;
}

export const initialDomainState: DomainState = {
  status: 'idle',
  language: null,
  loadedIn: null,
  failure: null,
  nations: nationsAdapter.getInitialState(),
  spokenLanguages: spokenLanguagesAdapter.getInitialState(),
  levels: levelsAdapter.getInitialState(),
  scopes: scopesAdapter.getInitialState(),
};

const domainSlice = createSlice({
  name: 'domain',
  initialState: initialDomainState,
  reducers: {
    /** A screen that shows lookups asks for them; they load once per language. */
    domainLookupsNeeded: () => undefined,
    domainLookupsRequested: (state, action: PayloadAction<Language>) => {
      state.status = 'pending';
      state.language = action.payload;
      state.failure = null;
    },
    /** The names are the language's: each collection is replaced as a whole. */
    domainLookupsLoaded: (state, action: PayloadAction<{ language: Language; lookups: DomainLookups }>) => {
      const { language, lookups } = action.payload;
      state.status = 'succeeded';
      state.language = language;
      state.loadedIn = language;
      nationsAdapter.setAll(state.nations, lookups.nations);
      spokenLanguagesAdapter.setAll(state.spokenLanguages, lookups.languages);
      levelsAdapter.setAll(state.levels, lookups.levels);
      scopesAdapter.setAll(state.scopes, lookups.scopes);
    },
    /** The collections already held stay on screen, in their language. */
    domainLookupsFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.status = 'failed';
      state.failure = action.payload;
    },
  },
});

export const { domainLookupsNeeded, domainLookupsRequested, domainLookupsLoaded, domainLookupsFailed } =
  domainSlice.actions;
export const domainReducer = domainSlice.reducer;

/** The part of the root state these selectors read. */
interface WithDomain {
  domain: DomainState;
}

/** Where the loading stands (status, language, failure), as the saga decides whether to load. */
export const selectDomainLoad = (state: WithDomain) => state.domain;
export const selectDomainStatus = (state: WithDomain) => state.domain.status;

export const {
  selectAll: selectNations,
  selectById: selectNationById,
  selectEntities: selectNationEntities,
} = nationsAdapter.getSelectors((state: WithDomain) => state.domain.nations);
export const { selectAll: selectSpokenLanguages } = spokenLanguagesAdapter.getSelectors(
  (state: WithDomain) => state.domain.spokenLanguages,
);
export const { selectAll: selectLanguageLevels } = levelsAdapter.getSelectors(
  (state: WithDomain) => state.domain.levels,
);
export const { selectAll: selectScopes } = scopesAdapter.getSelectors((state: WithDomain) => state.domain.scopes);

/**
 * The four lists together for forms that show several of them, with how their load stands;
 * lookups is null until a load has succeeded. Memoised: the same object while nothing changes.
 */
export const selectDomain = createSelector(
  [
    selectDomainStatus,
    (state: WithDomain) => state.domain.failure,
    (state: WithDomain) => state.domain.loadedIn,
    selectNations,
    selectSpokenLanguages,
    selectLanguageLevels,
    selectScopes,
  ],
  (status, failure, loadedIn, nations, languages, levels, scopes) => ({
    status,
    failure,
    lookups: loadedIn === null ? null : ({ nations, languages, levels, scopes } satisfies DomainLookups),
  }),
);
