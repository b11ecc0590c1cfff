import * as yup from 'yup';
import { failures } from './schemaFailures';
import { isFromToday, isUntilToday } from '../dates';
import { dateField, fromToday, untilToday } from '../fields';

const today = '2030-05-10';

describe('days bounded by today', () => {
  it('answers the picker and the schema alike: the bound day is allowed, the day beyond it is not', () => {
    expect([isFromToday('2030-05-09', today), isFromToday(today, today), isFromToday('2030-05-11', today)]).toEqual([
      false,
      true,
      true,
    ]);
    expect([isUntilToday('2030-05-09', today), isUntilToday(today, today), isUntilToday('2030-05-11', today)]).toEqual([
      true,
      true,
      false,
    ]);
    const schema = yup.object({
      expiry: dateField().test(
        'from-today',
        'past',
        fromToday(() => today),
      ),
      birth: dateField().test(
        'until-today',
        'future',
        untilToday(() => today),
      ),
    });
    expect(failures(schema, { expiry: '2030-05-09', birth: '2030-05-11' })).toEqual({
      expiry: 'past',
      birth: 'future',
    });
    expect(failures(schema, { expiry: today, birth: today })).toEqual({});
  });

  it('leaves a missing or malformed day to its own rule', () => {
    for (const value of [null, undefined, '2030-02-30']) {
      expect(isFromToday(value, today)).toBe(true);
      expect(isUntilToday(value, today)).toBe(true);
    }
  });
});
