import { failures, valid } from '../../__tests__/schemaFailures';
import { datiBancariSchema } from '../bank';

describe('tab 8: bank data', () => {
  it('needs a real IBAN and a bank name; a BIC is optional but must be valid', () => {
    expect(
      valid(datiBancariSchema, {
        iban: 'it60 x054 2811 1010 0000 0123 456',
        nomeBanca: 'Banca Popolare',
        swiftCode: '',
      }),
    ).toEqual({
      iban: 'IT60X0542811101000000123456',
      nomeBanca: 'Banca Popolare',
      swiftCode: null,
    });
    expect(failures(datiBancariSchema, { iban: 'IT60X0542811101000000123457', swiftCode: 'BPM' })).toEqual({
      iban: 'validation.profile.iban.invalid',
      nomeBanca: 'validation.profile.bankName.required',
      swiftCode: 'validation.profile.bic.invalid',
    });
    expect(
      failures(datiBancariSchema, { iban: 'IT60X0542811101000000123456', nomeBanca: 'B', swiftCode: 'bpmoit22xxx' }),
    ).toEqual({});
  });
});
