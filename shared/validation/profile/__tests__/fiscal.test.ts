import { readFileSync } from 'node:fs';
import path from 'node:path';
import english from '../../../../locales/en.json';
import italian from '../../../../locales/it.json';
import { failures, messageIdsOf, valid } from '../../__tests__/schemaFailures';
import { datiFiscaliFormSchema, datiFiscaliSchema } from '../fiscal';

const INTEGER = 'validation.profile.taxableIncome.integer';

describe('tab 7: fiscal data', () => {
  it('needs a whole taxable income on the wire, a decimal refused rather than rounded', () => {
    expect(failures(datiFiscaliSchema, {})).toEqual({ imponibileFiscale: 'validation.profile.taxableIncome.required' });
    expect(failures(datiFiscaliSchema, { imponibileFiscale: '1000.5' })).toEqual({ imponibileFiscale: INTEGER });
    expect(failures(datiFiscaliSchema, { imponibileFiscale: 1000.5 })).toEqual({ imponibileFiscale: INTEGER });
    expect(valid(datiFiscaliSchema, { imponibileFiscale: '32000' })).toEqual({ imponibileFiscale: 32000 });
    expect(valid(datiFiscaliSchema, { imponibileFiscale: 0 })).toEqual({ imponibileFiscale: 0 });
  });

  it("refuses a grouped figure on the wire instead of reading '35.000' as 35", () => {
    expect(failures(datiFiscaliSchema, { imponibileFiscale: '35.000' })).toEqual({ imponibileFiscale: INTEGER });
    expect(failures(datiFiscaliSchema, { imponibileFiscale: '-3' })).toEqual({
      imponibileFiscale: 'validation.profile.taxableIncome.range',
    });
  });

  it.each([
    ['it', '35.000', 35000],
    ['it', '35000', 35000],
    ['it', '1.234.567', 1234567],
    ['it', '35.000,00', 35000],
    ['en', '35,000', 35000],
    ['en', '35,000.00', 35000],
    ['en', '1,234,567', 1234567],
  ] as const)('the form in %s reads %p as %p euros', (language, typed, euros) => {
    expect(valid(datiFiscaliFormSchema(language), { imponibileFiscale: typed })).toEqual({ imponibileFiscale: euros });
  });

  it.each([
    ['it', '35.000,50', INTEGER],
    ['en', '35,000.50', INTEGER],
    ['it', '1500,5', INTEGER],
    ['en', '1500.5', INTEGER],
    ['it', '35.000,505', INTEGER],
    ['it', '35,000', 'validation.money.ambiguous'],
    ['en', '35.000', 'validation.money.ambiguous'],
    ['it', '-3', 'validation.profile.taxableIncome.range'],
    ['it', '1.000.000.000', 'validation.profile.taxableIncome.range'],
    ['it', 'trentacinquemila', 'validation.money.invalid'],
    ['en', '', 'validation.profile.taxableIncome.required'],
  ] as const)('the form in %s refuses %p with %s', (language, typed, message) => {
    expect(failures(datiFiscaliFormSchema(language), { imponibileFiscale: typed })).toEqual({
      imponibileFiscale: message,
    });
  });

  it('names only messages both locales hold', () => {
    const ids = messageIdsOf(readFileSync(path.join(__dirname, '..', 'fiscal.ts'), 'utf8'));
    expect(ids).toHaveLength(3);
    expect(ids.filter((id) => !(id in italian) || !(id in english))).toEqual([]);
  });
});
