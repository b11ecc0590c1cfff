import { readFileSync } from 'node:fs';
import path from 'node:path';
import english from '../../../locales/en.json';
import italian from '../../../locales/it.json';
import {
  MONEY_REFUSALS,
  centsOfEuros,
  formatMoney,
  formatMoneyFigure,
  formatWholeNumber,
  readMoney,
  wholeEurosOf,
} from '../money';
import { messageIdsOf } from './schemaFailures';

describe('formatMoney: the one way money is written (product.md §1.9)', () => {
  it('writes Italian money with the euro prefix, . for every thousand (four-digit amounts too) and , for the cents', () => {
    expect(formatMoney('it', 1850)).toBe('€ 18,50');
    expect(formatMoney('it', 990)).toBe('€ 9,90');
    expect(formatMoney('it', 185000)).toBe('€ 1.850,00');
    expect(formatMoney('it', 123456789)).toBe('€ 1.234.567,89');
    expect(formatMoney('it', 5)).toBe('€ 0,05');
    expect(formatMoney('it', 0)).toBe('€ 0,00');
  });

  it('writes English money with the euro prefix, , for thousands and . for the cents', () => {
    expect(formatMoney('en', 1850)).toBe('€18.50');
    expect(formatMoney('en', 185000)).toBe('€1,850.00');
    expect(formatMoney('en', 123456789)).toBe('€1,234,567.89');
  });

  it('keeps a minus sign, and gives the figure alone for an input to show', () => {
    expect(formatMoney('it', -1850)).toBe('€ -18,50');
    expect(formatMoneyFigure('it', 185050)).toBe('1.850,50');
    expect(formatMoneyFigure('en', 185050)).toBe('1,850.50');
  });

  it('writes whole numbers grouped from four digits, as whole euro fields and kilometres show them', () => {
    expect(formatWholeNumber('it', 1280)).toBe('1.280');
    expect(formatWholeNumber('en', 1280)).toBe('1,280');
    expect(formatWholeNumber('it', 35000)).toBe('35.000');
    expect(formatWholeNumber('en', 1234567)).toBe('1,234,567');
    expect(formatWholeNumber('it', 999)).toBe('999');
    expect(formatWholeNumber('it', -1850)).toBe('-1.850');
  });

  it('turns cents into whole euro half up, and plan prices into cents', () => {
    expect([wholeEurosOf(1849), wholeEurosOf(1850), wholeEurosOf(1851), wholeEurosOf(0), wholeEurosOf(50)]).toEqual([
      18, 19, 19, 0, 1,
    ]);
    expect(centsOfEuros(19.9)).toBe(1990);
    expect(centsOfEuros(1234.5)).toBe(123450);
  });
});

describe('readMoney: an amount as typed, in cents', () => {
  it.each([
    ['18,50', 1850],
    ['18.50', 1850],
    ['18,5', 1850],
    ['18.5', 1850],
    [' 18 ', 1800],
    ['0', 0],
    ['0,05', 5],
    ['1.234,50', 123450],
    ['1,234.50', 123450],
    ['1.234.567', 123456700],
    ['1,234,567.8', 123456780],
    ['+7', 700],
    ['-3', -300],
    ['-18,50', -1850],
  ])('reads %p as %p cents in both languages', (typed, cents) => {
    expect(readMoney(typed, 'it')).toEqual({ cents });
    expect(readMoney(typed, 'en')).toEqual({ cents });
  });

  it("reads a lone mark before three digits as the thousands mark of the page's language, and refuses the other", () => {
    expect(readMoney('35.000', 'it')).toEqual({ cents: 3500000 });
    expect(readMoney('1.850', 'it')).toEqual({ cents: 185000 });
    expect(readMoney('-1.850', 'it')).toEqual({ cents: -185000 });
    expect(readMoney('35,000', 'en')).toEqual({ cents: 3500000 });
    expect(readMoney('1,850', 'en')).toEqual({ cents: 185000 });
    // The other language's mark could be either: off by a thousand one way or the other.
    expect(readMoney('35,000', 'it')).toEqual({ refusal: MONEY_REFUSALS.ambiguous });
    expect(readMoney('18,505', 'it')).toEqual({ refusal: MONEY_REFUSALS.ambiguous });
    expect(readMoney('35.000', 'en')).toEqual({ refusal: MONEY_REFUSALS.ambiguous });
  });

  it.each([
    ['18,5050', MONEY_REFUSALS.decimals],
    ['1,234.567', MONEY_REFUSALS.decimals],
    ['1.234.56', MONEY_REFUSALS.invalid],
    ['1,234,50', MONEY_REFUSALS.invalid],
    ['12.34,50', MONEY_REFUSALS.invalid],
    ['12,3456.78', MONEY_REFUSALS.invalid],
    ['18,', MONEY_REFUSALS.invalid],
    [',50', MONEY_REFUSALS.invalid],
    ['18 50', MONEY_REFUSALS.invalid],
    ['€ 18', MONEY_REFUSALS.invalid],
    ['1e3', MONEY_REFUSALS.invalid],
    ['abc', MONEY_REFUSALS.invalid],
  ])('refuses %p rather than guess, in both languages (%s)', (typed, refusal) => {
    expect(readMoney(typed, 'it')).toEqual({ refusal });
    expect(readMoney(typed, 'en')).toEqual({ refusal });
  });

  it('leaves an empty text to the field\'s "required" rule', () => {
    expect(readMoney('', 'it')).toBeNull();
    expect(readMoney('   ', 'en')).toBeNull();
  });

  it('names only messages both locales hold', () => {
    const ids = messageIdsOf(readFileSync(path.join(__dirname, '..', 'money.ts'), 'utf8'));
    expect(ids).toHaveLength(3);
    expect(ids.filter((id) => !(id in italian) || !(id in english))).toEqual([]);
  });
});
