import { failures, valid } from '../../__tests__/schemaFailures';
import { datiFisiciSchema, kgToLbs, lbsToKg, weightShownIn, weightTypedIn } from '../physical';

describe('tab 4: physical data', () => {
  it('takes whole numbers in range, weight in kilograms or, for the English form, pounds', () => {
    expect(failures(datiFisiciSchema(), { altezza: 30, peso: 500, numeroScarpe: 42.5 })).toEqual({
      altezza: 'validation.profile.height.range',
      peso: 'validation.profile.weight.rangeKg',
      numeroScarpe: 'validation.profile.shoeSize.whole',
    });
    expect(failures(datiFisiciSchema('lbs'), { peso: 500 })).toEqual({});
    expect(valid(datiFisiciSchema(), { altezza: '180', peso: '', tagliaVestiti: 3 })).toMatchObject({
      altezza: 180,
      peso: null,
      tagliaVestiti: 3,
    });
  });

  it("reads each measure as typed: a decimal in either mark is refused in the field's words, a minus sign kept for the range", () => {
    expect(failures(datiFisiciSchema('kg'), { peso: '7,5', altezza: '175.5', numeroScarpe: '42,5' })).toEqual({
      peso: 'validation.profile.weight.wholeKg',
      altezza: 'validation.profile.height.whole',
      numeroScarpe: 'validation.profile.shoeSize.whole',
    });
    expect(failures(datiFisiciSchema('lbs'), { peso: '150.5', pesoLbs: 150.5 })).toEqual({
      peso: 'validation.profile.weight.wholeLbs',
      pesoLbs: 'validation.profile.weight.wholeLbs',
    });
    expect(failures(datiFisiciSchema('kg'), { peso: '-3', altezza: '1.000', numeroScarpe: '4 2' })).toEqual({
      peso: 'validation.profile.weight.rangeKg',
      altezza: 'validation.profile.height.whole',
      numeroScarpe: 'validation.number.invalid',
    });
    expect(valid(datiFisiciSchema('kg'), { peso: ' 75 ', altezza: '+180', numeroScarpe: '' })).toMatchObject({
      peso: 75,
      altezza: 180,
      numeroScarpe: null,
    });
  });

  it('converts weight between kilograms and pounds', () => {
    expect(kgToLbs(80)).toBe(176);
    expect(lbsToKg(176)).toBe(80);
  });

  it('gives back every whole pound value typed, 1 to 700, and the kilograms derived from it', () => {
    const pounds = Array.from({ length: 700 }, (_, index) => index + 1);
    const readBack = pounds.map((lbs) => weightShownIn('lbs', weightTypedIn('lbs', lbs)));
    expect(readBack).toEqual(pounds);
    expect(weightTypedIn('lbs', 200)).toEqual({ peso: 91, pesoLbs: 200 });
    expect(weightShownIn('kg', weightTypedIn('lbs', 200))).toBe(91);
  });

  it('gives back every whole kilogram typed, and shows it in pounds when none were typed', () => {
    const kilograms = Array.from({ length: 300 }, (_, index) => index + 1);
    expect(kilograms.map((kg) => weightShownIn('kg', weightTypedIn('kg', kg)))).toEqual(kilograms);
    expect(weightTypedIn('kg', 80)).toEqual({ peso: 80, pesoLbs: null });
    expect(weightShownIn('lbs', { peso: 80, pesoLbs: null })).toBe(176);
    expect(weightShownIn('lbs', weightTypedIn('lbs', null))).toBeNull();
  });

  it('bounds the pounds sent beside the kilograms by the same range', () => {
    expect(failures(datiFisiciSchema(), { peso: 91, pesoLbs: 700 })).toEqual({
      pesoLbs: 'validation.profile.weight.rangeLbs',
    });
    expect(valid(datiFisiciSchema(), { peso: 91, pesoLbs: 200 })).toMatchObject({ peso: 91, pesoLbs: 200 });
  });
});
