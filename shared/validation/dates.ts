/**
 * Calendar dates as the API sends them: 'YYYY-MM-DD' strings (product.md §1.9). Pure string and
 * UTC arithmetic, so the browser and the server count days the same way whatever their clock's
 * zone, and strings compare in calendar order.
 */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The product's day boundary: its users work in Italy, so "today" is today in Rome on both sides. */
export const PRODUCT_TIME_ZONE = 'Europe/Rome';

/** Where rules read "today" from: a function, so tests and the server's clock can fix it. */
export type Today = () => string;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function fromUtc(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function toUtc(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** One formatter per time zone: making an Intl.DateTimeFormat costs far more than using one, and "today" is asked on every request. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a time zone (Rome unless told otherwise). */
export function isoDate(instant: Date, timeZone: string = PRODUCT_TIME_ZONE): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export const todayInRome: Today = () => isoDate(new Date());

/** A real day of the calendar written as YYYY-MM-DD (no 2023-02-30). */
export function isValidIsoDate(value: string): boolean {
  return ISO_DATE_PATTERN.test(value) && fromUtc(toUtc(value)) === value;
}

/*
 * Days bounded by today. The day tests take today as a string, so a date picker greys out exactly
 * the days the rule refuses; a missing or malformed day is left to its own rule.
 */
export const isFromToday = (value: string | null | undefined, today: string) =>
  value == null || !isValidIsoDate(value) || value >= today;
export const isUntilToday = (value: string | null | undefined, today: string) =>
  value == null || !isValidIsoDate(value) || value <= today;

export function addDays(iso: string, days: number): string {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** The same day some years away; 29 February becomes 28 February in a common year. */
export function addYears(iso: string, years: number): string {
  const date = toUtc(iso);
  const target = new Date(Date.UTC(date.getUTCFullYear() + years, date.getUTCMonth(), 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return fromUtc(target);
}

/** The last day of the month after the one `iso` falls in: the end of the availability window. */
export function endOfNextMonth(iso: string): string {
  const date = toUtc(iso);
  return fromUtc(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 2, 0)));
}

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
