import { domainLookupsLoaded, domainReducer } from '../store/domain/domainSlice';
import type { Nation } from '@shared/contracts/domain';
import type { DomainLookups } from '../store/domain/domainTypes';
import type { Language } from '@shared/validation/language';
import type { TestState } from './render';

/** A few nations as /api/Dominio/Nazioni answers them: Italy (21) with regions, France without. */
export const nations: Nation[] = [
  { id_Nazione: 10, nome_Nazione: 'Francia', regioni: [] },
  {
    id_Nazione: 21,
    nome_Nazione: 'Italia',
    regioni: [
      { id_Regione: 8, nome_Regione: 'Lazio' },
      { id_Regione: 9, nome_Regione: 'Lombardia' },
      { id_Regione: 15, nome_Regione: 'Sicilia' },
    ],
  },
  { id_Nazione: 27, nome_Nazione: 'Spagna', regioni: [] },
];

/**
 * The domain slice with the lookups already loaded in the language (these nations unless told
 * otherwise), built by the real reducer, so no test calls the API for them.
 */
export const lookupsLoaded = (
  language: Language,
  lookups: DomainLookups = { nations, languages: [], levels: [], scopes: [] },
): TestState => ({
  domain: domainReducer(undefined, domainLookupsLoaded({ language, lookups })),
});
