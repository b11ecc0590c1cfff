import './locale';
import * as yup from 'yup';
import { type EngagementDays, boundedInteger, engagementId, recordDay } from './dailyRecords';
import { type Today, todayInRome } from './dates';
import { cents, flag, integer, sentAs, text, typedEuros, wholeNumber } from './fields';
import type { Language } from './language';
import { CENTS_PER_EURO } from './money';

/**
 * A car sheet's day (product.md §2.3, §2.5, §2.7, §3.9): routes travelled, kilometres
 * (whole, 0 to 2,000), car model, plate (2 to 10 letters and digits, stored upper-case) and fuel
 * cost (0 to 10,000 euro, in cents); all five required.
 */

export const MAX_KM_A_DAY = 2000;
export const MAX_FUEL_COST_A_DAY = 10000;
export const MAX_FUEL_COST_CENTS = MAX_FUEL_COST_A_DAY * CENTS_PER_EURO;

const FUEL_MESSAGES = { required: 'validation.carsheet.fuel.required', range: 'validation.carsheet.fuel.range' };
export const PLATE_PATTERN = /^[A-Z0-9]{2,10}$/;

/** A plate as stored: upper-case, without the spaces and dashes people type in it. */
export function normalisePlate(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

const carSheetFields = (today: Today, engagement: EngagementDays | null) => ({
  id_Ingaggio: engagementId(),
  giorno: recordDay(today, engagement),
  percorsiEffettuati: text(1000).required('validation.carsheet.routes.required'),
  kmPercorsi: boundedInteger(0, MAX_KM_A_DAY, {
    required: 'validation.carsheet.km.required',
    range: 'validation.carsheet.km.range',
    notWhole: 'validation.carsheet.km.whole',
  }),
  modello: text(100).required('validation.carsheet.model.required'),
  targa: sentAs(
    yup
      .string()
      .transform((value) => (typeof value === 'string' ? normalisePlate(value) : value))
      .required('validation.carsheet.plate.required')
      .matches(PLATE_PATTERN, 'validation.carsheet.plate.invalid'),
    {
      pattern: /^[\s-]*(?:[A-Za-z0-9][\s-]*){2,10}$/,
      description: "2 to 10 letters and digits, in any case, with any spaces and dashes: 'ab 123-cd' is stored AB123CD",
    },
  ),
  /** Required unless an earlier client sends the whole euro instead; when both come, the cents win (fuelCostCentsOf). */
  costoBenzinaCentesimi: cents(MAX_FUEL_COST_CENTS, FUEL_MESSAGES.range).when('costoBenzina', {
    is: (euros: unknown) => euros == null,
    then: (schema) => schema.required(FUEL_MESSAGES.required),
  }),
  /** Whole euro, as clients before the cents sent it; checked all the same when the cents come too. */
  costoBenzina: wholeNumber(FUEL_MESSAGES.range)
    .min(0, FUEL_MESSAGES.range)
    .max(MAX_FUEL_COST_A_DAY, FUEL_MESSAGES.range)
    .nullable(),
  /** The server's to set; a body may carry it (the SPA sends false) and it is ignored. */
  inviato: flag(),
});

/** POST /api/SchedeAuto/SalvaSchedeAuto and the add dialog; id_SchedeAuto, if sent, is ignored. */
export function carSheetSchema(today: Today = todayInRome, engagement: EngagementDays | null = null) {
  return yup.object({ ...carSheetFields(today, engagement), id_SchedeAuto: integer().nullable().default(null) });
}
export type CarSheetRequest = yup.InferType<ReturnType<typeof carSheetSchema>>;

/** PUT /api/SchedeAuto/AggiornaSchedeAuto and the update dialog: the record's id as well. */
export function carSheetUpdateSchema(today: Today = todayInRome, engagement: EngagementDays | null = null) {
  return yup.object({
    ...carSheetFields(today, engagement),
    id_SchedeAuto: integer()
      .transform((value, original) => (original === '' || original === null ? undefined : value))
      .min(1, 'validation.lookup.invalid')
      .required('validation.lookup.invalid'),
  });
}
export type CarSheetUpdateRequest = yup.InferType<ReturnType<typeof carSheetUpdateSchema>>;

/** The day's fuel cost to store, in cents: the cents when sent, else the whole euro of an earlier client. */
export const fuelCostCentsOf = (request: Pick<CarSheetRequest, 'costoBenzinaCentesimi' | 'costoBenzina'>): number =>
  request.costoBenzinaCentesimi ?? (request.costoBenzina ?? 0) * CENTS_PER_EURO;

/**
 * The day's dialog: the request's rules, with the fuel cost typed in euro as the person writes it
 * ("18,50" or "18.50") and cast to the cents the request carries.
 */
export function carSheetFormSchema(
  today: Today,
  engagement: EngagementDays | null,
  { update, language }: { update: boolean; language: Language },
) {
  const typed = { costoBenzinaCentesimi: typedEuros(MAX_FUEL_COST_CENTS, FUEL_MESSAGES, language) };
  return update ? carSheetUpdateSchema(today, engagement).shape(typed) : carSheetSchema(today, engagement).shape(typed);
}
