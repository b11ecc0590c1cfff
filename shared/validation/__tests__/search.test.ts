import { failures, valid } from './schemaFailures';
import { addDays } from '../dates';
import { isSearchDateAllowedInForm, isWithinSearchRange, searchCriteriaSchema, searchFormSchema } from '../search';

const today = '2030-05-10';
const criteria = searchCriteriaSchema(() => today);
const form = searchFormSchema(() => today);

describe('search criteria (POST /api/SearchEngine/)', () => {
  it('takes no filter at all, with the page size of product.md §2.9', () => {
    expect(valid(criteria, {})).toMatchObject({
      nome: null,
      cognome: null,
      id_Nazione: null,
      paginaCorrente: 0,
      elementiPerPagina: 1000,
    });
  });

  it('wants both dates or neither, in order, not past, at most 366 days; today is accepted', () => {
    expect(failures(criteria, { dataFine: addDays(today, 2) })).toEqual({ dataFine: 'validation.search.dates.both' });
    expect(failures(criteria, { dataInizio: addDays(today, 2) })).toEqual({ dataFine: 'validation.search.dates.both' });
    expect(failures(criteria, { dataInizio: addDays(today, 5), dataFine: addDays(today, 2) })).toEqual({
      dataFine: 'validation.date.endBeforeStart',
    });
    expect(failures(criteria, { dataInizio: addDays(today, -1), dataFine: addDays(today, 2) })).toEqual({
      dataInizio: 'validation.date.past',
    });
    expect(failures(criteria, { dataInizio: today, dataFine: addDays(today, 366) })).toEqual({
      dataFine: 'validation.search.dates.tooLong',
    });
    expect(failures(criteria, { dataInizio: today, dataFine: addDays(today, 365) })).toEqual({});
    // The day test the form's date picker greys days out with.
    expect(isWithinSearchRange(today, addDays(today, 365))).toBe(true);
    expect(isWithinSearchRange(today, addDays(today, 366))).toBe(false);
    expect(isWithinSearchRange(null, addDays(today, 366))).toBe(true);
  });

  it('wants a nation for a region, a language for a level, and pages within 0.. and 1..1000', () => {
    expect(failures(criteria, { id_Regione: 7 })).toEqual({ id_Regione: 'validation.search.regionWithoutNation' });
    expect(failures(criteria, { livelloMinimo: 3 })).toEqual({
      livelloMinimo: 'validation.search.levelWithoutLanguage',
    });
    expect(valid(criteria, { id_LinguaProfilo: 2 })).toMatchObject({ id_LinguaProfilo: 2, livelloMinimo: null });
    expect(valid(criteria, { id_LinguaProfilo: 2, livelloMinimo: 3 })).toMatchObject({ livelloMinimo: 3 });
    expect(failures(criteria, { paginaCorrente: -1, elementiPerPagina: 1001 })).toEqual({
      paginaCorrente: 'validation.search.page',
      elementiPerPagina: 'validation.page.size',
    });
  });
});

describe('the search form (product.md §2.5)', () => {
  it('needs both dates, neither of them today (the dateDay note)', () => {
    expect(failures(form, {})).toEqual({
      dataInizio: 'validation.date.required',
      dataFine: 'validation.date.required',
    });
    expect(failures(form, { dataInizio: today, dataFine: addDays(today, 3) })).toEqual({
      dataInizio: 'search.dateDay',
    });
    expect(failures(form, { dataInizio: addDays(today, 1), dataFine: today })).toMatchObject({
      dataFine: 'search.dateDay',
    });
    expect(failures(form, { dataInizio: addDays(today, 1), dataFine: addDays(today, 3) })).toEqual({});
  });

  it('disables Search while a date is missing or today', () => {
    expect(isSearchDateAllowedInForm(null, today)).toBe(false);
    expect(isSearchDateAllowedInForm('', today)).toBe(false);
    expect(isSearchDateAllowedInForm(today, today)).toBe(false);
    expect(isSearchDateAllowedInForm(addDays(today, 1), today)).toBe(true);
  });
});
