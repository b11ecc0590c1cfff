import { and, asc, eq, inArray, isNull, ne, or, gt, lt, sql } from 'drizzle-orm';
import type { Job, JobEngagement, NationRegion } from '@shared/contracts/jobs';
import { ENGAGEMENT_STATE, OPEN_STATES } from '@shared/validation/engagementStates';
import { ENGAGEMENT_EVENTS } from '@shared/validation/reviewStates';
import {
  type AggiornaJobRequest,
  JOB_NATION_REGION_MESSAGE,
  type JobEngagementsQuery,
  type JobRequest,
  isJobDateAllowed,
} from '@shared/validation/jobs';
import type { Clock } from '../../clock';
import type { Database, Queryable, Transaction } from '../../db/client';
import { personNames } from '../../db/names';
import { negotiationColumns, negotiationOf } from '../../db/negotiation';
import { engagementEvents, engagements, jobPlaces, jobs, profiles, users } from '../../db/schema';
import { FieldRefusal, NotFound } from '../../http/errors';
import type { MailOutbox } from '../../mail/outbox';
import type { OutgoingEmail } from '../../mail/transport';
import type { Catalogue } from '../domain/service';

export interface JobsDeps {
  db: Database;
  clock: Clock;
  /** The lookups, to check each place's nation and region. */
  catalogue: () => Promise<Catalogue>;
  /** The deletion's emails are queued in its transaction (mail/outbox.ts). */
  outbox: Pick<MailOutbox, 'commitAndTell'>;
  /**
   * What deleting a job's engagements brings about, in the deletion's transaction: each one's history
   * (product.md §4.21), and the emails telling their workers, to be queued there.
   */
  engagementsWithdrawn: (tx: Transaction, ownerId: number, engagementIds: number[]) => Promise<OutgoingEmail[]>;
}

/** Which of a job's engagements RecuperaIngaggi lists: /Inviati the open (pending or countered), /Accettati the accepted. */
export type EngagementGroup = 'Inviati' | 'Accettati';
const GROUP_STATES: Record<EngagementGroup, readonly number[]> = {
  Inviati: OPEN_STATES,
  Accettati: [ENGAGEMENT_STATE.accepted],
};

/** A job's engagements that still hold days: open (pending or countered, product.md §4.21) or accepted. */
const holdsDays = inArray(engagements.state, [...OPEN_STATES, ENGAGEMENT_STATE.accepted]);

/** A job's terms as the wire names them (product.md §4.20). */
const termsOf = (
  job: Pick<typeof jobs.$inferSelect, 'dayRateCents' | 'dailyHours' | 'overtimeUpliftPercent' | 'kmAllowanceCents'>,
) => ({
  tariffaGiornaliera: job.dayRateCents,
  oreGiornaliere: job.dailyHours,
  maggiorazioneStraordinario: job.overtimeUpliftPercent,
  rimborsoKm: job.kmAllowanceCents,
});

/** The jobs and engagement calls of product.md §2.7 on the client's side. */
export function createJobsService(deps: JobsDeps) {
  const { db, clock } = deps;

  /** Each job's places in position order, for many jobs in one query. */
  async function placesOf(tx: Queryable, jobIds: number[]): Promise<Map<number, NationRegion[]>> {
    const places = new Map<number, NationRegion[]>(jobIds.map((id) => [id, []]));
    if (jobIds.length === 0) return places;
    const rows = await tx
      .select()
      .from(jobPlaces)
      .where(inArray(jobPlaces.jobId, jobIds))
      .orderBy(asc(jobPlaces.jobId), asc(jobPlaces.position));
    for (const row of rows) places.get(row.jobId)!.push({ id_Nazione: row.nationId, id_Regione: row.regionId });
    return places;
  }

  /** The owner's live jobs with their counts, in one query however many jobs; one job when `jobId` is given. */
  async function jobsOf(tx: Queryable, ownerId: number, jobId?: number): Promise<Job[]> {
    const rows = await tx
      .select({
        id: jobs.id,
        nome: jobs.nome,
        descrizione: jobs.descrizione,
        indirizzo: jobs.indirizzo,
        email: jobs.email,
        startsOn: jobs.startsOn,
        endsOn: jobs.endsOn,
        dayRateCents: jobs.dayRateCents,
        dailyHours: jobs.dailyHours,
        overtimeUpliftPercent: jobs.overtimeUpliftPercent,
        kmAllowanceCents: jobs.kmAllowanceCents,
        accepted:
          sql<number>`count(${engagements.id}) filter (where ${engagements.state} = ${ENGAGEMENT_STATE.accepted})`.mapWith(
            Number,
          ),
        sent: sql<number>`count(${engagements.id}) filter (where ${inArray(engagements.state, [...OPEN_STATES])})`.mapWith(
          Number,
        ),
      })
      .from(jobs)
      .leftJoin(engagements, eq(engagements.jobId, jobs.id))
      .where(
        and(eq(jobs.ownerId, ownerId), isNull(jobs.deletedAt), jobId === undefined ? undefined : eq(jobs.id, jobId)),
      )
      .groupBy(jobs.id)
      .orderBy(asc(jobs.startsOn), asc(jobs.id));
    const places = await placesOf(
      tx,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id_Job: row.id,
      nome: row.nome,
      descrizione: row.descrizione,
      dataInizio: row.startsOn,
      dataFine: row.endsOn,
      email: row.email,
      indirizzo: row.indirizzo,
      listaNazioni: places.get(row.id)!,
      ...termsOf(row),
      cnt_Accettati: row.accepted,
      cnt_Inviati: row.sent,
    }));
  }

  /** The owner's live job, locked until the transaction ends (so requests and edits of it take turns); else 404. */
  async function lockOwnJob(tx: Queryable, ownerId: number, jobId: number) {
    const [job] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.ownerId, ownerId), isNull(jobs.deletedAt)))
      .for('update');
    if (!job) throw new NotFound();
    return job;
  }

  /** What the yup rule cannot see: that each nation exists and each region is one of its nation's. */
  async function checkPlaces(places: JobRequest['listaNazioni']) {
    const catalogue = await deps.catalogue();
    places.forEach((place, index) => {
      const at = `listaNazioni[${index}]`;
      const nation = catalogue.nations.get(place.id_Nazione);
      if (!nation) throw new FieldRefusal(`${at}.id_Nazione`, 'validation.lookup.invalid');
      if (place.id_Regione == null) {
        if (nation.regionIds.length > 0) throw new FieldRefusal(`${at}.id_Regione`, JOB_NATION_REGION_MESSAGE);
      } else if (!nation.regionIds.includes(place.id_Regione)) {
        throw new FieldRefusal(`${at}.id_Regione`, 'validation.job.region.invalid');
      }
    });
  }

  async function writePlaces(tx: Queryable, jobId: number, places: JobRequest['listaNazioni']) {
    await tx.delete(jobPlaces).where(eq(jobPlaces.jobId, jobId));
    await tx
      .insert(jobPlaces)
      .values(
        places.map((place, position) => ({ jobId, position, nationId: place.id_Nazione, regionId: place.id_Regione })),
      );
  }

  // The terms (product.md §4.20): a change applies to requests sent from now on; an engagement keeps its own rate.
  const termColumns = (request: JobRequest) => ({
    dayRateCents: request.tariffaGiornaliera,
    dailyHours: request.oreGiornaliere,
    overtimeUpliftPercent: request.maggiorazioneStraordinario,
    kmAllowanceCents: request.rimborsoKm,
  });

  const jobColumns = (request: JobRequest) => ({
    nome: request.nome,
    descrizione: request.descrizione,
    indirizzo: request.indirizzo,
    email: request.email,
    startsOn: request.dataInizio,
    endsOn: request.dataFine,
    ...termColumns(request),
  });

  /**
   * A change of the job's terms enters the history of each of its engagements the worker did not
   * refuse (their costs are read at the job's terms): who, when, the new terms and those before
   * (product.md §4.20).
   */
  async function recordTermsChange(
    tx: Queryable,
    ownerId: number,
    saved: typeof jobs.$inferSelect,
    request: JobRequest,
  ) {
    const before = termsOf(saved);
    const after = termsOf(termColumns(request));
    if ((Object.keys(after) as (keyof typeof after)[]).every((key) => before[key] === after[key])) return;
    const held = await tx
      .select({ id: engagements.id })
      .from(engagements)
      .where(and(eq(engagements.jobId, saved.id), ne(engagements.state, ENGAGEMENT_STATE.rejected)));
    if (held.length === 0) return;
    const il = clock.now();
    await tx.insert(engagementEvents).values(
      held.map((engagement) => ({
        engagementId: engagement.id,
        evento: ENGAGEMENT_EVENTS.jobTermsSet,
        userId: ownerId,
        il,
        dettagli: { ...after, prima: before },
      })),
    );
  }

  return {
    /** Each job's places (id_Nazione, id_Regione) in order, for many jobs at once. */
    placesOf: (jobIds: number[]) => placesOf(db, jobIds),

    /** GET /api/Jobs/RecuperaJobs. */
    list: (ownerId: number): Promise<Job[]> => jobsOf(db, ownerId),

    /** POST /api/Jobs/CreaJob. */
    async create(ownerId: number, request: JobRequest): Promise<Job> {
      await checkPlaces(request.listaNazioni);
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(jobs)
          .values({ ownerId, ...jobColumns(request), createdAt: clock.now() })
          .returning({ id: jobs.id });
        await writePlaces(tx, created.id, request.listaNazioni);
        const [job] = await jobsOf(tx, ownerId, created.id);
        return job;
      });
    },

    /**
     * PUT /api/Jobs/AggiornaJob. A date may stay where it was even once past, never move into the
     * past; the job's pending and accepted engagements must still fit inside its dates.
     */
    async update(ownerId: number, request: AggiornaJobRequest): Promise<Job> {
      await checkPlaces(request.listaNazioni);
      return db.transaction(async (tx) => {
        const saved = await lockOwnJob(tx, ownerId, request.id_Job);
        const today = clock.today();
        if (!isJobDateAllowed(request.dataInizio, today, saved.startsOn))
          throw new FieldRefusal('dataInizio', 'validation.date.past');
        if (!isJobDateAllowed(request.dataFine, today, saved.endsOn))
          throw new FieldRefusal('dataFine', 'validation.date.past');
        const outside = await tx
          .select({ startsOn: engagements.startsOn, endsOn: engagements.endsOn })
          .from(engagements)
          .where(
            and(
              eq(engagements.jobId, saved.id),
              holdsDays,
              or(lt(engagements.startsOn, request.dataInizio), gt(engagements.endsOn, request.dataFine)),
            ),
          )
          .limit(1);
        if (outside.length > 0) {
          const field = outside[0].startsOn < request.dataInizio ? 'dataInizio' : 'dataFine';
          throw new FieldRefusal(field, 'validation.job.dates.engagementsOutside');
        }
        await tx.update(jobs).set(jobColumns(request)).where(eq(jobs.id, saved.id));
        await recordTermsChange(tx, ownerId, saved, request);
        await writePlaces(tx, saved.id, request.listaNazioni);
        const [job] = await jobsOf(tx, ownerId, saved.id);
        return job;
      });
    },

    /**
     * DELETE /api/Jobs/CancellaJob/{id}: the job goes from every list and its pending and accepted
     * engagements are withdrawn (their days free again); the rows stay, so a worker's time reports
     * keep their engagement. Those workers' emails are queued in the deletion's transaction. Answers
     * how many were withdrawn, so the answer says workers were told only when there were any.
     */
    async remove(ownerId: number, jobId: number): Promise<number> {
      return deps.outbox.commitAndTell(async (tx) => {
        // The job, then its engagements by id, and only then the writes (whose triggers take the
        // users' data versions): the one order of docs/architecture.md §7, so an answer to one of
        // these engagements waits for the deletion instead of deadlocking with it.
        const job = await lockOwnJob(tx, ownerId, jobId);
        const held = await tx
          .select({ id: engagements.id })
          .from(engagements)
          .where(and(eq(engagements.jobId, job.id), holdsDays))
          .orderBy(asc(engagements.id))
          .for('update');
        const at = clock.now();
        await tx.update(jobs).set({ deletedAt: at }).where(eq(jobs.id, job.id));
        if (held.length === 0) return { value: 0, email: null };
        const withdrawn = held.map((row) => row.id);
        await tx
          .update(engagements)
          .set({ state: ENGAGEMENT_STATE.withdrawn, stateChangedBy: ownerId, stateChangedAt: at })
          .where(inArray(engagements.id, withdrawn));
        return { value: withdrawn.length, email: await deps.engagementsWithdrawn(tx, ownerId, withdrawn) };
      });
    },

    /**
     * GET /api/Jobs/RecuperaIngaggi/Inviati and /Accettati: a page of the job's open (pending or
     * countered) or accepted engagements with each worker's id and name, the deadline, the queue's
     * position, when the worker first read it and their counter (product.md §4.21); `deletedName`
     * stands for a deleted account.
     */
    async engagements(
      ownerId: number,
      group: EngagementGroup,
      query: JobEngagementsQuery,
      deletedName: string,
    ): Promise<JobEngagement[]> {
      const [job] = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, query.job), eq(jobs.ownerId, ownerId), isNull(jobs.deletedAt)));
      if (!job) throw new NotFound();
      const names = personNames(users, profiles);
      const rows = await db
        .select({
          id: engagements.id,
          workerId: engagements.workerId,
          nome: names.nome,
          cognome: names.cognome,
          startsOn: engagements.startsOn,
          endsOn: engagements.endsOn,
          state: engagements.state,
          dayRateCents: engagements.dayRateCents,
          ...negotiationColumns,
        })
        .from(engagements)
        .leftJoin(users, eq(users.id, engagements.workerId))
        .leftJoin(profiles, eq(profiles.userId, engagements.workerId))
        .where(and(eq(engagements.jobId, job.id), inArray(engagements.state, [...GROUP_STATES[group]])))
        .orderBy(asc(engagements.startsOn), asc(engagements.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page);
      return rows.map((row) => ({
        id_Ingaggio: row.id,
        id_Job: job.id,
        userId: row.workerId,
        nome: row.workerId === null ? deletedName : (row.nome ?? ''),
        cognome: row.workerId === null ? '' : row.cognome,
        dataInizio: row.startsOn,
        dataFine: row.endsOn,
        statoIngaggio: row.state,
        tariffaGiornaliera: row.dayRateCents,
        ...negotiationOf(row),
      }));
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
