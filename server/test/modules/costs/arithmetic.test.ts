import fc from 'fast-check';
import {
  type CostDay,
  type Terms,
  divideHalfUp,
  figuresOf,
  lineOf,
  totalsOf,
} from '../../../src/modules/costs/arithmetic';
import { WORKED_EXAMPLE_PENDING } from '@shared/validation/__tests__/workedExample';

/** The cost arithmetic (product.md §4.20): integer cents, rounded half up once per line, totals the sums of lines. */

const WORKED_EXAMPLE_TERMS: Terms = {
  dayRateCents: 24000,
  dailyHours: 8,
  overtimeUpliftPercent: 25,
  kmAllowanceCents: 40,
};
const tenHours = (approved: boolean): CostDay => ({
  day: '2026-05-15',
  hours: { worked: 10, holiday: 0, leave: 0, approved },
  car: { km: 100, fuelCents: 1850, approved },
});

describe('the worked example', () => {
  it('is one day at the rate, two hours of overtime, the mileage and the fuel', () => {
    expect(lineOf(WORKED_EXAMPLE_TERMS, [tenHours(false)])).toEqual(WORKED_EXAMPLE_PENDING);
    expect(lineOf(WORKED_EXAMPLE_TERMS, [tenHours(true)]).totaleApprovato).toBe(37350);
  });

  it('counts an approved time report without its car sheet, and lists holiday and leave unpaid', () => {
    const day: CostDay = {
      day: '2026-05-16',
      hours: { worked: 0, holiday: 4, leave: 4, approved: true },
      car: { km: 10, fuelCents: 0, approved: false },
    };
    expect(lineOf(WORKED_EXAMPLE_TERMS, [tenHours(true), day])).toMatchObject({
      giorni: 1,
      oreFerie: 4,
      orePermessi: 4,
      compenso: 31500,
      totale: 37350 + 400,
      totaleApprovato: 37350,
    });
  });
});

describe('rounding', () => {
  it('rounds half up, exactly', () => {
    expect([divideHalfUp(5, 10), divideHalfUp(4, 10), divideHalfUp(15, 10), divideHalfUp(0, 7)]).toEqual([1, 0, 2, 0]);
    // 1 hour at 10001 cents over 8 hours with 25 %: 1562.65625, once per line.
    expect(
      figuresOf({ dayRateCents: 10001, dailyHours: 8, overtimeUpliftPercent: 25, kmAllowanceCents: 0 }, [
        { day: '2026-01-01', hours: { worked: 9, holiday: 0, leave: 0, approved: false }, car: null },
      ]).compenso,
    ).toBe(10001 + 1563);
  });

  it('refuses what is not a non-negative integer division', () => {
    expect(() => divideHalfUp(1.5, 2)).toThrow(RangeError);
    expect(() => divideHalfUp(1, 0)).toThrow(RangeError);
  });
});

const terms = fc.record({
  dayRateCents: fc.integer({ min: 0, max: 10_000_000 }),
  dailyHours: fc.integer({ min: 1, max: 24 }),
  overtimeUpliftPercent: fc.integer({ min: 0, max: 200 }),
  kmAllowanceCents: fc.integer({ min: 0, max: 10_000 }),
});
const costDay: fc.Arbitrary<CostDay> = fc.record({
  day: fc.constant('2026-05-15'),
  hours: fc.option(
    fc
      .tuple(fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 24 }))
      .filter(([worked, holiday, leave]) => worked + holiday + leave <= 24)
      .chain(([worked, holiday, leave]) => fc.boolean().map((approved) => ({ worked, holiday, leave, approved }))),
  ),
  car: fc.option(
    fc.record({
      km: fc.integer({ min: 0, max: 2000 }),
      fuelCents: fc.integer({ min: 0, max: 1_000_000 }),
      approved: fc.boolean(),
    }),
  ),
});
const engagement = fc.record({ terms, days: fc.array(costDay, { maxLength: 60 }) });

describe('properties', () => {
  it("a job's totals are the sums of its lines, every figure a safe integer, approved never above the total", () => {
    fc.assert(
      fc.property(fc.array(engagement, { maxLength: 12 }), (engagements) => {
        const lines = engagements.map((one) => lineOf(one.terms, one.days));
        const totals = totalsOf(lines);
        for (const line of lines) {
          for (const value of Object.values(line)) expect(Number.isSafeInteger(value)).toBe(true);
          expect(line.totale).toBe(line.compenso + line.rimborsoChilometrico + line.carburante);
          expect(line.totaleApprovato).toBeGreaterThanOrEqual(0);
          expect(line.totaleApprovato).toBeLessThanOrEqual(line.totale);
        }
        expect(totals.totale).toBe(lines.reduce((sum, line) => sum + line.totale, 0));
        expect(totals.totaleApprovato).toBe(lines.reduce((sum, line) => sum + line.totaleApprovato, 0));
        expect(Number.isSafeInteger(totals.totale) && Number.isSafeInteger(totals.totaleApprovato)).toBe(true);
      }),
    );
  });

  it('overtime pay is within half a cent of the exact rational, and all approved equals the total', () => {
    fc.assert(
      fc.property(engagement, ({ terms: t, days }) => {
        const line = figuresOf(t, days);
        const exact = (line.oreStraordinario * t.dayRateCents * (100 + t.overtimeUpliftPercent)) / (t.dailyHours * 100);
        expect(Math.abs(line.compenso - line.giorni * t.dayRateCents - exact)).toBeLessThanOrEqual(0.5);
        const approvedDays = days.map((day) => ({
          ...day,
          hours: day.hours && { ...day.hours, approved: true },
          car: day.car && { ...day.car, approved: true },
        }));
        const all = lineOf(t, approvedDays);
        expect(all.totaleApprovato).toBe(all.totale);
      }),
    );
  });
});
