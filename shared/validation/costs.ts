import './locale';
import * as yup from 'yup';
import { idParam, integer } from './fields';

/** The cost and earnings calls' rules (product.md §4.20). Messages are ids of locales/*.json. */

/** GET /api/Jobs/Costi/{idJob} and its /csv and /pdf. */
export const jobCostsParamsSchema = yup.object({ idJob: idParam() });

/** The years the earnings page offers. */
export const EARNINGS_YEARS = { from: 2000, to: 2100 } as const;

/** GET /api/Ingaggi/Compensi?anno=YYYY. */
export const earningsQuerySchema = yup.object({
  anno: integer()
    .min(EARNINGS_YEARS.from, 'validation.earnings.year')
    .max(EARNINGS_YEARS.to, 'validation.earnings.year')
    .required('validation.earnings.year'),
});
export type EarningsQuery = yup.InferType<typeof earningsQuerySchema>;
