import { type Static, Type } from '@sinclair/typebox';
import { Day, Nullable, envelope } from './envelope';

/**
 * POST /api/SearchEngine/ (product.md §2.3, §2.7): a page of crew members with the
 * fields of a "search result user", names of lookups in the request's language.
 */

/** An engagement the searching client has already sent to this person, in any state. */
export const ingaggioInviato = Type.Object({
  id_Ingaggio: Type.Integer(),
  id_Job: Type.Integer(),
  nome: Type.String({ description: "The job's name" }),
  dataInizio: Day(),
  dataFine: Day(),
  statoIngaggio: Type.Integer({ description: '1 sent, 2 accepted, 3 rejected, 4 withdrawn' }),
});
export type IngaggioInviato = Static<typeof ingaggioInviato>;

/**
 * A day of a person's availability as another user reads it: unavailable when the person marked it
 * so or an accepted engagement takes it, `prenotato` telling the second (product.md §2.2).
 */
export const shownDay = Type.Object({
  giorno: Day(),
  disponibile: Type.Boolean(),
  prenotato: Type.Boolean({ description: 'Taken by an accepted engagement (then disponibile is false)' }),
});
export type ShownDay = Static<typeof shownDay>;

/**
 * A result: what does not depend on the search first, then the search's window of days and the
 * requests sent, in this order, which the server keeps written per person up to
 * `listaDisponibilita` (docs/decisions.md, "The search's plan").
 */
export const searchResultUser = Type.Object({
  userId: Type.Integer(),
  nome: Type.String(),
  cognome: Type.String(),
  immagineProfilo: Type.Boolean({ description: 'Whether RecuperaImmagineProfilo/{userId} has a photo' }),
  listaNazioni: Type.Array(
    Type.Object({
      id_Nazione: Type.Integer(),
      nazione: Type.String(),
      id_Regione: Nullable(Type.Integer()),
      regione: Nullable(Type.String()),
    }),
  ),
  datiFisici: Type.Object({
    altezza: Nullable(Type.Integer({ description: 'cm' })),
    peso: Nullable(Type.Integer({ description: 'kg' })),
  }),
  esperienze: Nullable(Type.String()),
  listaRuoli: Type.Array(
    Type.Object({
      id_Ambito: Type.Integer(),
      ambito: Type.String(),
      id_Dipartimento: Type.Integer(),
      dipartimento: Type.String(),
      id_Ruolo: Type.Integer(),
      ruolo: Type.String(),
    }),
  ),
  listaLingue: Type.Array(
    Type.Object({
      id_Lingua: Type.Integer(),
      lingua: Type.String(),
      livello: Type.String({ description: 'CEFR code: A2 to C2' }),
    }),
  ),
  listaDisponibilita: Type.Array(shownDay, {
    description:
      'The first 10 days of the searched range (from today without one): unavailable when marked so or booked by an accepted engagement',
  }),
  listaIngaggiInviati: Type.Array(ingaggioInviato),
});
export type SearchResultUser = Static<typeof searchResultUser>;

export const searchResult = Type.Object({
  listaUtenti: Type.Array(searchResultUser),
  totale: Type.Integer({
    description: 'How many people match, over every page; when totaleOltre, the bound counted to (more match)',
  }),
  totaleOltre: Type.Boolean({
    description:
      'Whether more people match than the server counts (1,000 by default, the largest page): totale is then that bound',
  }),
  paginaCorrente: Type.Integer({ description: 'From 0' }),
  elementiPerPagina: Type.Integer(),
});
export type SearchResult = Static<typeof searchResult>;
export const searchResponse = envelope(searchResult);
