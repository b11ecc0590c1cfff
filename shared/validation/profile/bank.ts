import '../locale';
import * as yup from 'yup';
import { optionalText, sentAs, text } from '../fields';
import { BIC_PATTERN, isValidIban, normaliseBankCode } from '../italianFormats';

/**
 * Profile tab 8: bank data, IBAN, bank and BIC (product.md §1.3, §1.5). Shared by the tab's
 * form and PUT /api/Profilo/SalvaDatiBancari.
 */
export const datiBancariSchema = yup.object({
  iban: yup
    .string()
    .transform((value) => (typeof value === 'string' ? normaliseBankCode(value) : value))
    .required('validation.profile.iban.required')
    .test('iban', 'validation.profile.iban.invalid', (value) => !value || isValidIban(value)),
  nomeBanca: text(100).required('validation.profile.bankName.required'),
  swiftCode: sentAs(
    optionalText(20)
      .transform((value) => (typeof value === 'string' ? normaliseBankCode(value) || null : value))
      .matches(BIC_PATTERN, { message: 'validation.profile.bic.invalid', excludeEmptyString: true }),
    {
      pattern: /^\s*(?:(?:[A-Za-z]\s*){6}(?:[A-Za-z0-9]\s*){2}(?:(?:[A-Za-z0-9]\s*){3})?)?$/,
      maxLength: 20,
      description: 'A BIC of 8 or 11 characters in any case, spaces left out; empty or null for none',
    },
  ),
});
export type DatiBancariRequest = yup.InferType<typeof datiBancariSchema>;
