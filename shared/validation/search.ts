import './locale';
import * as yup from 'yup';
import { type Today, addDays, isValidIsoDate, todayInRome } from './dates';
import { dateField, fromToday, integer, optionalLookupId, optionalText } from './fields';
import { isEndNotBeforeStart } from './jobs';

/**
 * The search criteria (product.md §2.3, §2.5, §2.7), shared by the SPA's search form and
 * POST /api/SearchEngine/. Field names are the wire's; messages are ids of locales/*.json.
 */

/** The page size the SPA asks for and the most the server answers (product.md §2.9). */
export const MAX_SEARCH_PAGE_SIZE = 1000;
/** A search result carries the first 10 days of the searched range (product.md §2.9). */
export const SEARCH_RESULT_DAYS = 10;
/** The longest date range one search checks, so a search stays a bounded amount of work. */
export const MAX_SEARCH_RANGE_DAYS = 366;

/**
 * The form's extra rule (product.md §2.5): Search is disabled unless both dates are set and
 * neither is today. The server accepts today (a same-day call is everyday work); the form does not.
 */
export function isSearchDateAllowedInForm(value: string | null | undefined, today: string): boolean {
  return value != null && value !== '' && value !== today;
}

/** The range covers at most MAX_SEARCH_RANGE_DAYS days; either date missing or malformed is left to its own rule. */
export function isWithinSearchRange(start: string | null | undefined, end: string | null | undefined): boolean {
  return (
    end == null ||
    start == null ||
    !isValidIsoDate(end) ||
    !isValidIsoDate(start) ||
    end <= addDays(start, MAX_SEARCH_RANGE_DAYS - 1)
  );
}

function withinMaxRange(this: yup.TestContext, value: string | null | undefined) {
  return isWithinSearchRange(this.parent.dataInizio as string | null, value);
}

/** Both dates or neither: a range with one end is not a range. */
function bothOrNeither(this: yup.TestContext, value: string | null | undefined) {
  const other = this.parent.dataInizio;
  return (value == null) === (other == null);
}

/**
 * POST /api/SearchEngine/. Every filter is optional and they combine with AND. Of the three role
 * ids the most specific one given decides the depth (role, else department, else scope). A language
 * matches a person who speaks it at livelloMinimo or above (at any level without one).
 * paginaCorrente counts from 0.
 */
export function searchCriteriaSchema(today: Today = todayInRome) {
  return yup.object({
    nome: optionalText(100),
    cognome: optionalText(100),
    id_Nazione: optionalLookupId(),
    id_Regione: optionalLookupId().test(
      'needs-nation',
      'validation.search.regionWithoutNation',
      function regionNeedsNation(value) {
        return value == null || this.parent.id_Nazione != null;
      },
    ),
    dataInizio: dateField().test('not-past', 'validation.date.past', fromToday(today)),
    dataFine: dateField()
      .test('both-dates', 'validation.search.dates.both', bothOrNeither)
      .test('after-start', 'validation.date.endBeforeStart', function afterStart(value) {
        return isEndNotBeforeStart(this.parent.dataInizio, value);
      })
      .test('range', 'validation.search.dates.tooLong', withinMaxRange),
    id_Ruolo: optionalLookupId(),
    id_Dipartimento: optionalLookupId(),
    id_Ambito: optionalLookupId(),
    /** A spoken language (an id of /api/Dominio/Lingue) and, with it only, its lowest level (a key of /LivelloLingue). */
    id_LinguaProfilo: optionalLookupId(),
    livelloMinimo: optionalLookupId().test(
      'needs-language',
      'validation.search.levelWithoutLanguage',
      function levelNeedsLanguage(value) {
        return value == null || this.parent.id_LinguaProfilo != null;
      },
    ),
    paginaCorrente: integer().min(0, 'validation.search.page').default(0),
    elementiPerPagina: integer()
      .min(1, 'validation.page.size')
      .max(MAX_SEARCH_PAGE_SIZE, 'validation.page.size')
      .default(MAX_SEARCH_PAGE_SIZE),
  });
}
export type SearchCriteria = yup.InferType<ReturnType<typeof searchCriteriaSchema>>;

/**
 * The search form: the same criteria, plus the form rules of product.md §2.5: both dates required
 * and neither may be today (the red dateDay note).
 */
export function searchFormSchema(today: Today = todayInRome) {
  const notToday = (value: string | null | undefined) => value == null || value !== today();
  return searchCriteriaSchema(today).shape({
    dataInizio: dateField()
      .required('validation.date.required')
      .test('not-past', 'validation.date.past', fromToday(today))
      .test('not-today', 'search.dateDay', notToday),
    dataFine: dateField()
      .required('validation.date.required')
      .test('not-today', 'search.dateDay', notToday)
      .test('after-start', 'validation.date.endBeforeStart', function afterStart(value) {
        return isEndNotBeforeStart(this.parent.dataInizio, value);
      })
      .test('range', 'validation.search.dates.tooLong', withinMaxRange),
  });
}
