import { type Static, Type } from '@sinclair/typebox';
import { envelope } from './envelope';

/**
 * The lookups of GET /api/Dominio/* (product.md §1.3, §1.7), named in the language of
 * Accept-Language (it-IT or en-EN), and the small key/value lists the profile tabs carry.
 */

export const region = Type.Object({ id_Regione: Type.Integer(), nome_Regione: Type.String() });
export type Region = Static<typeof region>;

/** A nation with its regions: only Italy (id 21) has them, and there a region is required. */
export const nation = Type.Object({
  id_Nazione: Type.Integer(),
  nome_Nazione: Type.String(),
  regioni: Type.Array(region),
});
export type Nation = Static<typeof nation>;
export const nationsResponse = envelope(Type.Array(nation));

/** A spoken language: id_LinguaProfilo is what a profile's listaLingue carries. */
export const spokenLanguage = Type.Object({ id_LinguaProfilo: Type.Integer(), lingua: Type.String() });
export type SpokenLanguage = Static<typeof spokenLanguage>;
export const languagesResponse = envelope(Type.Array(spokenLanguage));

/** A language level, A2 to C2 in order: chiave is what a profile's listaLingue carries as livello. */
export const languageLevel = Type.Object({
  chiave: Type.Integer(),
  valore: Type.String(),
  codice: Type.String({ description: 'CEFR code: A2, B1, B2, C1 or C2' }),
});
export type LanguageLevel = Static<typeof languageLevel>;
export const levelsResponse = envelope(Type.Array(languageLevel));

export const role = Type.Object({ id_Ruolo: Type.Integer(), testo: Type.String() });
export type Role = Static<typeof role>;
export const department = Type.Object({
  id_Dipartimento: Type.Integer(),
  testo: Type.String(),
  listaRuoli: Type.Array(role),
});
export type Department = Static<typeof department>;
/** A scope (Cinema, Pubblicità, Televisione, Teatro) with its departments and their roles. */
export const scope = Type.Object({
  id_Ambito: Type.Integer(),
  testo: Type.String(),
  listaDipartimenti: Type.Array(department),
});
export type Scope = Static<typeof scope>;
export const scopesResponse = envelope(Type.Array(scope));

/** An entry of a small list a form offers (user types, document types, marital statuses). */
export const keyValue = Type.Object({ chiave: Type.Integer(), valore: Type.String() });
export type KeyValue = Static<typeof keyValue>;

/** A clothes or trousers size; tipo says which select it belongs to. */
export const size = Type.Object({
  chiave: Type.Integer(),
  valore: Type.String(),
  tipo: Type.Union([Type.Literal('vestiti'), Type.Literal('pantaloni')]),
});
export type Size = Static<typeof size>;

/** A reason a residence permit was issued for. */
export const permitReason = Type.Object({
  id_MotivoRilascioPermessoSoggiorno: Type.Integer(),
  motivazione: Type.String(),
});
export type PermitReason = Static<typeof permitReason>;
