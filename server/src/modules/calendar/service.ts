import { and, asc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { CalendarFeed } from '@shared/contracts/enlistments';
import { addDays } from '@shared/validation/dates';
import { formatMoney } from '@shared/validation/money';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import type { Language } from '@shared/validation/language';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { fullName, personNames } from '../../db/names';
import { calendarFeeds, engagements, jobs, profiles, users } from '../../db/schema';
import { NotFound } from '../../http/errors';
import { translate } from '../../i18n/messages';

export interface CalendarDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
  /** The server's signing secret; the feed's key is derived from it, never the secret itself. */
  serverSecret: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A feed as it is sent, with the version a calendar program revalidates it by. */
export interface FeedAnswer {
  ics: string;
  /**
   * A weak ETag of what the feed says: its text without the DTSTAMP lines, which only tell when it
   * was written and so change at every fetch while the events stay the same.
   */
  etag: string;
}

const versionOf = (ics: string) => `W/"${sha256(ics.replace(/^DTSTAMP:.*\r\n/gm, '')).slice(0, 32)}"`;

/** A calendar day as the all-day date iCalendar writes (ical-generator writes it in UTC). */
const dayAt = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The private calendar feed (beyond product.md §2, decided in §3.6): an iCalendar address per user
 * listing their accepted engagements as a worker and their jobs as a client, for Google Calendar,
 * Apple Calendar or Outlook to subscribe to. The address's secret is an HMAC of the user's random
 * nonce, so the signed-in user can read it back; only its SHA-256 is stored, to find the user.
 */
export function createCalendarService(deps: CalendarDeps) {
  const { db, clock } = deps;
  const key = createHmac('sha256', deps.serverSecret).update('troupe calendar feed').digest();
  const secretOf = (userId: number, nonce: string) =>
    createHmac('sha256', key).update(`${userId}:${nonce}`).digest('base64url');
  const urlOf = (secret: string) => `${deps.publicUrl}/api/Calendario/${secret}.ics`;
  // RFC 5545 wants UIDs unique in the world: the installation's own host keeps two installations'
  // engagement-28 apart, and stays the same from fetch to fetch.
  const uidDomain = new URL(deps.publicUrl).hostname;

  async function write(userId: number, replace: boolean): Promise<CalendarFeed> {
    const nonce = randomBytes(16).toString('base64url');
    const row = { userId, nonce, secretHash: sha256(secretOf(userId, nonce)) };
    const insert = db.insert(calendarFeeds).values(row);
    await (replace
      ? insert.onConflictDoUpdate({ target: calendarFeeds.userId, set: { nonce, secretHash: row.secretHash } })
      : insert.onConflictDoNothing());
    const [saved] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    return { url: urlOf(secretOf(userId, saved.nonce)) };
  }

  const owners = alias(users, 'owners');
  const ownerProfiles = alias(profiles, 'owner_profiles');
  const ownerNames = personNames(owners, ownerProfiles);

  return {
    /** GET /api/Calendario: the user's feed address, made on first use. */
    address: (userId: number) => write(userId, false),

    /** POST /api/Calendario/Rinnova: a new address; the old one answers 404 from now on. */
    renew: (userId: number) => write(userId, true),

    /** GET /api/Calendario/{secret}.ics: the feed, in its owner's language; an unknown secret is 404. */
    async feed(secret: string): Promise<FeedAnswer> {
      const [owner] = await db
        .select({ id: users.id, language: users.language })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .where(eq(calendarFeeds.secretHash, sha256(secret)));
      if (!owner) throw new NotFound();
      const language = owner.language as Language;
      const t = (id: string, values?: Record<string, string>) => translate(language, id, values);

      const [booked, ownJobs] = await Promise.all([
        db
          .select({
            id: engagements.id,
            startsOn: engagements.startsOn,
            endsOn: engagements.endsOn,
            job: jobs.nome,
            descrizione: jobs.descrizione,
            indirizzo: jobs.indirizzo,
            email: jobs.email,
            dayRateCents: engagements.dayRateCents,
            clientNome: ownerNames.nome,
            clientCognome: ownerNames.cognome,
          })
          .from(engagements)
          .innerJoin(jobs, eq(jobs.id, engagements.jobId))
          .innerJoin(owners, eq(owners.id, jobs.ownerId))
          .leftJoin(ownerProfiles, eq(ownerProfiles.userId, owners.id))
          .where(and(eq(engagements.workerId, owner.id), eq(engagements.state, ENGAGEMENT_STATE.accepted)))
          .orderBy(asc(engagements.startsOn), asc(engagements.id)),
        db
          .select()
          .from(jobs)
          .where(and(eq(jobs.ownerId, owner.id), isNull(jobs.deletedAt)))
          .orderBy(asc(jobs.startsOn), asc(jobs.id)),
      ]);

      const calendar = ical({
        name: t('calendar.feed.name'),
        prodId: { company: 'Troupe', product: 'Troupe' },
        method: ICalCalendarMethod.PUBLISH,
      });
      const stamp = clock.now();
      for (const engagement of booked) {
        const client = fullName({ nome: engagement.clientNome ?? '', cognome: engagement.clientCognome });
        calendar.createEvent({
          id: `engagement-${engagement.id}@${uidDomain}`,
          allDay: true,
          start: dayAt(engagement.startsOn),
          // iCalendar's all-day end is the first day after the event.
          end: dayAt(addDays(engagement.endsOn, 1)),
          stamp,
          summary: t('calendar.event.engagement', { job: engagement.job, client }),
          // The day rate agreed, as the engagement's emails say it (product.md §4.20).
          description: [
            engagement.descrizione,
            t('calendar.event.rate', { rate: formatMoney(language, engagement.dayRateCents) }),
            t('calendar.event.contact', { client, email: engagement.email }),
          ].join('\n\n'),
          location: engagement.indirizzo,
          url: `${deps.publicUrl}/enlistments/${engagement.id}/accepted`,
        });
      }
      for (const job of ownJobs) {
        calendar.createEvent({
          id: `job-${job.id}@${uidDomain}`,
          allDay: true,
          start: dayAt(job.startsOn),
          end: dayAt(addDays(job.endsOn, 1)),
          stamp,
          summary: t('calendar.event.job', { job: job.nome }),
          description: job.descrizione,
          location: job.indirizzo,
          url: `${deps.publicUrl}/jobs/${job.id}`,
        });
      }
      // RFC 5545's grammar ends every content line, END:VCALENDAR too, with CRLF; ical-generator
      // leaves the last one without.
      const text = calendar.toString();
      const ics = text.endsWith('\r\n') ? text : `${text}\r\n`;
      return { ics, etag: versionOf(ics) };
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
