import { type Clock, clockOf } from '../../src/clock';

/** The app's clock in a test: it stands still until the test sets it or moves it on. */
export interface TestClock extends Clock {
  /** Puts the clock at an instant: a Date or an ISO 8601 text ('2026-05-15T10:00:00Z'). */
  set(instant: Date | string): void;
  /** Moves the clock on by `ms` milliseconds. */
  advance(ms: number): void;
}

/** A clock standing at `start`; its day in Rome comes from the same rule as the real clock's. */
export function createTestClock(start: Date | string): TestClock {
  let current = new Date(start);
  return {
    ...clockOf(() => new Date(current)),
    set(instant) {
      current = new Date(instant);
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
  };
}
