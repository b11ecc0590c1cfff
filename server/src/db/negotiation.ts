import { inArray, sql } from 'drizzle-orm';
import type { Negotiation } from '@shared/contracts/jobs';
import { OPEN_STATES } from '@shared/validation/engagementStates';
import { engagements } from './schema';

/** The open engagements (pending or countered) as a filter. */
export const isOpen = inArray(engagements.state, [...OPEN_STATES]);

/** The open states as SQL's list, for the raw expressions below. */
const open = sql.raw(OPEN_STATES.join(', '));

/**
 * What the negotiation adds to an engagement row (product.md §4.21), read the same way by the
 * worker's lists (enlistments) and the client's (jobs): select these beside the row's own columns
 * from `engagements` (not an alias) and map them with `negotiationOf`.
 *
 * `posizione` is 1 + the worker's other open requests overlapping these days that were sent
 * earlier (by send time, then id): a count, so no other client is named. Null once answered.
 */
export const negotiationColumns = {
  answerBy: engagements.answerBy,
  seenAt: engagements.seenAt,
  counterStartsOn: engagements.counterStartsOn,
  counterEndsOn: engagements.counterEndsOn,
  counterDayRateCents: engagements.counterDayRateCents,
  counterNote: engagements.counterNote,
  position: sql<number | null>`case when ${engagements.state} in (${open}) then 1 + (
      select count(*) from engagements earlier
      where earlier.worker_id = ${engagements.workerId} and earlier.state in (${open})
        and earlier.starts_on <= ${engagements.endsOn} and earlier.ends_on >= ${engagements.startsOn}
        and (earlier.created_at < ${engagements.createdAt}
          or (earlier.created_at = ${engagements.createdAt} and earlier.id < ${engagements.id}))
    ) end`.mapWith(Number),
};

interface NegotiationRow {
  answerBy: Date | null;
  seenAt: Date | null;
  counterStartsOn: string | null;
  counterEndsOn: string | null;
  counterDayRateCents: number | null;
  counterNote: string | null;
  position: number | null;
}

/** The wire's negotiation fields of a row read with `negotiationColumns`. */
export function negotiationOf(row: NegotiationRow): Negotiation {
  return {
    rispondiEntro: row.answerBy?.toISOString() ?? null,
    posizione: row.position ?? null,
    vistoIl: row.seenAt?.toISOString() ?? null,
    controproposta:
      row.counterStartsOn === null || row.counterEndsOn === null
        ? null
        : {
            dataInizio: row.counterStartsOn,
            dataFine: row.counterEndsOn,
            tariffaGiornaliera: row.counterDayRateCents ?? 0,
            nota: row.counterNote,
          },
  };
}
