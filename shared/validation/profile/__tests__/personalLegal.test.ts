import { failures, valid } from '../../__tests__/schemaFailures';
import { datiPersonaliGiuridiciSchema } from '../personalLegal';

describe('tab 2: personal and legal data', () => {
  it('keeps two upper-case letters of each province and only digits in postal codes', () => {
    expect(
      valid(datiPersonaliGiuridiciSchema, {
        provinciaNascita: 'na',
        provinciaResidenza: 'Milano',
        capResidenza: '20121',
        cittaDomicilio: '',
      }),
    ).toMatchObject({
      provinciaNascita: 'NA',
      provinciaResidenza: 'MI',
      capResidenza: '20121',
      cittaDomicilio: null,
    });
    expect(failures(datiPersonaliGiuridiciSchema, { capResidenza: '20A21', capDomicilio: '00-100' })).toEqual({
      capResidenza: 'validation.profile.postalCode.invalid',
      capDomicilio: 'validation.profile.postalCode.invalid',
    });
  });
});
