import './locale';
import * as yup from 'yup';
import { engagementId } from './dailyRecords';
import { dateField, list, optionalText } from './fields';
import { REVIEW_OUTCOMES } from './reviewStates';

/**
 * PUT /api/Ingaggi/RevisioneTimeReport and PUT /api/SchedeAuto/RevisioneSchedeAuto, and the job
 * page's review form (product.md §4.20): some sent days of one engagement, approved or rejected,
 * with an optional note (what to correct). Messages are ids of locales/*.json.
 */

/** The longest note a rejection carries. */
export const MAX_REVIEW_NOTE = 1000;
/** The most days one review names (a year and a half of an engagement). */
export const MAX_REVIEW_DAYS = 550;

export const reviewSchema = yup.object({
  idIngaggio: engagementId(),
  giorni: yup
    .array(dateField().required('validation.date.required'))
    .typeError(list().typeError)
    .default([])
    .min(1, 'validation.review.days.required')
    .max(MAX_REVIEW_DAYS, 'validation.review.days.max'),
  esito: yup
    .string()
    .required('validation.review.outcome.required')
    .oneOf([...REVIEW_OUTCOMES], 'validation.review.outcome.required'),
  nota: optionalText(MAX_REVIEW_NOTE),
});
export type ReviewRequest = yup.InferType<typeof reviewSchema>;
