import type { SearchResult, SearchResultUser } from '@shared/contracts/search';
import type { SearchCriteria } from '@shared/validation/search';

/** A result as SearchEngine answers it, in Rome in May 2030. */
export function aResult(overrides: Partial<SearchResultUser> = {}): SearchResultUser {
  return {
    userId: 7,
    nome: 'Giulia',
    cognome: "Dall'Olio",
    immagineProfilo: true,
    listaNazioni: [{ id_Nazione: 21, nazione: 'Italia', id_Regione: 7, regione: 'Lazio' }],
    datiFisici: { altezza: 172, peso: 64 },
    esperienze: 'Dieci anni come direttrice della fotografia.',
    listaDisponibilita: Array.from({ length: 10 }, (_, index) => ({
      giorno: `2030-06-${String(index + 1).padStart(2, '0')}`,
      disponibile: index !== 3 && index !== 6,
      // The 7th is taken by an accepted engagement; the 4th the person marked unavailable.
      prenotato: index === 6,
    })),
    listaRuoli: [
      {
        id_Ambito: 1,
        ambito: 'Cinema',
        id_Dipartimento: 104,
        dipartimento: 'Fotografia e macchina',
        id_Ruolo: 10401,
        ruolo: 'Direttore della fotografia',
      },
    ],
    listaLingue: [{ id_Lingua: 2, lingua: 'Inglese', livello: 'B2' }],
    listaIngaggiInviati: [],
    ...overrides,
  };
}

export const criteria: SearchCriteria = {
  nome: null,
  cognome: null,
  id_Nazione: 21,
  id_Regione: null,
  dataInizio: '2030-06-01',
  dataFine: '2030-06-10',
  id_Ruolo: 10401,
  id_Dipartimento: 104,
  id_Ambito: 1,
  id_LinguaProfilo: null,
  livelloMinimo: null,
  paginaCorrente: 0,
  elementiPerPagina: 1000,
};

export const aSearchResult = (users: SearchResultUser[]): SearchResult => ({
  listaUtenti: users,
  totale: users.length,
  totaleOltre: false,
  paginaCorrente: 0,
  elementiPerPagina: 1000,
});
