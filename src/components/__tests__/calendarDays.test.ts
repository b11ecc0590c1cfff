import {
  addMonths,
  calendarRange,
  daysOfMonthIn,
  lastDayOfMonth,
  openingMonth,
  weekStartOf,
} from '../recordsCalendar/calendarDays';

describe("a day sheet's calendar days", () => {
  it('defaults to today up to the first day of next month, else the engagement dates', () => {
    expect(calendarRange('2030-05-10', undefined)).toEqual({ first: '2030-05-10', last: '2030-06-01' });
    expect(calendarRange('2030-12-31', undefined)).toEqual({ first: '2030-12-31', last: '2031-01-01' });
    expect(calendarRange('2030-05-10', { dataInizio: '2030-04-28', dataFine: '2030-06-02' })).toEqual({
      first: '2030-04-28',
      last: '2030-06-02',
    });
  });

  it("opens at today's month, brought inside the range", () => {
    const range = { first: '2030-04-28', last: '2030-06-02' };
    expect(openingMonth('2030-05-10', range)).toBe('2030-05-01');
    expect(openingMonth('2030-03-10', range)).toBe('2030-04-01');
    expect(openingMonth('2030-09-10', range)).toBe('2030-06-01');
  });

  it("lists a month's days inside the range", () => {
    expect(daysOfMonthIn('2030-04-01', { first: '2030-04-28', last: '2030-06-02' })).toEqual([
      '2030-04-28',
      '2030-04-29',
      '2030-04-30',
    ]);
    expect(daysOfMonthIn('2030-06-01', { first: '2030-04-28', last: '2030-06-02' })).toEqual([
      '2030-06-01',
      '2030-06-02',
    ]);
    expect(daysOfMonthIn('2030-02-01', { first: '2030-01-01', last: '2030-12-31' })).toHaveLength(28);
  });

  it('counts months and weeks', () => {
    expect(addMonths('2030-12-01', 1)).toBe('2031-01-01');
    expect(addMonths('2030-01-01', -1)).toBe('2029-12-01');
    expect(lastDayOfMonth('2032-02-01')).toBe('2032-02-29');
    expect(weekStartOf('2030-05-12')).toBe('2030-05-06');
    expect(weekStartOf('2030-05-06')).toBe('2030-05-06');
  });
});
