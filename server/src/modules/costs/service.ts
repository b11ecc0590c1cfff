import { type SQL, sql } from 'drizzle-orm';
import type { CostLine, Earnings, JobCosts } from '@shared/contracts/costs';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import type { Database } from '../../db/client';
import { personNames } from '../../db/names';
import { engagements, jobs, profiles, users } from '../../db/schema';
import { NotFound } from '../../http/errors';
import { type CostDay, type Figures, type Sums, type Terms, lineOf, lineOfSums, totalsOf } from './arithmetic';

export interface CostsDeps {
  db: Database;
}

/** One engagement as the cost sheet reads it: who, on which terms, and its sent days by day. */
export interface CostEngagement {
  id: number;
  jobId: number;
  jobName: string;
  workerId: number | null;
  nome: string | null;
  cognome: string;
  terms: Terms;
  days: CostDay[];
}

/** An engagement's columns in both queries: who, and on which terms. */
interface EngagementColumns {
  id: number | null;
  job_id: number;
  job_name: string;
  worker_id: number | null;
  nome: string | null;
  cognome: string;
  day_rate_cents: number;
  daily_hours: number;
  overtime_uplift_percent: number;
  km_allowance_cents: number;
}

/** A row of the days' query: an engagement, with one of its sent days (time report and car sheet together) or none. */
interface CostRow extends EngagementColumns {
  day: string | null;
  has_hours: boolean;
  worked: number;
  holiday: number;
  leave: number;
  hours_approved: boolean;
  has_car: boolean;
  km: number;
  fuel_cents: number;
  car_approved: boolean;
}

/**
 * An engagement's sent days, the time report and the car sheet of a day side by side: a rejected
 * record is unsent again, so it counts only once sent anew (product.md §4.20). Joined laterally,
 * so only that engagement's records are read (through their (engagement, day) keys).
 */
const SENT_DAYS = sql.raw(`lateral (
  select coalesce(t.day, c.day)::text as day,
    t.day is not null as has_hours, coalesce(t.worked, 0)::int as worked,
    coalesce(t.holiday, 0)::int as holiday, coalesce(t.leave, 0)::int as leave,
    coalesce(t.review = 'approvato', false) as hours_approved,
    c.day is not null as has_car, coalesce(c.km, 0)::int as km,
    coalesce(c.fuel_cost_cents, 0)::int as fuel_cents, coalesce(c.review = 'approvato', false) as car_approved
  from (select * from time_reports where engagement_id = engagements.id and sent_at is not null) t
  full join (select * from car_sheets where engagement_id = engagements.id and sent_at is not null) c on c.day = t.day
)`);

/**
 * An engagement's sent records, both kinds in one column set, for the sums below (a day's time
 * report and car sheet count each on its own, as in arithmetic.ts).
 */
const SENT_RECORDS = sql.raw(`(
  select day, true as hours, worked::int, holiday::int, leave::int, 0 as km, 0 as fuel_cents,
    review = 'approvato' as approved
  from time_reports where engagement_id = engagements.id and sent_at is not null
  union all
  select day, false, 0, 0, 0, km, fuel_cost_cents, review = 'approvato'
  from car_sheets where engagement_id = engagements.id and sent_at is not null
)`);

/** The sums of arithmetic.ts over the records `which` keeps, as the database adds them up (product.md §4.20). */
const sumsOver = (which: string, prefix: string) =>
  sql.raw(`count(*) filter (where r.hours and r.worked > 0 and ${which}) as ${prefix}giorni,
    coalesce(sum(least(r.worked, jobs.daily_hours)) filter (where r.hours and ${which}), 0) as ${prefix}ore_ordinarie,
    coalesce(sum(greatest(r.worked - jobs.daily_hours, 0)) filter (where r.hours and ${which}), 0) as ${prefix}ore_straordinario,
    coalesce(sum(r.holiday) filter (where ${which}), 0) as ${prefix}ore_ferie,
    coalesce(sum(r.leave) filter (where ${which}), 0) as ${prefix}ore_permessi,
    coalesce(sum(r.km) filter (where ${which}), 0) as ${prefix}km,
    coalesce(sum(r.fuel_cents) filter (where ${which}), 0) as ${prefix}carburante`);

/** A row of the sums' query: an engagement, its month (earnings) or none (a job's costs), and the sums of its sent and approved records. */
type SumsRow = EngagementColumns & { month: string | null; records: number | null } & Record<
    `${'' | 'approved_'}${SumColumn}`,
    number | string | null
  >;
type SumColumn = 'giorni' | 'ore_ordinarie' | 'ore_straordinario' | 'ore_ferie' | 'ore_permessi' | 'km' | 'carburante';

/** Sums as arithmetic.ts names them, from a row's columns (int8 sums arrive as text from node-postgres). */
function sumsFrom(row: SumsRow, prefix: '' | 'approved_'): Sums {
  const value = (column: SumColumn) => Number(row[`${prefix}${column}`] ?? 0);
  return {
    giorni: value('giorni'),
    oreOrdinarie: value('ore_ordinarie'),
    oreStraordinario: value('ore_straordinario'),
    oreFerie: value('ore_ferie'),
    orePermessi: value('ore_permessi'),
    km: value('km'),
    carburante: value('carburante'),
  };
}

/** A job's costs and a worker's earnings (product.md §4.20), computed from the records on every call, never stored. */
export function createCostsService(deps: CostsDeps) {
  const { db } = deps;
  const names = personNames(users, profiles);

  /** The engagement's columns both queries select, and the joins they come through. */
  const engagementColumns = sql`${engagements.id} as id, ${jobs.id} as job_id, ${jobs.nome} as job_name,
    ${engagements.workerId} as worker_id, ${names.nome} as nome, ${names.cognome} as cognome,
    ${engagements.dayRateCents} as day_rate_cents, ${jobs.dailyHours}::int as daily_hours,
    ${jobs.overtimeUpliftPercent}::int as overtime_uplift_percent, ${jobs.kmAllowanceCents} as km_allowance_cents`;
  const engagementJoins = sql`from ${jobs}
      join ${engagements} on ${engagements.jobId} = ${jobs.id}
      left join ${users} on ${users.id} = ${engagements.workerId}
      left join ${profiles} on ${profiles.userId} = ${engagements.workerId}`;

  /** An engagement as a row names it, without days yet. */
  const engagementOf = (row: EngagementColumns): CostEngagement => ({
    id: Number(row.id),
    jobId: Number(row.job_id),
    jobName: row.job_name,
    workerId: row.worker_id === null ? null : Number(row.worker_id),
    nome: row.nome,
    cognome: row.cognome,
    terms: {
      dayRateCents: Number(row.day_rate_cents),
      dailyHours: Number(row.daily_hours),
      overtimeUpliftPercent: Number(row.overtime_uplift_percent),
      kmAllowanceCents: Number(row.km_allowance_cents),
    },
    days: [],
  });

  /**
   * The engagements `where` selects, each with its sent days, in ONE query however many workers and
   * days (the job's terms joined in), grouped here by engagement in the query's order: the rows of
   * the CSV and the PDF.
   */
  async function costEngagements(where: SQL) {
    const query = sql`
      select ${engagementColumns},
        days.day, coalesce(days.has_hours, false) as has_hours, coalesce(days.worked, 0) as worked,
        coalesce(days.holiday, 0) as holiday, coalesce(days.leave, 0) as leave,
        coalesce(days.hours_approved, false) as hours_approved, coalesce(days.has_car, false) as has_car,
        coalesce(days.km, 0) as km, coalesce(days.fuel_cents, 0) as fuel_cents,
        coalesce(days.car_approved, false) as car_approved
      ${engagementJoins}
      left join ${SENT_DAYS} days on true
      where ${where}
      order by ${engagements.startsOn}, ${engagements.id}, days.day`;
    const { rows } = (await db.execute(query)) as unknown as { rows: CostRow[] };
    const found = new Map<number, CostEngagement>();
    for (const row of rows) {
      const id = Number(row.id);
      let engagement = found.get(id);
      if (!engagement) {
        engagement = engagementOf(row);
        found.set(id, engagement);
      }
      if (row.day === null) continue;
      engagement.days.push({
        day: row.day,
        hours: row.has_hours
          ? {
              worked: Number(row.worked),
              holiday: Number(row.holiday),
              leave: Number(row.leave),
              approved: row.hours_approved,
            }
          : null,
        car: row.has_car ? { km: Number(row.km), fuelCents: Number(row.fuel_cents), approved: row.car_approved } : null,
      });
    }
    return [...found.values()];
  }

  /**
   * The engagements `where` selects with the sums of their sent records, added up by the database:
   * a row per engagement (a job's costs), or per engagement and month of `recordsWhere`'s records
   * (earnings), in ONE query whose rows are as many as the lines, not the days.
   */
  async function costSums(where: SQL, by: 'engagement' | 'month', recordsWhere: SQL = sql`true`) {
    const month = sql.raw(by === 'month' ? "to_char(r.day, 'YYYY-MM')" : 'null::text');
    const join = sql.raw(by === 'month' ? 'join' : 'left join');
    const query = sql`
      select ${engagementColumns}, sums.*
      ${engagementJoins}
      ${join} lateral (
        select ${month} as month, count(*) as records, ${sumsOver('true', '')}, ${sumsOver('r.approved', 'approved_')}
        from ${SENT_RECORDS} r
        where ${recordsWhere}
        group by 1
      ) sums on true
      where ${where}
      order by ${engagements.startsOn}, ${engagements.id}, sums.month`;
    const { rows } = (await db.execute(query)) as unknown as { rows: SumsRow[] };
    return rows.map((row) => {
      const engagement = engagementOf(row);
      return {
        engagement,
        month: row.month,
        line: lineOfSums(engagement.terms, sumsFrom(row, ''), sumsFrom(row, 'approved_')),
      };
    });
  }

  /** The cost sheet's line of an engagement with its figures. */
  const costLine = (
    engagement: CostEngagement,
    figures: Figures & { totaleApprovato: number },
    deletedName: string,
  ): CostLine => ({
    id_Ingaggio: engagement.id,
    userId: engagement.workerId,
    nome: engagement.workerId === null ? deletedName : (engagement.nome ?? ''),
    cognome: engagement.workerId === null ? '' : engagement.cognome,
    tariffaGiornaliera: engagement.terms.dayRateCents,
    ...figures,
  });

  /** The owner's live job (else 404). */
  async function ownJob(ownerId: number, jobId: number) {
    const [job] = await db
      .select({ id: jobs.id, nome: jobs.nome, startsOn: jobs.startsOn, endsOn: jobs.endsOn })
      .from(jobs)
      .where(sql`${jobs.id} = ${jobId} and ${jobs.ownerId} = ${ownerId} and ${jobs.deletedAt} is null`);
    if (!job) throw new NotFound();
    return job;
  }

  return {
    /**
     * The owner's live job and its engagements that cost something or may (the accepted ones, and
     * any other with sent days: withdrawn after working) with their days, for the CSV's and the
     * PDF's rows. Another user's job, or a deleted one: 404.
     */
    async ofJob(ownerId: number, jobId: number) {
      const job = await ownJob(ownerId, jobId);
      const found = await costEngagements(
        sql`${jobs.id} = ${job.id} and (${engagements.state} = ${ENGAGEMENT_STATE.accepted} or days.day is not null)`,
      );
      return { job, engagements: found };
    },

    /** GET /api/Jobs/Costi/{idJob}: one line per engagement (the same as ofJob's), and their sums. */
    async jobCosts(ownerId: number, jobId: number, deletedName: string): Promise<JobCosts> {
      const job = await ownJob(ownerId, jobId);
      const found = await costSums(
        sql`${jobs.id} = ${job.id} and (${engagements.state} = ${ENGAGEMENT_STATE.accepted} or sums.records is not null)`,
        'engagement',
      );
      const righe = found.map(({ engagement, line }) => costLine(engagement, line, deletedName));
      return { id_Job: job.id, righe, ...totalsOf(righe) };
    },

    /** The cost sheet's line of an engagement read with its days (the PDF's rows). */
    costLineOf: (engagement: CostEngagement, deletedName: string): CostLine =>
      costLine(engagement, lineOf(engagement.terms, engagement.days), deletedName),

    /**
     * GET /api/Ingaggi/Compensi?anno=YYYY: the worker's months of the year that have sent days, each
     * engagement's part a line of its own (rounded once, as on the cost sheet), months in order.
     */
    async earnings(workerId: number, year: number): Promise<Earnings> {
      const found = await costSums(
        sql`${engagements.workerId} = ${workerId}`,
        'month',
        sql`r.day between ${`${year}-01-01`} and ${`${year}-12-31`}`,
      );
      const months = new Map<string, Earnings['mesi'][number]>();
      for (const { engagement, month, line } of found) {
        const entry = months.get(month!) ?? { mese: month!, totale: 0, totaleApprovato: 0, ingaggi: [] };
        entry.ingaggi.push({
          id_Ingaggio: engagement.id,
          id_Job: engagement.jobId,
          nome: engagement.jobName,
          totale: line.totale,
          totaleApprovato: line.totaleApprovato,
        });
        months.set(month!, entry);
      }
      const mesi = [...months.values()]
        .sort((a, b) => a.mese.localeCompare(b.mese))
        .map((entry) => ({ ...entry, ...totalsOf(entry.ingaggi) }));
      return { anno: year, mesi };
    },
  };
}

export type CostsService = ReturnType<typeof createCostsService>;
