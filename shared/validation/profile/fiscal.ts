import '../locale';
import * as yup from 'yup';

/**
 * Profile tab 7: fiscal data, the taxable income (product.md §1.3, §1.5). Shared by the tab's
 * form and PUT /api/Profilo/SalvaDatiFiscali.
 */

export const TAXABLE_INCOME_MAX = 999_999_999;

export const datiFiscaliSchema = yup.object({
  imponibileFiscale: yup
    .number()
    .typeError('validation.profile.taxableIncome.integer')
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .required('validation.profile.taxableIncome.required')
    .integer('validation.profile.taxableIncome.integer')
    .min(0, 'validation.profile.taxableIncome.range')
    .max(TAXABLE_INCOME_MAX, 'validation.profile.taxableIncome.range'),
});
export type DatiFiscaliRequest = yup.InferType<typeof datiFiscaliSchema>;
