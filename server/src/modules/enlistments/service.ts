import { and, asc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  EngagementHistoryEntry,
  EngagementMessage,
  EngagementStateAnswer,
  Enlistment,
} from '@shared/contracts/enlistments';
import type { NationRegion } from '@shared/contracts/jobs';
import { addDays } from '@shared/validation/dates';
import {
  ENGAGEMENT_STATE,
  type EngagementActor,
  type EngagementState,
  OPEN_STATES,
  mayChangeState,
} from '@shared/validation/engagementStates';
import type {
  EngagementAnswer,
  EngagementMessageRequest,
  EngagementRequest,
  SummaryEmailRequest,
} from '@shared/validation/enlistments';
import { isDeadlineByStart } from '@shared/validation/enlistments';
import type { Language } from '@shared/validation/language';
import { formatMoney } from '@shared/validation/money';
import { ENGAGEMENT_EVENTS, REJECT_REASONS } from '@shared/validation/reviewStates';
import { TIER_MASTER } from '@shared/validation/tiers';
import type { Clock } from '../../clock';
import { type Database, LOCK_NAMESPACE, type Transaction } from '../../db/client';
import { brokenConstraint } from '../../db/errors';
import { fullName, personNames } from '../../db/names';
import { isOpen, negotiationColumns, negotiationOf } from '../../db/negotiation';
import { availabilityDays, engagementEvents, engagements, jobs, profiles, sheetSends, users } from '../../db/schema';
import { FieldRefusal, Forbidden, NotFound, Refusal } from '../../http/errors';
import { formatDay, translate } from '../../i18n/messages';
import type { MailOutbox } from '../../mail/outbox';
import { renderEmail } from '../../mail/render';
import type { OutgoingEmail } from '../../mail/transport';
import type { Catalogue, DomainService } from '../domain/service';
import { type EngagementStep, createEngagementHistory } from './history';
import { type Notice, createEngagementNotices } from './notices';
import { createEngagementThread } from './thread';

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
}

/** The first half of each worker's booking lock (the second is their id): beside the product's namespace, never inside it. */
const BOOKING_LOCKS = LOCK_NAMESPACE + 1;

const ANSWER_MESSAGES: Partial<Record<EngagementState, string>> = {
  [ENGAGEMENT_STATE.accepted]: 'enlistments.answer.accepted',
  [ENGAGEMENT_STATE.rejected]: 'enlistments.answer.rejected',
  [ENGAGEMENT_STATE.withdrawn]: 'enlistments.answer.withdrawn',
  [ENGAGEMENT_STATE.countered]: 'enlistments.answer.countered',
};

/** Whether an engagement's dates differ from those the worker read (none sent: nothing to compare). */
const changedSinceRead = (read: EngagementAnswer, engagement: { startsOn: string; endsOn: string }) =>
  (read.dataInizio != null && read.dataInizio !== engagement.startsOn) ||
  (read.dataFine != null && read.dataFine !== engagement.endsOn);

/** The worker's and the client's side of engagements (product.md §2.7, Ingaggi; §4.21, the negotiation). */
export function createEnlistmentsService(deps: EnlistmentsDeps) {
  const { db, clock } = deps;
  const owners = alias(users, 'owners');
  const ownerProfiles = alias(profiles, 'owner_profiles');
  const ownerNames = personNames(owners, ownerProfiles);
  const engagementNotices = createEngagementNotices({ publicUrl: deps.publicUrl });
  const { contextIn, notices } = engagementNotices;
  const history = createEngagementHistory({ clock });
  const thread = createEngagementThread({ db, clock, outbox: deps.outbox, notices: engagementNotices, history });

  /** The signed-in worker's engagements in some states, with their jobs' details, by start date. */
  async function enlistmentsOf(workerId: number, states: readonly EngagementState[]): Promise<Enlistment[]> {
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
        ...negotiationColumns,
      })
      .from(engagements)
      .innerJoin(jobs, eq(jobs.id, engagements.jobId))
      .innerJoin(owners, eq(owners.id, jobs.ownerId))
      .leftJoin(ownerProfiles, eq(ownerProfiles.userId, owners.id))
      .where(and(eq(engagements.workerId, workerId), inArray(engagements.state, [...states]), isNull(jobs.deletedAt)))
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
      ...negotiationOf(row),
    }));
  }

  /**
   * The worker's first read of their open requests (all of them, or those named): vistoIl, which
   * the client is shown, and a step of each one's history (product.md §4.21). Later reads change nothing.
   */
  async function markSeen(workerId: number, engagementIds?: number[]): Promise<void> {
    await db.transaction(async (tx) => {
      await lockBookings(tx, workerId);
      const seen = await tx
        .update(engagements)
        .set({ seenAt: clock.now() })
        .where(
          and(
            eq(engagements.workerId, workerId),
            isOpen,
            isNull(engagements.seenAt),
            engagementIds ? inArray(engagements.id, engagementIds) : undefined,
          ),
        )
        .returning({ id: engagements.id });
      for (const { id } of seen)
        await history.record(tx, { engagementId: id, evento: ENGAGEMENT_EVENTS.seen, userId: workerId });
    });
  }

  /**
   * The worker's booking lock (a transaction's advisory lock on their id): answers to their requests
   * and the marking of their reads take turns under it, since an accept locks and writes the
   * worker's other open requests (docs/architecture.md §7, "Locks").
   */
  async function lockBookings(tx: Transaction, workerId: number) {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCKS}, ${workerId})`);
  }

  /**
   * Once the worker is booked on some days, their other open requests on any of them (by their own
   * dates or their counter's) are answered for them: rejected, with the reason 'occupato'
   * (product.md §4.21). This locks them, by ascending id and before the accept writes anything
   * (the lock order of docs/architecture.md §7); `release` then writes.
   */
  async function lockOverlapping(
    tx: Transaction,
    workerId: number,
    booked: { id: number; startsOn: string; endsOn: string },
  ): Promise<number[]> {
    const rows = await tx
      .select({ id: engagements.id })
      .from(engagements)
      .where(
        and(
          eq(engagements.workerId, workerId),
          isOpen,
          ne(engagements.id, booked.id),
          or(
            and(lte(engagements.startsOn, booked.endsOn), gte(engagements.endsOn, booked.startsOn)),
            and(lte(engagements.counterStartsOn, booked.endsOn), gte(engagements.counterEndsOn, booked.startsOn)),
          ),
        ),
      )
      .orderBy(asc(engagements.id))
      .for('update');
    return rows.map((row) => row.id);
  }

  /** Rejects the requests `lockOverlapping` found, each with its step in the history; their clients are emailed by the caller. */
  async function release(tx: Transaction, workerId: number, released: number[]): Promise<void> {
    if (released.length === 0) return;
    await tx
      .update(engagements)
      .set({ state: ENGAGEMENT_STATE.rejected, stateChangedBy: workerId, stateChangedAt: clock.now() })
      .where(inArray(engagements.id, released));
    for (const engagementId of released)
      await history.record(tx, {
        engagementId,
        evento: ENGAGEMENT_EVENTS.rejected,
        userId: workerId,
        dettagli: { motivo: REJECT_REASONS.busy },
      });
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
    // The worker's booking lock first (as an answer takes it), so a request and an accept that
    // would release it take turns; then the job's row, so an edit of its dates and this request do.
    await lockBookings(tx, request.userId);
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
    const answerBy = request.rispondiEntro == null ? undefined : new Date(request.rispondiEntro);

    if (request.id_Ingaggio === 0) {
      const [pending] = await tx
        .select({ id: engagements.id })
        .from(engagements)
        .where(and(eq(engagements.jobId, job.id), eq(engagements.workerId, request.userId), isOpen));
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
          answerBy: answerBy ?? null,
          createdAt: clock.now(),
        })
        .returning({ id: engagements.id });
      await history.record(tx, {
        engagementId: created.id,
        evento: ENGAGEMENT_EVENTS.sent,
        userId: clientId,
        dettagli: { dataInizio: request.dataInizio, dataFine: request.dataFine, rispondiEntro: request.rispondiEntro },
      });
      await rateSet(tx, created.id, clientId, dayRateCents);
      return { id: created.id, jobId: job.id, changed: false, dayRateCents, answerBy: answerBy ?? null };
    }

    const [existing] = await tx
      .select({
        id: engagements.id,
        state: engagements.state,
        dayRateCents: engagements.dayRateCents,
        startsOn: engagements.startsOn,
        endsOn: engagements.endsOn,
        answerBy: engagements.answerBy,
      })
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
    // A deadline kept from before must still fall by the new first day (product.md §4.21).
    const keptAnswerBy = answerBy ?? existing.answerBy;
    if (keptAnswerBy && !isDeadlineByStart(keptAnswerBy.toISOString(), request.dataInizio))
      throw new FieldRefusal('rispondiEntro', 'validation.engagement.answerBy.afterStart');
    await tx
      .update(engagements)
      .set({ startsOn: request.dataInizio, endsOn: request.dataFine, dayRateCents, answerBy: keptAnswerBy })
      .where(eq(engagements.id, existing.id));
    if (request.dataInizio !== existing.startsOn || request.dataFine !== existing.endsOn)
      await history.record(tx, {
        engagementId: existing.id,
        evento: ENGAGEMENT_EVENTS.datesChanged,
        userId: clientId,
        dettagli: { dataInizio: request.dataInizio, dataFine: request.dataFine },
      });
    if (dayRateCents !== existing.dayRateCents) await rateSet(tx, existing.id, clientId, dayRateCents);
    return { id: existing.id, jobId: job.id, changed: true, dayRateCents, answerBy: keptAnswerBy };
  }

  /** The engagement's history keeps who set its day rate, to what, and when (product.md §4.20). */
  const rateSet = (tx: Transaction, engagementId: number, clientId: number, dayRateCents: number) =>
    history.record(tx, {
      engagementId,
      evento: ENGAGEMENT_EVENTS.rateSet,
      userId: clientId,
      dettagli: { tariffaGiornaliera: dayRateCents },
    });

  /** An engagement's row as an answer reads it, locked until the transaction ends. */
  async function lockEngagement(tx: Transaction, engagementId: number) {
    const [engagement] = await tx
      .select({
        id: engagements.id,
        state: engagements.state,
        workerId: engagements.workerId,
        startsOn: engagements.startsOn,
        endsOn: engagements.endsOn,
        dayRateCents: engagements.dayRateCents,
        answerBy: engagements.answerBy,
        counterStartsOn: engagements.counterStartsOn,
        counterEndsOn: engagements.counterEndsOn,
        counterDayRateCents: engagements.counterDayRateCents,
      })
      .from(engagements)
      .where(eq(engagements.id, engagementId))
      .for('update');
    return engagement;
  }
  type LockedEngagement = NonNullable<Awaited<ReturnType<typeof lockEngagement>>>;
  type AnswerJob = { id: number; startsOn: string; endsOn: string };

  /**
   * The worker's counter-proposal (1 → 5, product.md §4.21): other dates inside the job's, a day
   * rate and a note, which the client may accept (5 → 2) or not (5 → 4).
   */
  function counterOf(request: EngagementAnswer, job: AnswerJob) {
    // The schema requires them with state 5 (shared/validation/enlistments.ts).
    const counter = {
      dataInizio: request.dataInizio!,
      dataFine: request.dataFine!,
      tariffaGiornaliera: request.tariffaGiornaliera!,
      nota: request.nota,
    };
    if (counter.dataInizio < job.startsOn)
      throw new FieldRefusal('dataInizio', 'validation.engagement.dates.outsideJob');
    if (counter.dataFine > job.endsOn) throw new FieldRefusal('dataFine', 'validation.engagement.dates.outsideJob');
    return counter;
  }

  /**
   * The client accepts the worker's counter (5 → 2): the engagement takes its dates and rate, under
   * the rules any booking obeys (product.md §3.6, §4.21): days from today, inside the job, none the
   * worker marked unavailable (an overlap with an accepted engagement is the database's refusal).
   */
  async function counterTerms(tx: Transaction, engagement: LockedEngagement, job: AnswerJob) {
    const { counterStartsOn: startsOn, counterEndsOn: endsOn, counterDayRateCents: dayRateCents } = engagement;
    if (startsOn === null || endsOn === null || dayRateCents === null || engagement.workerId === null)
      throw new Refusal('enlistments.answer.notAllowed');
    if (startsOn < clock.today()) throw new Refusal('enlistments.counter.past');
    if (startsOn < job.startsOn || endsOn > job.endsOn) throw new Refusal('enlistments.counter.outsideJob');
    if (await busyWithin(tx, engagement.workerId, startsOn, endsOn))
      throw new Refusal('enlistments.counter.workerBusy');
    return { startsOn, endsOn, dayRateCents };
  }

  /** Who may read an engagement's thread and history: its two parties (else 404); the worker's read marks it seen. */
  async function readAsParty(userId: number, engagementId: number) {
    const { party } = await thread.partyOf(userId, engagementId);
    if (party === 'worker') await markSeen(userId, [engagementId]);
    return party;
  }

  return {
    /** GET /api/Ingaggi/ListaIngaggi: the worker's accepted engagements. */
    accepted: (workerId: number) => enlistmentsOf(workerId, [ENGAGEMENT_STATE.accepted]),

    /**
     * GET /api/Ingaggi/RichiesteIngaggio: requests sent to the worker and still open (pending, or
     * countered and waiting for the client). Reading them is the worker's first sight of each:
     * vistoIl (product.md §4.21).
     */
    async pending(workerId: number): Promise<Enlistment[]> {
      await markSeen(workerId);
      return enlistmentsOf(workerId, OPEN_STATES);
    },

    /**
     * POST /api/Ingaggi/InviaRichiestaIngaggio: a client asks a worker with a complete profile (not
     * themselves) for some days of their job, optionally to be answered by rispondiEntro.
     * id_Ingaggio 0 sends a new request (one open per worker and job); a pending request's id
     * moves its dates. The worker is emailed either way.
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
        rispondiEntro: result.answerBy?.toISOString() ?? null,
        changed: result.changed,
      };
    },

    /**
     * PUT /api/Ingaggi/AggiornaRichiestaIngaggio (product.md §2.4, §4.21): the worker accepts (1 → 2),
     * rejects (1 or 2 → 3) or counters (1 → 5); the job's owner accepts a counter (5 → 2) or
     * withdraws (1, 2 or 5 → 4); nothing else. An accept overlapping another accepted engagement
     * of the worker is refused by the database's exclusion constraint, races included; an accept
     * releases the worker's other open requests on those days. The other side is emailed.
     */
    async answer(
      userId: number,
      request: EngagementAnswer,
    ): Promise<{ answer: EngagementStateAnswer; messageId: string }> {
      const to = request.statoIngaggio as EngagementState;
      // Read before the transaction: PGlite runs one transaction at a time on its one connection.
      const tier = await deps.tierOf(userId);
      const changed = await settledByConstraints(() =>
        deps.outbox.commitAndTell(async (tx) => {
          // The job's row first (shared: answers to one job go together, a deletion or an edit of
          // it waits), then the engagement's, then the writes whose triggers take the users' data
          // versions: the one order of docs/architecture.md §7, which deleting a job keeps too.
          const [found] = await tx
            .select({ jobId: engagements.jobId, workerId: engagements.workerId })
            .from(engagements)
            .where(eq(engagements.id, request.id_Ingaggio));
          if (!found) throw new NotFound();
          // Before them, the worker's booking lock: an accept locks the worker's other open requests
          // to release them (product.md §4.21), so two answers to one worker's requests take turns
          // instead of each holding its engagement while waiting for the other's.
          if (found.workerId !== null) await lockBookings(tx, found.workerId);
          const [job] = await tx
            .select({
              id: jobs.id,
              ownerId: jobs.ownerId,
              deletedAt: jobs.deletedAt,
              startsOn: jobs.startsOn,
              endsOn: jobs.endsOn,
            })
            .from(jobs)
            .where(eq(jobs.id, found.jobId))
            .for('share');
          const engagement = await lockEngagement(tx, request.id_Ingaggio);
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
          const at = clock.now();
          const terms = {
            startsOn: engagement.startsOn,
            endsOn: engagement.endsOn,
            dayRateCents: engagement.dayRateCents,
          };
          let notice: Notice;
          let note: string | null = null;
          let step: Pick<EngagementStep, 'evento' | 'dettagli'>;
          const change: Partial<typeof engagements.$inferInsert> = {
            state: to,
            stateChangedBy: userId,
            stateChangedAt: at,
          };
          if (to === ENGAGEMENT_STATE.countered) {
            const counter = counterOf(request, job);
            Object.assign(change, {
              counterStartsOn: counter.dataInizio,
              counterEndsOn: counter.dataFine,
              counterDayRateCents: counter.tariffaGiornaliera,
              counterNote: counter.nota,
            });
            notice = 'countered';
            note = counter.nota;
            step = { evento: ENGAGEMENT_EVENTS.countered, dettagli: counter };
          } else if (to === ENGAGEMENT_STATE.accepted) {
            if (actor === 'client') {
              Object.assign(terms, await counterTerms(tx, engagement, job));
              Object.assign(change, terms);
              notice = 'counterAccepted';
            } else {
              // Read under the engagement's lock: a change of its dates before this accept is refused
              // here, one after it waits and finds it accepted (changes are for pending requests).
              if (changedSinceRead(request, engagement)) throw new Refusal('enlistments.accept.changed');
              notice = 'accepted';
            }
            step = {
              evento: ENGAGEMENT_EVENTS.accepted,
              dettagli: { dataInizio: terms.startsOn, dataFine: terms.endsOn, tariffaGiornaliera: terms.dayRateCents },
            };
          } else if (to === ENGAGEMENT_STATE.rejected) {
            notice = 'rejected';
            note = request.nota;
            step = {
              evento: ENGAGEMENT_EVENTS.rejected,
              dettagli: { motivo: REJECT_REASONS.answered, nota: request.nota },
            };
          } else {
            notice = 'withdrawn';
            step = { evento: ENGAGEMENT_EVENTS.withdrawn };
          }
          // Locked now, before any write: the requests this accept releases.
          const released =
            to === ENGAGEMENT_STATE.accepted
              ? await lockOverlapping(tx, engagement.workerId!, { id: engagement.id, ...terms })
              : [];
          await tx.update(engagements).set(change).where(eq(engagements.id, engagement.id));
          await history.record(tx, { engagementId: engagement.id, userId, ...step });
          const emails = await notices(tx, notice, [engagement.id], note);
          await release(tx, engagement.workerId!, released);
          emails.push(...(await notices(tx, 'released', released)));
          return {
            value: {
              id: engagement.id,
              jobId: job.id,
              dayRateCents: terms.dayRateCents,
              answerBy: engagement.answerBy,
            },
            email: emails,
          };
        }),
      );
      return {
        answer: {
          id_Ingaggio: changed.id,
          id_Job: changed.jobId,
          statoIngaggio: to,
          tariffaGiornaliera: changed.dayRateCents,
          rispondiEntro: changed.answerBy?.toISOString() ?? null,
        },
        messageId: ANSWER_MESSAGES[to]!,
      };
    },

    /** GET /api/Ingaggi/Messaggi/{idIngaggio}: the thread, oldest first, for its two parties only. */
    async messages(userId: number, engagementId: number): Promise<EngagementMessage[]> {
      const { party, messages } = await thread.read(userId, engagementId);
      if (party === 'worker') await markSeen(userId, [engagementId]);
      return messages;
    },

    /** POST /api/Ingaggi/Messaggi: a message to the other party, emailed at most once per 10 minutes per thread and person. */
    postMessage: (userId: number, request: EngagementMessageRequest) => thread.post(userId, request),

    /**
     * GET /api/Ingaggi/Cronologia/{idIngaggio}: the engagement's history, oldest first, for its two
     * parties only: the steps recorded (history.ts), and the sends of its time reports and car
     * sheets, read from the sends themselves (sheet_sends).
     */
    async history(userId: number, engagementId: number): Promise<EngagementHistoryEntry[]> {
      await readAsParty(userId, engagementId);
      const [steps, sends, [worker]] = await Promise.all([
        db
          .select()
          .from(engagementEvents)
          .where(eq(engagementEvents.engagementId, engagementId))
          .orderBy(asc(engagementEvents.il), asc(engagementEvents.id)),
        db
          .select({ kind: sheetSends.kind, sentAt: sheetSends.sentAt })
          .from(sheetSends)
          .where(eq(sheetSends.engagementId, engagementId))
          .orderBy(asc(sheetSends.sentAt), asc(sheetSends.id)),
        db.select({ id: engagements.workerId }).from(engagements).where(eq(engagements.id, engagementId)),
      ]);
      const entries: EngagementHistoryEntry[] = [
        ...steps.map((step) => ({
          evento: step.evento,
          userId: step.userId,
          il: step.il.toISOString(),
          dettagli: step.dettagli,
        })),
        ...sends.map((send) => ({
          evento: ENGAGEMENT_EVENTS.sheetSent,
          userId: worker.id,
          il: send.sentAt.toISOString(),
          dettagli: { tipo: send.kind },
        })),
      ];
      // Both lists are in time order; a stable sort keeps a step's order within one instant.
      return entries.sort((a, b) => (a.il < b.il ? -1 : a.il > b.il ? 1 : 0));
    },

    /** What is known of some engagements: job, dates, state, the client and the worker (null once deleted), with their names. */
    contextOf: (engagementIds: number[]) => contextIn(db, engagementIds),

    /**
     * A job's deletion withdrew these engagements (by its owner): each one's history, and the
     * emails to their workers, to be queued in the deletion's transaction.
     */
    async jobDeleted(tx: Transaction, ownerId: number, engagementIds: number[]): Promise<OutgoingEmail[]> {
      for (const engagementId of engagementIds)
        await history.record(tx, { engagementId, evento: ENGAGEMENT_EVENTS.withdrawn, userId: ownerId });
      return notices(tx, 'jobDeleted', engagementIds);
    },

    /**
     * POST /api/Ingaggi/InviaMailIngaggioAccettato: an accepted engagement's summary (job, dates,
     * address, places, client and contact), by its worker or its client, to any address, in the
     * sender's language. The route limits how many a user sends.
     */
    async sendSummary(userId: number, request: SummaryEmailRequest, language: Language): Promise<void> {
      const { context } = await thread.partyOf(userId, request.idIngaggio);
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
