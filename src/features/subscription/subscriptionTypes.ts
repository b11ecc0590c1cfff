/** The shapes of the Subscription and Pagamenti calls (spec 01 section 3). */
export interface Plan {
  id_Abbonamento: number;
  nomeAbbonamento: string;
  prezzo: number;
  durataAbbonamento: number;
  tipologiaAbbonamento: number;
}

export interface CurrentSubscription extends Plan {
  dataFineAbbonamento: string;
  pagamentoAutomatico: boolean;
}

export interface SavedCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface ProviderKey {
  key: string;
  tokenUrl: string;
}

/** The activation chain's steps, in order (spec 01 section 4); a failure names its step. */
export type ActivationStep = 'billing' | 'providerKey' | 'cardToken' | 'payment' | 'subscription';
