import dayjs from 'dayjs';
import type { TestState } from '../../../testing/render';
import { holdUserDataRefresh, signedInAs } from '../../../testing/session';
import { ApiError } from '../../../api/client';
import type { DatiPersonaliGiuridici, DatiProfilo } from '@shared/contracts/profile';
import { PROFILE_TAB } from '@shared/validation/profile/tabs';
import { profileApi } from '../../profile';
import { subscriptionApi } from '../subscriptionApi';
import type { Billing, CurrentSubscription, Plan } from '@shared/contracts/subscriptions';
import type { SavedCard } from '@shared/contracts/payments';

/** The seeded plans of product.md §3.5, as GET /api/Subscription/List answers them. */
export const plans: Plan[] = [
  {
    id_Abbonamento: 1,
    nomeAbbonamento: 'Advanced mensile',
    prezzo: 9.9,
    durataAbbonamento: 1,
    tipologiaAbbonamento: 1,
  },
  {
    id_Abbonamento: 2,
    nomeAbbonamento: 'Advanced annuale',
    prezzo: 99,
    durataAbbonamento: 12,
    tipologiaAbbonamento: 1,
  },
  { id_Abbonamento: 3, nomeAbbonamento: 'Master mensile', prezzo: 19.9, durataAbbonamento: 1, tipologiaAbbonamento: 2 },
  // Not a seeded price: it shows the thousands separator.
  { id_Abbonamento: 5, nomeAbbonamento: 'Produzione', prezzo: 1234.5, durataAbbonamento: 12, tipologiaAbbonamento: 2 },
];

export const visa: SavedCard = { brand: 'Visa', last4: '4242', exp_month: 3, exp_year: 2031 };
export const mastercard: SavedCard = { brand: 'Mastercard', last4: '4444', exp_month: 12, exp_year: 2030 };

/** A subscription to `plan` ending a month from today. */
export function subscriptionTo(plan: Plan, pagamentoAutomatico = true): CurrentSubscription {
  return { ...plan, dataFineAbbonamento: dayjs().add(1, 'month').format('YYYY-MM-DD'), pagamentoAutomatico };
}

export const naturalPersonBilling = {
  tipologiaUtente: 0,
  nome: 'Anna',
  cognome: 'Bianchi',
  ragioneSociale: '',
  codfisciva: 'BNCNNA80A41H501U',
  sdi: '',
  pec: '',
  indirizzoResidenza: 'Via Roma 1',
  cittaResidenza: 'Roma',
  provinciaResidenza: 'RM',
  nazioneResidenza: 'IT',
};

/** The same billing data as the server answers it, with the invoice fields it amounts to. */
export const naturalPersonBillingAnswer: Billing = {
  ...naturalPersonBilling,
  intestazioneFatturazione: 'Anna Bianchi',
  indirizzoFatturazione: 'Via Roma 1',
  cittaFatturazione: 'Roma',
  provinciaFatturazione: 'RM',
  nazioneFatturazione: 'IT',
  privacfFatturazione: 'BNCNNA80A41H501U',
  sdiFatturazione: '',
  pecFatturazione: '',
};

/** A signed-in user with a complete profile (workflow 0) and no subscription. */
export const signedIn = (tipologiaUtente = 0): TestState =>
  signedInAs(0, { username: 'anna', email: 'anna@example.com', id_Profilo: 7, userId: 7, tipologiaUtente });

/** Anna's profile tabs 1 and 2, as the profile answers them: what billing can start from. */
export const annaProfile = {
  tipologiaUtente: 0,
  nome: 'Anna',
  cognome: 'Bianchi',
  telefono: '3331234567',
  email: 'anna@example.com',
  ragioneSociale: null,
  codiceFiscalePIVA: 'BNCNNA80A41H501U',
  recapitoFatturaElettronica: null,
  dataNascita: '1980-01-01',
  consensoTrattamentoImmagini: true,
  listaDocumenti: [],
  listaTipologieUtente: [],
  listaTipiDocumento: [],
} satisfies DatiProfilo;
export const annaResidence = {
  cittaNascita: 'Roma',
  provinciaNascita: 'RM',
  cittaResidenza: 'Roma',
  indirizzoResidenza: 'Via Roma 1',
  provinciaResidenza: 'RM',
  capResidenza: '00100',
  cittaDomicilio: null,
  indirizzoDomicilio: null,
  provinciaDomicilio: null,
  capDomicilio: null,
} satisfies DatiPersonaliGiuridici;

/**
 * The server as the subscription pages first see it, with the session's start-up refresh held.
 * The profile's tabs (billing's starting values) answer only when `profile` is given; otherwise
 * their read fails and the billing form starts blank.
 */
export function answerPageLoad(
  data: {
    current?: CurrentSubscription | null;
    savedCard?: SavedCard | null;
    billing?: Billing | null;
    profile?: { data: DatiProfilo; residence: DatiPersonaliGiuridici };
  } = {},
) {
  holdUserDataRefresh();
  jest.spyOn(profileApi, 'loadTab').mockImplementation(async (tab) => {
    if (!data.profile) throw new ApiError({ kind: 'network', status: 0, title: '', messages: [] });
    return (tab === PROFILE_TAB.profile ? data.profile.data : data.profile.residence) as never;
  });
  jest.spyOn(subscriptionApi, 'plans').mockResolvedValue(plans);
  jest.spyOn(subscriptionApi, 'current').mockResolvedValue(data.current ?? null);
  jest.spyOn(subscriptionApi, 'savedCard').mockResolvedValue(data.savedCard ?? null);
  jest.spyOn(subscriptionApi, 'billing').mockResolvedValue(data.billing ?? null);
}
