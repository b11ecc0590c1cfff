import { failures, valid } from '../../__tests__/schemaFailures';
import { datiFiscaliSchema } from '../fiscal';

describe('tab 7: fiscal data', () => {
  it('needs a whole taxable income', () => {
    expect(failures(datiFiscaliSchema, {})).toEqual({ imponibileFiscale: 'validation.profile.taxableIncome.required' });
    expect(failures(datiFiscaliSchema, { imponibileFiscale: '1000.5' })).toEqual({
      imponibileFiscale: 'validation.profile.taxableIncome.integer',
    });
    expect(valid(datiFiscaliSchema, { imponibileFiscale: '32000' })).toEqual({ imponibileFiscale: 32000 });
  });
});
