import '../locale';
import * as yup from 'yup';
import { type Today, endOfNextMonth, isValidIsoDate, todayInRome } from '../dates';
import { dateField, distinctBy, flag, fromToday, list, nationRegionPair, requiredFlag } from '../fields';

/**
 * Profile tab 0: availability days, working areas and green pass (product.md §1.3, §1.5).
 * Shared by the tab's form and PUT /api/Profilo/SalvaDatiDisponibilita; field names are the
 * wire's. Rules about "today" take a `Today` function, so the server's clock and tests decide it.
 */

export const MAX_WORKING_AREAS = 3;
/** Longest availability window: two whole months of 31 days. */
export const MAX_AVAILABILITY_DAYS = 62;

export const workingAreaSchema = nationRegionPair({
  nation: 'validation.profile.nation.required',
  region: 'validation.profile.region.required',
});

/** The availability window: from today to the end of next month; a missing or malformed day is left to its own rule. */
export function isInAvailabilityWindow(day: string | null | undefined, today: string): boolean {
  return day == null || !isValidIsoDate(day) || (day >= today && day <= endOfNextMonth(today));
}

export function availabilityDaySchema(today: Today = todayInRome) {
  return yup.object({
    giorno: dateField()
      .required('validation.date.required')
      .test('in-window', 'validation.profile.availability.dayOutOfRange', (value) =>
        isInAvailabilityWindow(value, today()),
      ),
    disponibile: requiredFlag('validation.profile.availability.flagRequired'),
  });
}

export function datiDisponibilitaSchema(today: Today = todayInRome) {
  return yup.object({
    greenPass: flag(),
    dataScadenzaGreenPass: dateField().when('greenPass', {
      is: true,
      then: (schema) =>
        schema
          .required('validation.profile.greenPassExpiry.required')
          .test('from-today', 'validation.profile.greenPassExpiry.past', fromToday(today)),
      otherwise: (schema) => schema.transform(() => null),
    }),
    listaNazioni: yup
      .array(workingAreaSchema)
      .typeError(list().typeError)
      .max(MAX_WORKING_AREAS, 'validation.profile.workingAreas.max')
      .default([])
      .test(
        'distinct',
        'validation.profile.workingAreas.duplicate',
        distinctBy((area) => `${area.id_Nazione}/${area.id_Regione ?? ''}`),
      ),
    listaDisponibilita: yup
      .array(availabilityDaySchema(today))
      .typeError(list().typeError)
      // A calendar opened before midnight still lists yesterday: past days are dropped, not refused.
      .transform((days: unknown) =>
        Array.isArray(days)
          ? days.filter(
              (day) => !(day && typeof day.giorno === 'string' && isValidIsoDate(day.giorno) && day.giorno < today()),
            )
          : days,
      )
      .max(MAX_AVAILABILITY_DAYS, 'validation.profile.availability.dayOutOfRange')
      .default([])
      .test(
        'distinct',
        'validation.profile.availability.duplicateDay',
        distinctBy((day) => day.giorno),
      ),
  });
}
export type DatiDisponibilitaRequest = yup.InferType<ReturnType<typeof datiDisponibilitaSchema>>;
