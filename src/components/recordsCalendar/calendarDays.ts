import { addDays } from '@shared/validation/dates';

/**
 * The days a sheet's calendar offers, as 'YYYY-MM-DD' strings (they compare in calendar order).
 * A month is named by its first day.
 */

/** From one day to another, both included. */
export interface DayRange {
  first: string;
  last: string;
}

/** FullCalendar hands over local midnights; the wire and the rules speak 'YYYY-MM-DD'. */
export const isoOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** The first day of the month `months` away from the one `month` names. */
export function addMonths(month: string, months: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, monthNumber - 1 + months, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

export const lastDayOfMonth = (month: string) => addDays(addMonths(month, 1), -1);

/**
 * With no engagement chosen, product.md §2.2, §2.9: from today to the first day of the month
 * after this one. With one, its dates.
 */
export function calendarRange(
  today: string,
  engagement: { dataInizio: string; dataFine: string } | undefined,
): DayRange {
  return engagement
    ? { first: engagement.dataInizio, last: engagement.dataFine }
    : { first: today, last: addMonths(monthOf(today), 1) };
}

/**
 * The month the calendar opens at: the one a link names ('YYYY-MM', a review email's), else
 * today's, brought inside the range.
 */
export function openingMonth(today: string, range: DayRange, linked: string | null = null): string {
  const wanted = linked !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(linked) ? `${linked}-01` : today;
  const day = wanted < range.first ? range.first : wanted > range.last ? range.last : wanted;
  return monthOf(day);
}

/** The days of a month that lie in the range. */
export function daysOfMonthIn(month: string, range: DayRange): string[] {
  const days: string[] = [];
  const last = lastDayOfMonth(month);
  for (let day = month < range.first ? range.first : month; day <= last && day <= range.last; day = addDays(day, 1))
    days.push(day);
  return days;
}

/** The Monday that starts the week `day` is in. */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
