import type { ApiFailure } from '../../../api/client';
import {
  type DomainState,
  domainLookupsFailed,
  domainLookupsLoaded,
  domainLookupsRequested,
  domainReducer,
  selectDomain,
  selectNationById,
  selectNations,
  selectScopes,
} from '../domainSlice';
import type { DomainLookups } from '../domainTypes';

const lookupsIn = (language: 'it' | 'en'): DomainLookups => ({
  // Not in id order: the server's order is the one the selects show.
  nations: [
    {
      id_Nazione: 21,
      nome_Nazione: language === 'it' ? 'Italia' : 'Italy',
      regioni: [{ id_Regione: 8, nome_Regione: 'Lazio' }],
    },
    { id_Nazione: 10, nome_Nazione: language === 'it' ? 'Francia' : 'France', regioni: [] },
  ],
  languages: [{ id_LinguaProfilo: 1, lingua: language === 'it' ? 'Inglese' : 'English' }],
  levels: [{ chiave: 5, valore: 'C2', codice: 'C2' }],
  scopes: [{ id_Ambito: 1, testo: 'Cinema', listaDipartimenti: [] }],
});

const stateOf = (domain: DomainState) => ({ domain });
const loaded = (language: 'it' | 'en', from?: DomainState) =>
  domainReducer(from, domainLookupsLoaded({ language, lookups: lookupsIn(language) }));

describe('the domain slice', () => {
  it('holds each lookup as a collection: every record by its id, the list in the order the server sent', () => {
    const state = stateOf(loaded('it'));
    expect(selectNations(state).map((nation) => nation.id_Nazione)).toEqual([21, 10]);
    expect(selectNationById(state, 21)?.regioni).toEqual([{ id_Regione: 8, nome_Regione: 'Lazio' }]);
    expect(selectNationById(state, 99)).toBeUndefined();
    expect(selectScopes(state)).toEqual(lookupsIn('it').scopes);
  });

  it('offers no lookups before a load has succeeded, then the four lists as the forms read them', () => {
    const asked = domainReducer(undefined, domainLookupsRequested('it'));
    expect(selectDomain(stateOf(asked))).toEqual({ status: 'pending', failure: null, lookups: null });
    expect(selectDomain(stateOf(loaded('it', asked)))).toEqual({
      status: 'succeeded',
      failure: null,
      lookups: lookupsIn('it'),
    });
  });

  it('gives the same object while nothing changes, so a form does not render again for nothing', () => {
    const state = stateOf(loaded('it'));
    expect(selectDomain(state)).toBe(selectDomain({ domain: { ...state.domain } }));
  });

  it('replaces the names when the lookups load in another language, and keeps them when a reload fails', () => {
    const english = loaded('en', loaded('it'));
    expect(selectNationById(stateOf(english), 10)?.nome_Nazione).toBe('France');
    const failure: ApiFailure = { kind: 'network', status: 0, title: '', messages: [] };
    const failed = domainReducer(domainReducer(english, domainLookupsRequested('it')), domainLookupsFailed(failure));
    expect(selectDomain(stateOf(failed))).toMatchObject({ status: 'failed', failure, lookups: lookupsIn('en') });
  });
});
