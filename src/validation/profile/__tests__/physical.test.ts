import { failures, valid } from '../../../testing/schemaFailures';
import { datiFisiciSchema, kgToLbs, lbsToKg } from '../physical';

describe('tab 4: physical data', () => {
  it('takes whole numbers in range, weight in kilograms or, for the English form, pounds', () => {
    expect(failures(datiFisiciSchema(), { altezza: 30, peso: 500, numeroScarpe: 42.5 })).toEqual({
      altezza: 'validation.profile.height.range',
      peso: 'validation.profile.weight.rangeKg',
      numeroScarpe: 'validation.number.integer',
    });
    expect(failures(datiFisiciSchema('lbs'), { peso: 500 })).toEqual({});
    expect(valid(datiFisiciSchema(), { altezza: '180', peso: '', tagliaVestiti: 3 })).toMatchObject({ altezza: 180, peso: null, tagliaVestiti: 3 });
  });

  it('converts weight between kilograms and pounds', () => {
    expect(kgToLbs(80)).toBe(176);
    expect(lbsToKg(176)).toBe(80);
  });
});
