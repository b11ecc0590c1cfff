import { addDays } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import { carSheets, timeReports } from '../../../src/db/schema';
import { type CostDay, type Terms, lineOf } from '../../../src/modules/costs/arithmetic';
import {
  answer,
  call,
  createJob,
  crewMember,
  markAvailable,
  masterClient,
  requestEngagement,
} from '../../helpers/engagements';
import { NOW } from '../../helpers/sheets';
import { type TestApp, buildTestApp } from '../../helpers/testApp';

/**
 * The database adds up a job's costs and a worker's earnings (product.md §4.20, the cost sheet's
 * query reads a line per engagement, not a row per day): over varied days across two months, with
 * time reports and car sheets alone or together, approved, waiting, rejected and never sent, and
 * terms whose overtime does not divide evenly, its figures are the arithmetic's over the same days.
 */

const TERMS: Terms = { dayRateCents: 10001, dailyHours: 7, overtimeUpliftPercent: 33, kmAllowanceCents: 37 };
const DAYS = 40;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: NOW });
});
afterAll(() => t.close());

/** A small fixed pseudo-random sequence (mulberry32: the same days every run). */
function sequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) % below;
  };
}

it("answers the arithmetic's figures over the days, per engagement and per month", async () => {
  const today = t.clock.today();
  const client = await masterClient(t.app, 'en');
  const worker = await crewMember(t.app, today, 'advanced', 'en');
  const job = await createJob(t.app, client, today, {
    tariffaGiornaliera: TERMS.dayRateCents,
    oreGiornaliere: TERMS.dailyHours,
    maggiorazioneStraordinario: TERMS.overtimeUpliftPercent,
    rimborsoKm: TERMS.kmAllowanceCents,
    dataInizio: today,
    dataFine: addDays(today, DAYS + 5),
  });
  await markAvailable(t.app, worker, today, today, addDays(today, DAYS));
  const engagementId = await requestEngagement(t.app, client, worker, job.id_Job, today, addDays(today, DAYS));
  await answer(t.app, worker, engagementId, ENGAGEMENT_STATE.accepted);

  // The records written straight in: what the sends and reviews leave behind.
  const next = sequence(7);
  const at = new Date(NOW);
  const sentDays: CostDay[] = [];
  const hours: (typeof timeReports.$inferInsert)[] = [];
  const cars: (typeof carSheets.$inferInsert)[] = [];
  const fate = () => (['approvato', 'inviato', 'inviato', 'respinto', 'da_inviare'] as const)[next(5)];
  const fields = (state: ReturnType<typeof fate>) => ({
    sentAt: state === 'approvato' || state === 'inviato' ? at : null,
    review: state === 'approvato' || state === 'respinto' ? state : null,
    createdAt: at,
    updatedAt: at,
  });
  for (let offset = 0; offset < DAYS; offset += 1) {
    const day = addDays(today, offset);
    const kinds = next(4); // 0 nothing, 1 hours, 2 car, 3 both
    const day_: CostDay = { day, hours: null, car: null };
    if (kinds === 1 || kinds === 3) {
      const state = fate();
      const worked = next(4) === 0 ? 0 : 1 + next(14);
      const holiday = worked === 0 ? next(9) : 0;
      const leave = next(3);
      hours.push({ engagementId, day, worked, holiday, leave, ...fields(state) });
      if (state === 'approvato' || state === 'inviato')
        day_.hours = { worked, holiday, leave, approved: state === 'approvato' };
    }
    if (kinds === 2 || kinds === 3) {
      const state = fate();
      const km = next(500);
      const fuelCents = next(20_000);
      cars.push({
        engagementId,
        day,
        routes: 'Milano - Torino',
        km,
        model: 'Fiat Panda',
        plate: 'AB123CD',
        fuelCostCents: fuelCents,
        ...fields(state),
      });
      if (state === 'approvato' || state === 'inviato') day_.car = { km, fuelCents, approved: state === 'approvato' };
    }
    if (day_.hours || day_.car) sentDays.push(day_);
  }
  await t.database.db.insert(timeReports).values(hours);
  await t.database.db.insert(carSheets).values(cars);
  expect(sentDays.some((day) => day.day.slice(0, 7) !== today.slice(0, 7))).toBe(true);

  const {
    id_Ingaggio: _,
    userId: __,
    nome: ___,
    cognome: ____,
    tariffaGiornaliera,
    ...figures
  } = (await call(t.app, client, 'GET', `/api/Jobs/Costi/${job.id_Job}`)).json().data.righe[0];
  expect(tariffaGiornaliera).toBe(TERMS.dayRateCents);
  expect(figures).toEqual(lineOf(TERMS, sentDays));

  const months = [...new Set(sentDays.map((day) => day.day.slice(0, 7)))].sort();
  const earnings = (await call(t.app, worker, 'GET', `/api/Ingaggi/Compensi?anno=${today.slice(0, 4)}`)).json().data;
  expect(earnings.mesi).toEqual(
    months.map((mese) => {
      const line = lineOf(
        TERMS,
        sentDays.filter((day) => day.day.startsWith(mese)),
      );
      const totals = { totale: line.totale, totaleApprovato: line.totaleApprovato };
      return {
        mese,
        ...totals,
        ingaggi: [{ id_Ingaggio: engagementId, id_Job: job.id_Job, nome: 'Spot Milano', ...totals }],
      };
    }),
  );
});
