/**
 * What a job costs, in integer euro cents, in this one module (product.md §4.20, docs/decisions.md
 * "Money and numbers"):
 * - a day with hours worked counts one day at the engagement's day rate; the hours beyond the
 *   job's ordinary hours are overtime, paid per hour at rate ÷ ordinary hours × (100 + uplift) ÷ 100;
 *   holiday and leave hours are listed, not paid;
 * - the mileage allowance is km × the job's allowance per km; fuel is the cents the car sheets carry;
 * - the one division, overtime's, is rounded half up once per line (never per hour or day), on
 *   exact integers, so no float reaches a figure; a total is the sum of its lines.
 */

/** The terms a line is paid on: the engagement's day rate and the job's other terms. */
export interface Terms {
  dayRateCents: number;
  dailyHours: number;
  overtimeUpliftPercent: number;
  kmAllowanceCents: number;
}

/** One sent day of an engagement: its time report and its car sheet, either absent, each approved or not. */
export interface CostDay {
  day: string;
  hours: { worked: number; holiday: number; leave: number; approved: boolean } | null;
  car: { km: number; fuelCents: number; approved: boolean } | null;
}

/** A line's figures, as the cost sheet names them. */
export interface Figures {
  giorni: number;
  oreOrdinarie: number;
  oreStraordinario: number;
  oreFerie: number;
  orePermessi: number;
  compenso: number;
  km: number;
  rimborsoChilometrico: number;
  carburante: number;
  totale: number;
}

/** numerator ÷ denominator rounded half up, for non-negative integers, exactly (BigInt: no float on the way). */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || numerator < 0 || denominator <= 0)
    throw new RangeError(`not a non-negative integer division: ${numerator} / ${denominator}`);
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  return Number((2n * n + d) / (2n * d));
}

/** What a line's figures are computed from: the days' counts and sums (the database may add them up). */
export interface Sums {
  giorni: number;
  oreOrdinarie: number;
  oreStraordinario: number;
  oreFerie: number;
  orePermessi: number;
  km: number;
  carburante: number;
}

/** The counts and sums of some days on some terms: `approvedOnly` counts each record only when approved. */
export function sumsOf(terms: Terms, days: readonly CostDay[], approvedOnly = false): Sums {
  const sums: Sums = {
    giorni: 0,
    oreOrdinarie: 0,
    oreStraordinario: 0,
    oreFerie: 0,
    orePermessi: 0,
    km: 0,
    carburante: 0,
  };
  for (const { hours, car } of days) {
    if (hours && (hours.approved || !approvedOnly)) {
      if (hours.worked > 0) sums.giorni += 1;
      sums.oreOrdinarie += Math.min(hours.worked, terms.dailyHours);
      sums.oreStraordinario += Math.max(hours.worked - terms.dailyHours, 0);
      sums.oreFerie += hours.holiday;
      sums.orePermessi += hours.leave;
    }
    if (car && (car.approved || !approvedOnly)) {
      sums.km += car.km;
      sums.carburante += car.fuelCents;
    }
  }
  return sums;
}

/** A line's figures from its sums: the one rounding, overtime's, once. */
export function figuresOfSums(terms: Terms, sums: Sums): Figures {
  const overtimePay = divideHalfUp(
    sums.oreStraordinario * terms.dayRateCents * (100 + terms.overtimeUpliftPercent),
    terms.dailyHours * 100,
  );
  const compenso = sums.giorni * terms.dayRateCents + overtimePay;
  const rimborsoChilometrico = sums.km * terms.kmAllowanceCents;
  return {
    ...sums,
    compenso,
    rimborsoChilometrico,
    totale: compenso + rimborsoChilometrico + sums.carburante,
  };
}

/** The figures of some days on some terms: `approvedOnly` counts each record only when approved. */
export function figuresOf(terms: Terms, days: readonly CostDay[], approvedOnly = false): Figures {
  return figuresOfSums(terms, sumsOf(terms, days, approvedOnly));
}

/** A line from the sums of its sent days and of its approved records. */
export function lineOfSums(terms: Terms, sent: Sums, approved: Sums): Figures & { totaleApprovato: number } {
  return { ...figuresOfSums(terms, sent), totaleApprovato: figuresOfSums(terms, approved).totale };
}

/** A line: the figures of its sent days, and the total of its approved records only. */
export function lineOf(terms: Terms, days: readonly CostDay[]): Figures & { totaleApprovato: number } {
  return lineOfSums(terms, sumsOf(terms, days), sumsOf(terms, days, true));
}

/** The totals of some lines: their sums, nothing rounded again. */
export function totalsOf(lines: readonly { totale: number; totaleApprovato: number }[]) {
  return {
    totale: lines.reduce((sum, line) => sum + line.totale, 0),
    totaleApprovato: lines.reduce((sum, line) => sum + line.totaleApprovato, 0),
  };
}
