import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EngagementStateAnswer, Enlistment } from '@shared/contracts/enlistments';
import type { NationRegion } from '@shared/contracts/jobs';
import { addDays } from '@shared/validation/dates';
import {
  ENGAGEMENT_STATE,
  type EngagementActor,
  type EngagementState,
  mayChangeState,
} from '@shared/validation/engagementStates';
import type { EngagementAnswer, EngagementRequest, SummaryEmailRequest } from '@shared/validation/enlistments';
import type { Language } from '@shared/validation/language';
import { formatMoney } from '@shared/validation/money';
import { ENGAGEMENT_EVENTS } from '@shared/validation/reviewStates';
import { TIER_MASTER } from '@shared/validation/tiers';
import type { Clock } from '../../clock';
import type { Database, Queryable, Transaction } from '../../db/client';
import { brokenConstraint } from '../../db/errors';
import { fullName, personNames } from '../../db/names';
import { availabilityDays, engagementEvents, engagements, jobs, profiles, users } from '../../db/schema';
import { FieldRefusal, Forbidden, NotFound, Refusal } from '../../http/errors';
import { formatDay, translate } from '../../i18n/messages';
import type { MailOutbox } from '../../mail/outbox';
import { renderEmail } from '../../mail/render';
import type { OutgoingEmail } from '../../mail/transport';
import type { Catalogue, DomainService } from '../domain/service';
import type { Notify } from '../notifications/service';

export interface EnlistmentsDeps {
  db: Database;
  clock: Clock;
  /** Every email here is queued in the transaction of what it tells (mail/outbox.ts). */
  outbox: Pick<MailOutbox, 'commitAndTell'>;
  /** The product's address, for the links in emails. */
  publicUrl: string;
  /** The lookups, to name a job's nations and regions in the summary. */
  catalogue: () => Promise<Catalogue>;
  /** A lookup's name in a language, as the domain module words it. */
  nameIn: DomainService['nameIn'];
  /** Each job's places, many jobs at once (the jobs module reads them). */
  placesOf: (jobIds: number[]) => Promise<Map<number, NationRegion[]>>;
  /** The user's running subscription tier: withdrawing is job management, for Master clients. */
  tierOf: (userId: number) => Promise<number>;
  /** Tells the email's recipient in the app too, in the same transaction (product.md §4.22). */
  notify: Notify;
}

/** What an email about an engagement tells: which engagement, and why. */
type Notice = 'requested' | 'requestChanged' | 'accepted' | 'rejected' | 'withdrawn' | 'jobDeleted';

/** Each notice as the app's notifications name it (product.md §4.22). */
const NOTIFICATION_TYPE = {
  requested: 'engagementRequested',
  requestChanged: 'engagementChanged',
  accepted: 'engagementAccepted',
  rejected: 'engagementRejected',
  withdrawn: 'engagementWithdrawn',
  jobDeleted: 'jobDeleted',
} as const satisfies Record<Notice, string>;

const ANSWER_MESSAGES: Partial<Record<EngagementState, string>> = {
  [ENGAGEMENT_STATE.accepted]: 'enlistments.answer.accepted',
  [ENGAGEMENT_STATE.rejected]: 'enlistments.answer.rejected',
  [ENGAGEMENT_STATE.withdrawn]: 'enlistments.answer.withdrawn',
};

/** Whether an engagement's dates differ from those the worker read (none sent: nothing to compare). */
const changedSinceRead = (read: EngagementAnswer, engagement: { startsOn: string; endsOn: string }) =>
  (read.dataInizio != null && read.dataInizio !== engagement.startsOn) ||
  (read.dataFine != null && read.dataFine !== engagement.endsOn);

/** The worker's and the client's side of engagements (product.md §2.7, Ingaggi). */
export function createEnlistmentsService(deps: EnlistmentsDeps) {
  const { db, clock } = deps;
  const owners = alias(users, 'owners');
  const ownerProfiles = alias(profiles, 'owner_profiles');
  const ownerNames = personNames(owners, ownerProfiles);
  const workerNames = personNames(users, profiles);

  /** Everything the emails and the summary say about some engagements: job, dates, both people. */
  async function contextIn(q: Queryable, engagementIds: number[]) {
    if (engagementIds.length === 0) return [];
    const rows = await q
      .select({
        id: engagements.id,
        state: engagements.state,
        startsOn: engagements.startsOn,
        endsOn: engagements.endsOn,
        dayRateCents: engagements.dayRateCents,
        job: {
          id: jobs.id,
          nome: jobs.nome,
          descrizione: jobs.descrizione,
          indirizzo: jobs.indirizzo,
          email: jobs.email,
          deletedAt: jobs.deletedAt,
        },
        owner: {
          id: owners.id,
          email: owners.email,
          language: owners.language,
          nome: ownerNames.nome,
          cognome: ownerNames.cognome,
        },
        worker: {
          id: users.id,
          email: users.email,
          language: users.language,
          nome: workerNames.nome,
          cognome: workerNames.cognome,
        },
      })
      .from(engagements)
      .innerJoin(jobs, eq(jobs.id, engagements.jobId))
      .innerJoin(owners, eq(owners.id, jobs.ownerId))
      .leftJoin(ownerProfiles, eq(ownerProfiles.userId, owners.id))
      .leftJoin(users, eq(users.id, engagements.workerId))
      .leftJoin(profiles, eq(profiles.userId, engagements.workerId))
      .where(inArray(engagements.id, engagementIds));
    return rows.map((row) => ({
      ...row,
      clientName: fullName({ nome: row.owner.nome ?? '', cognome: row.owner.cognome }),
      workerName: row.worker ? fullName({ nome: row.worker.nome ?? '', cognome: row.worker.cognome }) : null,
    }));
  }
  type Context = Awaited<ReturnType<typeof contextIn>>[number];

  /** Who a notice is for (null: the worker deleted their account), and the page to act on it. */
  function noticeAddress(notice: Notice, context: Context) {
    const toWorker = notice !== 'accepted' && notice !== 'rejected';
    const link = {
      requested: { label: 'mail.engagement.requested.action', path: `/enlistments/${context.id}/sent` },
      requestChanged: { label: 'mail.engagement.requested.action', path: `/enlistments/${context.id}/sent` },
      accepted: { label: 'mail.engagement.job.action', path: `/jobs/${context.job.id}` },
      rejected: { label: 'mail.engagement.job.action', path: `/jobs/${context.job.id}` },
      withdrawn: { label: 'mail.engagement.enlistments.action', path: '/enlistments' },
      jobDeleted: { label: 'mail.engagement.enlistments.action', path: '/enlistments' },
    }[notice];
    return { toWorker, recipient: toWorker ? context.worker : context.owner, link };
  }

  /** Emails the person an engagement's news is for, in their language, with a link to act on it. */
  function noticeEmail(notice: Notice, context: Context) {
    const { toWorker, recipient, link } = noticeAddress(notice, context);
    if (!recipient) return null;
    const language = recipient.language as Language;
    const subject = notice === 'jobDeleted' ? 'mail.engagement.withdrawn.subject' : `mail.engagement.${notice}.subject`;
    const paragraphs = ['mail.greeting', `mail.engagement.${notice}.body`];
    if (notice === 'requested' || notice === 'requestChanged')
      paragraphs.push('mail.engagement.requested.rate', 'mail.engagement.requested.answer');
    return renderEmail(recipient.email, language, {
      subject,
      paragraphs,
      // The worker hears of the client's requests and withdrawals, the client of the worker's answers (product.md §4.18).
      kind: toWorker ? 'requests' : 'answers',
      values: {
        username: recipient.nome ?? '',
        job: context.job.nome,
        address: context.job.indirizzo,
        start: formatDay(language, context.startsOn),
        end: formatDay(language, context.endsOn),
        rate: formatMoney(language, context.dayRateCents),
        client: context.clientName,
        worker: context.workerName ?? '',
      },
      action: { label: link.label, url: `${deps.publicUrl}${link.path}` },
    });
  }

  /** The emails telling of a change to some engagements, read in the change's transaction (to be queued there), whose recipients it notifies. */
  async function notices(tx: Transaction, notice: Notice, engagementIds: number[]): Promise<OutgoingEmail[]> {
    const contexts = await contextIn(tx, engagementIds);
    // Whoever an email tells is notified in the app too, whatever their email preferences (product.md §4.22).
    for (const context of contexts) {
      const { recipient, link } = noticeAddress(notice, context);
      if (recipient)
        await deps.notify(tx, {
          userId: recipient.id,
          tipo: NOTIFICATION_TYPE[notice],
          params: { job: context.job.nome, client: context.clientName, worker: context.workerName ?? '' },
          link: link.path,
        });
    }
    return contexts
      .map((context) => noticeEmail(notice, context))
      .filter((email): email is OutgoingEmail => email !== null);
  }

  /** The signed-in worker's engagements in one state, with their jobs' details, by start date. */
  async function enlistmentsOf(workerId: number, state: EngagementState): Promise<Enlistment[]> {
    const rows = await db
      .select({
        id: engagements.id,
        jobId: jobs.id,
        nome: jobs.nome,
        descrizione: jobs.descrizione,
        state: engagements.state,
        startsOn: engagements.startsOn,
        endsOn: engagements.endsOn,
        dayRateCents: engagements.dayRateCents,
        email: jobs.email,
        indirizzo: jobs.indirizzo,
        clientNome: ownerNames.nome,
        clientCognome: ownerNames.cognome,
      })
      .from(engagements)
      .innerJoin(jobs, eq(jobs.id, engagements.jobId))
      .innerJoin(owners, eq(owners.id, jobs.ownerId))
      .leftJoin(ownerProfiles, eq(ownerProfiles.userId, owners.id))
      .where(and(eq(engagements.workerId, workerId), eq(engagements.state, state), isNull(jobs.deletedAt)))
      .orderBy(asc(engagements.startsOn), asc(engagements.id));
    const places = await deps.placesOf([...new Set(rows.map((row) => row.jobId))]);
    return rows.map((row) => ({
      id_Ingaggio: row.id,
      id_Job: row.jobId,
      nome: row.nome,
      descrizione: row.descrizione,
      statoIngaggio: row.state,
      dataInizio: row.startsOn,
      dataFine: row.endsOn,
      email: row.email,
      indirizzo: row.indirizzo,
      listaNazioni: places.get(row.jobId) ?? [],
      nomeCliente: fullName({ nome: row.clientNome ?? '', cognome: row.clientCognome }),
      tariffaGiornaliera: row.dayRateCents,
    }));
  }

  /** Runs `change`, turning what the database refused into the refusal a user reads. */
  async function settledByConstraints<T>(change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } catch (error) {
      if (brokenConstraint(error, '23P01') === 'engagements_no_double_booking')
        throw new Refusal('enlistments.accept.overlap');
      if (brokenConstraint(error, '23505') === 'engagements_one_pending_key')
        throw new Refusal('enlistments.request.alreadyPending');
      throw error;
    }
  }

  /** The worker's accepted engagements that take a day from `from` to `to`. */
  const acceptedWithin = (workerId: number, from: string, to: string) =>
    and(
      eq(engagements.workerId, workerId),
      eq(engagements.state, ENGAGEMENT_STATE.accepted),
      lte(engagements.startsOn, to),
      gte(engagements.endsOn, from),
    );

  /**
   * Whether a day from `from` to `to` is one the worker marked unavailable or an accepted engagement
   * of theirs takes: the rule the request form applies with the days it was shown (product.md §3.6),
   * read again here, since the form's days may be stale and a client may call without the form.
   */
  async function busyWithin(tx: Transaction, workerId: number, from: string, to: string): Promise<boolean> {
    const [unavailable] = await tx
      .select({ day: availabilityDays.day })
      .from(availabilityDays)
      .where(
        and(
          eq(availabilityDays.userId, workerId),
          eq(availabilityDays.available, false),
          gte(availabilityDays.day, from),
          lte(availabilityDays.day, to),
        ),
      )
      .limit(1);
    if (unavailable) return true;
    const [booked] = await tx
      .select({ id: engagements.id })
      .from(engagements)
      .where(acceptedWithin(workerId, from, to))
      .limit(1);
    return booked !== undefined;
  }

  /** InviaRichiestaIngaggio's change, in the transaction that also queues the worker's email. */
  async function writeRequest(tx: Transaction, clientId: number, request: EngagementRequest) {
    // Locked, so an edit of the job's dates and this request take turns.
    const [job] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, request.id_Job), eq(jobs.ownerId, clientId), isNull(jobs.deletedAt)))
      .for('update');
    if (!job) throw new NotFound();
    const [worker] = await tx.select({ workflow: users.workflow }).from(users).where(eq(users.id, request.userId));
    if (!worker) throw new NotFound();
    if (worker.workflow !== 0) throw new Refusal('enlistments.request.profileIncomplete');
    if (request.dataInizio < job.startsOn)
      throw new FieldRefusal('dataInizio', 'validation.engagement.dates.outsideJob');
    if (request.dataFine > job.endsOn) throw new FieldRefusal('dataFine', 'validation.engagement.dates.outsideJob');
    if (await busyWithin(tx, request.userId, request.dataInizio, request.dataFine))
      throw new FieldRefusal('dataFine', 'validation.engagement.dates.workerBusy');

    if (request.id_Ingaggio === 0) {
      const [pending] = await tx
        .select({ id: engagements.id })
        .from(engagements)
        .where(
          and(
            eq(engagements.jobId, job.id),
            eq(engagements.workerId, request.userId),
            eq(engagements.state, ENGAGEMENT_STATE.sent),
          ),
        );
      if (pending) throw new Refusal('enlistments.request.alreadyPending');
      const dayRateCents = request.tariffaGiornaliera ?? job.dayRateCents;
      const [created] = await tx
        .insert(engagements)
        .values({
          jobId: job.id,
          workerId: request.userId,
          startsOn: request.dataInizio,
          endsOn: request.dataFine,
          dayRateCents,
          createdAt: clock.now(),
        })
        .returning({ id: engagements.id });
      await rateSet(tx, created.id, clientId, dayRateCents);
      return { id: created.id, jobId: job.id, changed: false, dayRateCents };
    }

    const [existing] = await tx
      .select({ id: engagements.id, state: engagements.state, dayRateCents: engagements.dayRateCents })
      .from(engagements)
      .where(
        and(
          eq(engagements.id, request.id_Ingaggio),
          eq(engagements.jobId, job.id),
          eq(engagements.workerId, request.userId),
        ),
      )
      .for('update');
    if (!existing) throw new NotFound();
    if (existing.state !== ENGAGEMENT_STATE.sent) throw new Refusal('enlistments.request.notPending');
    const dayRateCents = request.tariffaGiornaliera ?? existing.dayRateCents;
    await tx
      .update(engagements)
      .set({ startsOn: request.dataInizio, endsOn: request.dataFine, dayRateCents })
      .where(eq(engagements.id, existing.id));
    if (dayRateCents !== existing.dayRateCents) await rateSet(tx, existing.id, clientId, dayRateCents);
    return { id: existing.id, jobId: job.id, changed: true, dayRateCents };
  }

  /** The engagement's history keeps who set its day rate, to what, and when (product.md §4.20). */
  async function rateSet(tx: Transaction, engagementId: number, clientId: number, dayRateCents: number) {
    await tx.insert(engagementEvents).values({
      engagementId,
      evento: ENGAGEMENT_EVENTS.rateSet,
      userId: clientId,
      il: clock.now(),
      dettagli: { tariffaGiornaliera: dayRateCents },
    });
  }

  return {
    /** GET /api/Ingaggi/ListaIngaggi: the worker's accepted engagements. */
    accepted: (workerId: number) => enlistmentsOf(workerId, ENGAGEMENT_STATE.accepted),

    /** GET /api/Ingaggi/RichiesteIngaggio: requests sent to the worker and still pending. */
    pending: (workerId: number) => enlistmentsOf(workerId, ENGAGEMENT_STATE.sent),

    /**
     * POST /api/Ingaggi/InviaRichiestaIngaggio: a client asks a worker with a complete profile (not
     * themselves) for some days of their job. id_Ingaggio 0 sends a new request (one pending per
     * worker and job); a pending request's id moves its dates. The worker is emailed either way.
     */
    async send(clientId: number, request: EngagementRequest): Promise<EngagementStateAnswer & { changed: boolean }> {
      if (request.userId === clientId) throw new Refusal('enlistments.request.self');
      const result = await settledByConstraints(() =>
        deps.outbox.commitAndTell(async (tx) => {
          const value = await writeRequest(tx, clientId, request);
          return { value, email: await notices(tx, value.changed ? 'requestChanged' : 'requested', [value.id]) };
        }),
      );
      return {
        id_Ingaggio: result.id,
        id_Job: result.jobId,
        statoIngaggio: ENGAGEMENT_STATE.sent,
        tariffaGiornaliera: result.dayRateCents,
        changed: result.changed,
      };
    },

    /**
     * PUT /api/Ingaggi/AggiornaRichiestaIngaggio: the worker accepts (1 → 2) or rejects (1 or 2 → 3),
     * the job's owner withdraws (1 or 2 → 4); nothing else. An accept overlapping another accepted
     * engagement of the worker is refused by the database's exclusion constraint, races included.
     */
    async answer(
      userId: number,
      request: EngagementAnswer,
    ): Promise<{ answer: EngagementStateAnswer; messageId: string }> {
      const to = request.statoIngaggio as EngagementState;
      // Read before the transaction: PGlite runs one transaction at a time on its one connection.
      const tier = await deps.tierOf(userId);
      const notice: Notice =
        to === ENGAGEMENT_STATE.accepted ? 'accepted' : to === ENGAGEMENT_STATE.rejected ? 'rejected' : 'withdrawn';
      const changed = await settledByConstraints(() =>
        deps.outbox.commitAndTell(async (tx) => {
          // The job's row first (shared: answers to one job go together, a deletion or an edit of
          // it waits), then the engagement's, then the writes whose triggers take the users' data
          // versions: the one order of docs/architecture.md §7, which deleting a job keeps too.
          const [found] = await tx
            .select({ jobId: engagements.jobId })
            .from(engagements)
            .where(eq(engagements.id, request.id_Ingaggio));
          if (!found) throw new NotFound();
          const [job] = await tx
            .select({ id: jobs.id, ownerId: jobs.ownerId, deletedAt: jobs.deletedAt })
            .from(jobs)
            .where(eq(jobs.id, found.jobId))
            .for('share');
          const [engagement] = await tx
            .select({
              id: engagements.id,
              state: engagements.state,
              workerId: engagements.workerId,
              startsOn: engagements.startsOn,
              endsOn: engagements.endsOn,
              dayRateCents: engagements.dayRateCents,
            })
            .from(engagements)
            .where(eq(engagements.id, request.id_Ingaggio))
            .for('update');
          const actor: EngagementActor | null =
            engagement?.workerId === userId
              ? 'worker'
              : job.ownerId === userId && job.deletedAt === null
                ? 'client'
                : null;
          if (!engagement || !actor) throw new NotFound();
          if (actor === 'client' && tier < TIER_MASTER) throw new Forbidden('subscriptions.tier.master');
          if (!mayChangeState(actor, engagement.state as EngagementState, to))
            throw new Refusal('enlistments.answer.notAllowed');
          // Read under the engagement's lock: a change of its dates before this accept is refused
          // here, one after it waits and finds it accepted (changes are for pending requests).
          if (to === ENGAGEMENT_STATE.accepted && changedSinceRead(request, engagement))
            throw new Refusal('enlistments.accept.changed');
          await tx
            .update(engagements)
            .set({ state: to, stateChangedBy: userId, stateChangedAt: clock.now() })
            .where(eq(engagements.id, engagement.id));
          return {
            value: { id: engagement.id, jobId: job.id, dayRateCents: engagement.dayRateCents },
            email: await notices(tx, notice, [engagement.id]),
          };
        }),
      );
      return {
        answer: {
          id_Ingaggio: changed.id,
          id_Job: changed.jobId,
          statoIngaggio: to,
          tariffaGiornaliera: changed.dayRateCents,
        },
        messageId: ANSWER_MESSAGES[to]!,
      };
    },

    /** What is known of some engagements: job, dates, state, the client and the worker (null once deleted), with their names. */
    contextOf: (engagementIds: number[]) => contextIn(db, engagementIds),

    /** The emails to the workers whose engagements a job's deletion withdrew, to be queued in the deletion's transaction. */
    jobDeletedEmails: (tx: Transaction, engagementIds: number[]) => notices(tx, 'jobDeleted', engagementIds),

    /**
     * POST /api/Ingaggi/InviaMailIngaggioAccettato: an accepted engagement's summary (job, dates,
     * address, places, client and contact), by its worker or its client, to any address, in the
     * sender's language. The route limits how many a user sends.
     */
    async sendSummary(userId: number, request: SummaryEmailRequest, language: Language): Promise<void> {
      const [context] = await contextIn(db, [request.idIngaggio]);
      const mayRead =
        context && (context.worker?.id === userId || (context.owner.id === userId && context.job.deletedAt === null));
      if (!mayRead) throw new NotFound();
      if (context.state !== ENGAGEMENT_STATE.accepted) throw new Refusal('enlistments.summary.notAccepted');
      const catalogue = await deps.catalogue();
      const places = (await deps.placesOf([context.job.id])).get(context.job.id) ?? [];
      const placeNames = places.map((place) => {
        const nation = catalogue.nations.get(place.id_Nazione);
        const region = place.id_Regione == null ? undefined : catalogue.regions.get(place.id_Regione);
        return [region && deps.nameIn(language, region), nation && deps.nameIn(language, nation)]
          .filter(Boolean)
          .join(', ');
      });
      // It records nothing, but is queued all the same: a mail server that does not answer now gets it later.
      await deps.outbox.commitAndTell(async () => ({
        value: undefined,
        email: renderEmail(request.email, language, {
          subject: 'mail.engagement.summary.subject',
          kind: 'summaries',
          paragraphs: [
            'mail.engagement.summary.intro',
            'mail.engagement.summary.dates',
            'mail.engagement.summary.rate',
            'mail.engagement.summary.address',
            'mail.engagement.summary.places',
            'mail.engagement.summary.client',
            'mail.engagement.summary.description',
          ],
          values: {
            job: context.job.nome,
            worker: context.workerName ?? translate(language, 'jobs.engagement.deletedWorker'),
            start: formatDay(language, context.startsOn),
            end: formatDay(language, context.endsOn),
            rate: formatMoney(language, context.dayRateCents),
            address: context.job.indirizzo,
            places: placeNames.join('; '),
            client: context.clientName,
            contact: context.job.email,
            description: context.job.descrizione,
          },
        }),
      }));
    },

    /** Whether the client has an accepted engagement with the worker in any of their jobs (the crew card's contacts). */
    async engagedWith(clientId: number, workerId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: engagements.id })
        .from(engagements)
        .innerJoin(jobs, eq(jobs.id, engagements.jobId))
        .where(
          and(
            eq(jobs.ownerId, clientId),
            eq(engagements.workerId, workerId),
            eq(engagements.state, ENGAGEMENT_STATE.accepted),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The days from `from` to `to` a worker's accepted engagements take: unavailable, and not theirs to change. */
    async bookedDays(workerId: number, from: string, to: string): Promise<string[]> {
      const rows = await db
        .select({ startsOn: engagements.startsOn, endsOn: engagements.endsOn })
        .from(engagements)
        .where(acceptedWithin(workerId, from, to));
      const days = new Set<string>();
      for (const row of rows) {
        for (let day = row.startsOn < from ? from : row.startsOn; day <= row.endsOn && day <= to; day = addDays(day, 1))
          days.add(day);
      }
      return [...days].sort();
    },
  };
}

export type EnlistmentsService = ReturnType<typeof createEnlistmentsService>;
