import { type Static, Type } from '@sinclair/typebox';
import { Day, envelope } from './envelope';

/** The Subscription calls' and the billing data's answers (product.md §1.3, §1.7, §3.5). */

/** A plan on offer, named in the request's language. */
export const plan = Type.Object({
  id_Abbonamento: Type.Integer(),
  nomeAbbonamento: Type.String(),
  prezzo: Type.Number({ description: 'Euro, e.g. 9.9; shown with 2 decimals' }),
  durataAbbonamento: Type.Integer({ description: 'Months' }),
  tipologiaAbbonamento: Type.Integer({ description: '1 Advanced, 2 Master' }),
});
export type Plan = Static<typeof plan>;
/** GET /api/Subscription/List. */
export const plansResponse = envelope(Type.Array(plan));

/** The user's running subscription: its plan, when it ends and whether it renews. */
export const currentSubscription = Type.Composite([
  plan,
  Type.Object({
    dataFineAbbonamento: Day({
      description: 'The first day it no longer covers, and the day automatic renewal charges',
    }),
    pagamentoAutomatico: Type.Boolean({
      description: 'Automatic renewal: the saved card is charged on dataFineAbbonamento',
    }),
  }),
]);
export type CurrentSubscription = Static<typeof currentSubscription>;
/** GET /api/Subscription/ (null without a running subscription), POST and PUT /api/Subscription. */
export const subscriptionResponse = envelope(currentSubscription);

/**
 * Billing data: the subscription recap's form fields (tipologiaUtente to nazioneResidenza) and the
 * invoice fields they amount to (…Fatturazione).
 */
export const billing = Type.Object({
  tipologiaUtente: Type.Integer({ description: '0 natural person (nome, cognome), 1 legal entity (ragioneSociale)' }),
  nome: Type.String(),
  cognome: Type.String(),
  ragioneSociale: Type.String(),
  codfisciva: Type.String({ description: 'Fiscal code or VAT number' }),
  sdi: Type.String({ description: 'SDI code, or empty' }),
  pec: Type.String({ description: 'PEC address, or empty' }),
  indirizzoResidenza: Type.String(),
  cittaResidenza: Type.String(),
  provinciaResidenza: Type.String({ description: '2 letters' }),
  nazioneResidenza: Type.String({ description: '2 letters' }),
  intestazioneFatturazione: Type.String({ description: 'Invoice header: "nome cognome" or ragioneSociale' }),
  indirizzoFatturazione: Type.String(),
  cittaFatturazione: Type.String(),
  provinciaFatturazione: Type.String(),
  nazioneFatturazione: Type.String(),
  privacfFatturazione: Type.String(),
  sdiFatturazione: Type.String(),
  pecFatturazione: Type.String(),
});
export type Billing = Static<typeof billing>;
/** GET /api/Profilo/RecuperaDatiFatturazione (null before any is saved) and POST /api/Profilo/aggiornaDatiFatturazione. */
export const billingResponse = envelope(billing);
