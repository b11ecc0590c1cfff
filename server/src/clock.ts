import { isoDate } from '@shared/validation/dates';

/**
 * The one source of time on the server. Every rule about days (subscriptions, renewals, reset
 * links, engagements, "today" in search, time reports, once-a-day sends) reads it; buildApp
 * receives it, and tests set it instead of sleeping.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
  /** Today's calendar date in the product's time zone (Europe/Rome), as YYYY-MM-DD. */
  today(): string;
}

/** A clock reading whatever instant `now` gives; the product's day boundary comes from isoDate. */
export function clockOf(now: () => Date): Clock {
  return { now, today: () => isoDate(now()) };
}

/** The wall clock, for the running server. */
export const systemClock: Clock = clockOf(() => new Date());
