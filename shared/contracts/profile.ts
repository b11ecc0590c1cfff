import { type Static, type TSchema, Type } from '@sinclair/typebox';
import type { ProfileTabKey } from '@shared/validation/profile/tabs';
import { keyValue, permitReason, size } from './domain';
import { Day, Nullable, envelope } from './envelope';
import { shownDay } from './search';

/**
 * The Profilo calls' answers (product.md §1.3, §1.7): each wizard tab's read, what every save
 * answers, the uploads and the profile as another user reads it. A field never saved reads null.
 */

/** Every Salva…: the workflow after the save, so the wizard knows where to go. */
export const tabSaved = Type.Object({
  workflow: Type.Integer({ description: '0 complete, 1 to 9 the next tab to save plus one (product.md §3.4)' }),
});
export type TabSaved = Static<typeof tabSaved>;
export const tabSavedResponse = envelope(tabSaved);

// -- tab 0: availability ---------------------------------------------------------------------------

export const giornoDisponibilita = Type.Object({
  giorno: Day(),
  disponibile: Type.Boolean(),
  modificabile: Type.Boolean({
    description: 'false for a day an accepted engagement takes (then disponibile is false)',
  }),
  id_DisponibilitaProfilo: Nullable(Type.Integer({ description: 'null for a day never saved, which is available' })),
});
export type GiornoDisponibilita = Static<typeof giornoDisponibilita>;

/** A working area: id_Regione only for Italy, where it is required. */
export const zonaLavoro = Type.Object({ id_Nazione: Type.Integer(), id_Regione: Nullable(Type.Integer()) });
export type ZonaLavoro = Static<typeof zonaLavoro>;

export const datiDisponibilita = Type.Object({
  greenPass: Type.Boolean(),
  dataScadenzaGreenPass: Nullable(Day()),
  listaNazioni: Type.Array(zonaLavoro, { description: 'Up to 3' }),
  listaDisponibilita: Type.Array(giornoDisponibilita, { description: 'Every day from today to the end of next month' }),
});
export type DatiDisponibilita = Static<typeof datiDisponibilita>;

// -- tab 1: profile data ---------------------------------------------------------------------------

/** One of the user's documents, as RecuperaDatiProfilo and CaricaFile list them. */
export const documento = Type.Object({
  id_Documento: Type.Integer(),
  tipoDocumento: Type.Integer({ description: '3 Patente, 4 Carta di identità, 5 Passaporto (product.md §3.4)' }),
  dimensioniDocumento: Type.Integer({ description: 'Bytes stored' }),
  nomeDocumento: Type.String({ description: "The name the user's file had" }),
  tipoFile: Type.String({ description: 'MIME type: application/pdf, image/jpeg or image/png' }),
  dataCaricamento: Type.String({ format: 'date-time' }),
});
export type Documento = Static<typeof documento>;

export const datiProfilo = Type.Object({
  tipologiaUtente: Type.Integer({ description: '0 natural person, 1 legal entity' }),
  nome: Nullable(Type.String()),
  cognome: Nullable(Type.String()),
  telefono: Nullable(Type.String()),
  email: Type.String({ description: "The contact address; the account's until the tab is saved" }),
  ragioneSociale: Nullable(Type.String()),
  codiceFiscalePIVA: Nullable(Type.String()),
  recapitoFatturaElettronica: Nullable(Type.String({ description: 'PEC and SDI joined with a dash' })),
  dataNascita: Nullable(Day()),
  consensoTrattamentoImmagini: Type.Boolean(),
  listaDocumenti: Type.Array(documento),
  listaTipologieUtente: Type.Array(keyValue),
  listaTipiDocumento: Type.Array(keyValue),
});
export type DatiProfilo = Static<typeof datiProfilo>;

// -- tab 2: personal and legal data ----------------------------------------------------------------

export const datiPersonaliGiuridici = Type.Object({
  cittaNascita: Nullable(Type.String()),
  provinciaNascita: Nullable(Type.String({ description: '2 letters' })),
  cittaResidenza: Nullable(Type.String()),
  indirizzoResidenza: Nullable(Type.String()),
  provinciaResidenza: Nullable(Type.String({ description: '2 letters' })),
  capResidenza: Nullable(Type.String()),
  cittaDomicilio: Nullable(Type.String()),
  indirizzoDomicilio: Nullable(Type.String()),
  provinciaDomicilio: Nullable(Type.String({ description: '2 letters' })),
  capDomicilio: Nullable(Type.String()),
});
export type DatiPersonaliGiuridici = Static<typeof datiPersonaliGiuridici>;

// -- tab 3: citizenship ----------------------------------------------------------------------------

export const datiCittadinanza = Type.Object({
  cittadinanzaItaliana: Type.Boolean({ description: 'true until saved otherwise' }),
  id_MotivoRilascioPermessoSoggiorno: Nullable(Type.Integer()),
  codicePermessoSoggiorno: Nullable(Type.String()),
  identificativoPermessoSoggiorno: Nullable(Type.String()),
  cittàRilascioPermessoSoggiorno: Nullable(Type.String()),
  dataScadenzaPermessoSoggiorno: Nullable(Day()),
  listaMotiviRichiestaPermessoSoggiorno: Type.Array(permitReason),
});
export type DatiCittadinanza = Static<typeof datiCittadinanza>;

// -- tab 4: physical data --------------------------------------------------------------------------

export const datiFisici = Type.Object({
  tagliaVestiti: Nullable(Type.Integer({ description: 'chiave of a listaTaglie entry of tipo vestiti' })),
  tagliaPantaloni: Nullable(Type.Integer({ description: 'chiave of a listaTaglie entry of tipo pantaloni' })),
  altezza: Nullable(Type.Integer({ description: 'cm' })),
  peso: Nullable(Type.Integer({ description: 'kg' })),
  pesoLbs: Nullable(
    Type.Integer({
      description: 'The pounds the user typed (English form), kept so they read back unchanged; null if typed in kg',
    }),
  ),
  numeroScarpe: Nullable(Type.Integer()),
  listaTaglie: Type.Array(size),
});
export type DatiFisici = Static<typeof datiFisici>;

// -- tab 5: family ---------------------------------------------------------------------------------

export const figlioACarico = Type.Object({ id_FiglioACarico: Type.Integer(), codiceFiscaleFiglio: Type.String() });
export type FiglioACarico = Static<typeof figlioACarico>;

export const datiFamiliari = Type.Object({
  statoCivile: Nullable(Type.Integer({ description: 'chiave of listaStatiCivili; 1 married' })),
  codiceFiscaleConiuge: Nullable(Type.String()),
  numeroFigliACarico: Type.Integer(),
  percentualeFigliACarico: Nullable(Type.Integer()),
  listaFigliACarico: Type.Array(figlioACarico),
  listaStatiCivili: Type.Array(keyValue),
});
export type DatiFamiliari = Static<typeof datiFamiliari>;

// -- tab 6: professional data ----------------------------------------------------------------------

export const ruoloProfilo = Type.Object({
  id_RuoloProfilo: Type.Integer(),
  id_Ambito: Type.Integer(),
  id_Dipartimento: Type.Integer(),
  id_Ruolo: Type.Integer(),
});
export const linguaProfilo = Type.Object({
  id_LinguaProfilo: Type.Integer(),
  livello: Type.Integer({ description: 'chiave of /api/Dominio/LivelloLingue' }),
});

export const datiProfessionali = Type.Object({
  listaRuoli: Type.Array(ruoloProfilo, { description: 'Up to 3' }),
  esperienze: Nullable(Type.String()),
  listaLingue: Type.Array(linguaProfilo, { description: 'Up to 3' }),
});
export type DatiProfessionali = Static<typeof datiProfessionali>;

// -- tabs 7 and 8: fiscal and bank data ------------------------------------------------------------

export const datiFiscali = Type.Object({ imponibileFiscale: Nullable(Type.Integer({ description: 'Euro' })) });
export type DatiFiscali = Static<typeof datiFiscali>;

export const datiBancari = Type.Object({
  iban: Nullable(Type.String()),
  nomeBanca: Nullable(Type.String()),
  swiftCode: Nullable(Type.String()),
});
export type DatiBancari = Static<typeof datiBancari>;

/** Each tab's read (RecuperaDati…), keyed as PROFILE_TABS keys the tabs. */
export const PROFILE_TAB_ANSWERS = {
  availability: datiDisponibilita,
  profile: datiProfilo,
  personalLegal: datiPersonaliGiuridici,
  citizenship: datiCittadinanza,
  physical: datiFisici,
  family: datiFamiliari,
  professional: datiProfessionali,
  fiscal: datiFiscali,
  bank: datiBancari,
} satisfies Record<ProfileTabKey, TSchema>;
export type ProfileTabAnswer<Key extends ProfileTabKey> = Static<(typeof PROFILE_TAB_ANSWERS)[Key]>;

// -- uploads and the photo -------------------------------------------------------------------------

/** POST /api/Profilo/CaricaFile/{tipoDocumento}: the user's documents after the upload. */
export const documentiCaricati = Type.Object({ listaDocumenti: Type.Array(documento) });
export type DocumentiCaricati = Static<typeof documentiCaricati>;
export const documentsUploadedResponse = envelope(documentiCaricati);

/** GET /api/Profilo/RecuperaImmagineProfilo with base64=true: the photo as a data: URL, null without one. */
export const photoDataUrlResponse = envelope(Type.String({ description: 'data:<type>;base64,…' }));

// -- the profile as another user reads it ----------------------------------------------------------

/**
 * GET /api/Profilo/RecuperaProfilo/{id}: the crew card a client hiring reads, names in the reader's
 * language, and nothing else (docs/decisions.md "The crew card"): the serialiser sends only these.
 */
export const profiloPubblico = Type.Object({
  id_Profilo: Type.Integer(),
  userId: Type.Integer(),
  nome: Nullable(Type.String()),
  cognome: Nullable(Type.String()),
  immagineProfilo: Type.Boolean({ description: 'Whether RecuperaImmagineProfilo/{userId} has a photo' }),
  contatti: Nullable(
    Type.Object(
      { telefono: Nullable(Type.String()), email: Type.String() },
      { description: 'Only for the owner and a client with an accepted engagement with them; else null' },
    ),
  ),
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
    numeroScarpe: Nullable(Type.Integer()),
    tagliaVestiti: Nullable(Type.String({ description: 'The size label' })),
    tagliaPantaloni: Nullable(Type.String({ description: 'The size label' })),
  }),
  esperienze: Nullable(Type.String()),
  listaRuoli: Type.Array(
    Type.Object({
      id_RuoloProfilo: Type.Integer(),
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
      id_LinguaProfilo: Type.Integer(),
      lingua: Type.String(),
      livello: Type.String({ description: 'CEFR code: A2 to C2' }),
    }),
  ),
  listaDisponibilita: Type.Array(shownDay),
});
export type ProfiloPubblico = Static<typeof profiloPubblico>;
export const publicProfileResponse = envelope(profiloPubblico);
