import type { DatiPersonaliGiuridici, DatiProfilo } from '@shared/contracts/profile';
import type { BillingRequest } from '@shared/validation/billing';
import { splitRecapitoFatturaElettronica } from '@shared/validation/italianFormats';

/**
 * The billing data the profile already holds (tab 1: who and the electronic invoicing address; tab
 * 2: the residence), so nobody types them twice (product.md §4.10). Only what is filled in: the rest keeps
 * the blank form's values. The profile has no country of residence, so the country stays Italy.
 */
export function billingFromProfile(
  profile: DatiProfilo | null,
  residence: DatiPersonaliGiuridici | null,
): Partial<BillingRequest> {
  const { pec, sdi } = splitRecapitoFatturaElettronica(profile?.recapitoFatturaElettronica);
  const found: Partial<Record<keyof BillingRequest, string | number | null | undefined>> = {
    tipologiaUtente: profile?.tipologiaUtente,
    nome: profile?.nome,
    cognome: profile?.cognome,
    ragioneSociale: profile?.ragioneSociale,
    codfisciva: profile?.codiceFiscalePIVA,
    pec,
    sdi,
    indirizzoResidenza: residence?.indirizzoResidenza,
    cittaResidenza: residence?.cittaResidenza,
    provinciaResidenza: residence?.provinciaResidenza,
  };
  return Object.fromEntries(
    Object.entries(found).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<BillingRequest>;
}
