import '../locale';
import * as yup from 'yup';
import { typedWholeEuros, wholeNumber } from '../fields';
import type { Language } from '../language';

/**
 * Profile tab 7: fiscal data, the taxable income in whole euro (product.md §1.3, §1.5). Shared by
 * the tab's form and PUT /api/Profilo/SalvaDatiFiscali.
 */

export const TAXABLE_INCOME_MAX = 999_999_999;

const INCOME_MESSAGES = {
  required: 'validation.profile.taxableIncome.required',
  range: 'validation.profile.taxableIncome.range',
  whole: 'validation.profile.taxableIncome.integer',
};

/** The wire's body: the income as a number of whole euro (a decimal is refused, never rounded). */
export const datiFiscaliSchema = yup.object({
  imponibileFiscale: wholeNumber(INCOME_MESSAGES.whole)
    .required(INCOME_MESSAGES.required)
    .min(0, INCOME_MESSAGES.range)
    .max(TAXABLE_INCOME_MAX, INCOME_MESSAGES.range),
});
export type DatiFiscaliRequest = yup.InferType<typeof datiFiscaliSchema>;

/**
 * The tab's form: the same rules, with the income typed as money is written on a page in
 * `language` ("35.000" in Italian, "35,000" in English) and cast to the euro the request carries.
 */
export const datiFiscaliFormSchema = (language: Language) =>
  datiFiscaliSchema.shape({
    imponibileFiscale: typedWholeEuros(TAXABLE_INCOME_MAX, INCOME_MESSAGES, language),
  });
