import '../locale';
import * as yup from 'yup';
import { optionalText, sentAs } from '../fields';
import { POSTAL_CODE_PATTERN, PROVINCE_PATTERN, normaliseProvince } from '../italianFormats';

/**
 * Profile tab 2: personal and legal data, the places of birth, residence and domicile (product.md §1.3,
 * §1.5). Shared by the tab's form and PUT /api/Profilo/SalvaDatiPersonaliGiuridici.
 */

const province = () =>
  sentAs(
    optionalText(100)
      .transform((value) => (typeof value === 'string' ? normaliseProvince(value) || null : value))
      .matches(PROVINCE_PATTERN, { message: 'validation.profile.province.invalid', excludeEmptyString: true }),
    {
      pattern: /^(?:.*[A-Za-z].*[A-Za-z].*)?$/,
      maxLength: 100,
      description: "Its first two letters are kept, upper-cased ('Roma' is RO); empty or null for none",
    },
  );

const postalCode = () =>
  sentAs(
    optionalText(10).matches(POSTAL_CODE_PATTERN, {
      message: 'validation.profile.postalCode.invalid',
      excludeEmptyString: true,
    }),
    { pattern: /^\s*\d*\s*$/, description: 'Digits, spaces around them left out; empty or null for none' },
  );

export const datiPersonaliGiuridiciSchema = yup.object({
  cittaNascita: optionalText(100),
  provinciaNascita: province(),
  cittaResidenza: optionalText(100),
  indirizzoResidenza: optionalText(200),
  provinciaResidenza: province(),
  capResidenza: postalCode(),
  cittaDomicilio: optionalText(100),
  indirizzoDomicilio: optionalText(200),
  provinciaDomicilio: province(),
  capDomicilio: postalCode(),
});
export type DatiPersonaliGiuridiciRequest = yup.InferType<typeof datiPersonaliGiuridiciSchema>;
