import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db/client';

/** The channel migration 0016's triggers notify when a user's row, profile or subscriptions change. */
export const USER_CHANGED_CHANNEL = 'troupe_user_changed';

/** The payload that names no user but everyone: a statement touched too many to list. */
const EVERYONE = '*';

/**
 * The longest a user's read is kept without a notification: a bound for what no trigger follows
 * (a plan's tier edited by hand), not what keeps it correct.
 */
export const SIGNED_IN_USER_KEPT_MS = 60_000;

/** Users kept at most: a few MB, and the least recently seen go first. */
const MOST_USERS_KEPT = 20_000;

interface Kept<T> {
  row: T;
  /** The day it was read on: the tier depends on today (a subscription running until a date). */
  day: string;
  readAtMs: number;
}

/**
 * What authentication reads for a signed-in user (the row, the greeting name, the tier), kept
 * between their requests so a request costs no query. Every server follows the
 * database's notifications of changes to users, profiles and subscriptions (migration 0016,
 * whoever writes: this server, another one, a script), and forgets who changed; before using what
 * it kept, it waits until it has seen every notification of what committed before the request
 * (Follower.caughtUp). So a password change, a deleted account or a new tier counts at once, on
 * every server, as when each request read the database.
 */
export async function keepSignedInUsers<T>(database: Pick<DatabaseHandle, 'follow'>, clock: Clock) {
  const kept = new LRUCache<number, Kept<T>>({ max: MOST_USERS_KEPT });
  // Counts the notifications and gaps seen: a read that began before one of them may hold what it
  // changed, so it is not kept (rare: only while that user's data is written).
  let changesSeen = 0;
  const follower = await database.follow(USER_CHANGED_CHANNEL, {
    onPayload(payload) {
      changesSeen += 1;
      if (payload === EVERYONE) kept.clear();
      else for (const id of payload.split(',')) kept.delete(Number(id));
    },
    onGap() {
      changesSeen += 1;
      kept.clear();
    },
  });

  return {
    /** The user's read, kept or else `load`ed (and kept when nothing about users changed meanwhile). */
    async read(userId: number, load: () => Promise<T | undefined>): Promise<T | undefined> {
      const following = await follower.caughtUp();
      const day = clock.today();
      const nowMs = clock.now().getTime();
      const hit = following ? kept.get(userId) : undefined;
      if (hit && hit.day === day && hit.readAtMs <= nowMs && nowMs - hit.readAtMs < SIGNED_IN_USER_KEPT_MS)
        return hit.row;
      const changesBefore = changesSeen;
      const row = await load();
      if (following && row && changesSeen === changesBefore) kept.set(userId, { row, day, readAtMs: nowMs });
      return row;
    },
    stop: () => follower.stop(),
  };
}
