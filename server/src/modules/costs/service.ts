import { type SQL, sql } from 'drizzle-orm';
import type { CostLine, Earnings, JobCosts } from '@shared/contracts/costs';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import type { Database } from '../../db/client';
import { personNames } from '../../db/names';
import { engagements, jobs, profiles, users } from '../../db/schema';
import { NotFound } from '../../http/errors';
import { type CostDay, type Figures, type Terms, lineOf, totalsOf } from './arithmetic';

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

/** A row of the one query: an engagement, with one of its sent days (time report and car sheet together) or none. */
interface CostRow {
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
 * Each engagement's sent days, the time report and the car sheet of a day side by side: a rejected
 * record is unsent again, so it counts only once sent anew (product.md §4.20).
 */
const SENT_DAYS = sql.raw(`(
  select coalesce(t.engagement_id, c.engagement_id) as engagement_id, coalesce(t.day, c.day)::text as day,
    t.engagement_id is not null as has_hours, coalesce(t.worked, 0)::int as worked,
    coalesce(t.holiday, 0)::int as holiday, coalesce(t.leave, 0)::int as leave,
    coalesce(t.review = 'approvato', false) as hours_approved,
    c.engagement_id is not null as has_car, coalesce(c.km, 0)::int as km,
    coalesce(c.fuel_cost_cents, 0)::int as fuel_cents, coalesce(c.review = 'approvato', false) as car_approved
  from (select * from time_reports where sent_at is not null) t
  full join (select * from car_sheets where sent_at is not null) c
    on c.engagement_id = t.engagement_id and c.day = t.day
)`);

/** A job's costs and a worker's earnings (product.md §4.20), computed from the records on every call, never stored. */
export function createCostsService(deps: CostsDeps) {
  const { db } = deps;
  const names = personNames(users, profiles);

  /**
   * The engagements `where` selects, each with its sent days, in ONE query however many workers and
   * days (the job's terms joined in), grouped here by engagement in the query's order.
   */
  async function costEngagements(where: SQL, daysJoin: 'left' | 'inner', daysWhere: SQL = sql`true`) {
    const join = sql.raw(daysJoin === 'left' ? 'left join' : 'join');
    const query = sql`
      select ${engagements.id} as id, ${jobs.id} as job_id, ${jobs.nome} as job_name,
        ${engagements.workerId} as worker_id, ${names.nome} as nome, ${names.cognome} as cognome,
        ${engagements.dayRateCents} as day_rate_cents, ${jobs.dailyHours}::int as daily_hours,
        ${jobs.overtimeUpliftPercent}::int as overtime_uplift_percent, ${jobs.kmAllowanceCents} as km_allowance_cents,
        days.day, coalesce(days.has_hours, false) as has_hours, coalesce(days.worked, 0) as worked,
        coalesce(days.holiday, 0) as holiday, coalesce(days.leave, 0) as leave,
        coalesce(days.hours_approved, false) as hours_approved, coalesce(days.has_car, false) as has_car,
        coalesce(days.km, 0) as km, coalesce(days.fuel_cents, 0) as fuel_cents,
        coalesce(days.car_approved, false) as car_approved
      from ${jobs}
      join ${engagements} on ${engagements.jobId} = ${jobs.id}
      left join ${users} on ${users.id} = ${engagements.workerId}
      left join ${profiles} on ${profiles.userId} = ${engagements.workerId}
      ${join} ${SENT_DAYS} days on days.engagement_id = ${engagements.id} and ${daysWhere}
      where ${where}
      order by ${engagements.startsOn}, ${engagements.id}, days.day`;
    const { rows } = (await db.execute(query)) as unknown as { rows: CostRow[] };
    const found = new Map<number, CostEngagement>();
    for (const row of rows) {
      const id = Number(row.id);
      let engagement = found.get(id);
      if (!engagement) {
        engagement = {
          id,
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
        };
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

  /** The cost sheet's line of an engagement. */
  const costLineOf = (engagement: CostEngagement, deletedName: string): CostLine => {
    const figures: Figures & { totaleApprovato: number } = lineOf(engagement.terms, engagement.days);
    return {
      id_Ingaggio: engagement.id,
      userId: engagement.workerId,
      nome: engagement.workerId === null ? deletedName : (engagement.nome ?? ''),
      cognome: engagement.workerId === null ? '' : engagement.cognome,
      tariffaGiornaliera: engagement.terms.dayRateCents,
      ...figures,
    };
  };

  /**
   * The owner's live job's engagements that cost something or may: the accepted ones, and any other
   * with sent days (withdrawn after working). Another user's job, or a deleted one: 404.
   */
  async function ofJob(ownerId: number, jobId: number) {
    const [job] = await db
      .select({ id: jobs.id, nome: jobs.nome, startsOn: jobs.startsOn, endsOn: jobs.endsOn })
      .from(jobs)
      .where(sql`${jobs.id} = ${jobId} and ${jobs.ownerId} = ${ownerId} and ${jobs.deletedAt} is null`);
    if (!job) throw new NotFound();
    const found = await costEngagements(
      sql`${jobs.id} = ${job.id} and (${engagements.state} = ${ENGAGEMENT_STATE.accepted} or days.day is not null)`,
      'left',
    );
    return { job, engagements: found };
  }

  return {
    /** The job and its engagements with their days, for the CSV's and the PDF's rows. */
    ofJob,

    /** GET /api/Jobs/Costi/{idJob}: one line per engagement, and their sums. */
    async jobCosts(ownerId: number, jobId: number, deletedName: string): Promise<JobCosts> {
      const { job, engagements: found } = await ofJob(ownerId, jobId);
      const righe = found.map((engagement) => costLineOf(engagement, deletedName));
      return { id_Job: job.id, righe, ...totalsOf(righe) };
    },

    costLineOf,

    /**
     * GET /api/Ingaggi/Compensi?anno=YYYY: the worker's months of the year that have sent days, each
     * engagement's part a line of its own (rounded once, as on the cost sheet), months in order.
     */
    async earnings(workerId: number, year: number): Promise<Earnings> {
      const from = `${year}-01-01`;
      const to = `${year}-12-31`;
      const found = await costEngagements(
        sql`${engagements.workerId} = ${workerId}`,
        'inner',
        sql`days.day between ${from} and ${to}`,
      );
      const months = new Map<string, Earnings['mesi'][number]>();
      for (const engagement of found) {
        const byMonth = new Map<string, CostDay[]>();
        for (const day of engagement.days) {
          const month = day.day.slice(0, 7);
          byMonth.set(month, [...(byMonth.get(month) ?? []), day]);
        }
        for (const [month, days] of byMonth) {
          const line = lineOf(engagement.terms, days);
          const entry = months.get(month) ?? { mese: month, totale: 0, totaleApprovato: 0, ingaggi: [] };
          entry.ingaggi.push({
            id_Ingaggio: engagement.id,
            id_Job: engagement.jobId,
            nome: engagement.jobName,
            totale: line.totale,
            totaleApprovato: line.totaleApprovato,
          });
          months.set(month, entry);
        }
      }
      const mesi = [...months.values()]
        .sort((a, b) => a.mese.localeCompare(b.mese))
        .map((month) => ({ ...month, ...totalsOf(month.ingaggi) }));
      return { anno: year, mesi };
    },
  };
}

export type CostsService = ReturnType<typeof createCostsService>;
