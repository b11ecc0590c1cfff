import {
  isValidIban,
  joinRecapitoFatturaElettronica,
  normaliseFiscalCode,
  normalisePhone,
  normaliseProvince,
  splitRecapitoFatturaElettronica,
} from '../italianFormats';

describe('Italian formats', () => {
  it.each([
    ['333 123 4567', '+393331234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0033612345678', '+33612345678'],
    ['06-1234-5678', '+390612345678'],
    ['', ''],
  ])('phone %p becomes %p', (input, output) => expect(normalisePhone(input)).toBe(output));

  it('upper-cases fiscal codes and keeps two letters of a province', () => {
    expect(normaliseFiscalCode(' rssmra85t10a562s ')).toBe('RSSMRA85T10A562S');
    expect(normaliseProvince('mi')).toBe('MI');
    expect(normaliseProvince('Roma')).toBe('RO');
    expect(normaliseProvince('1')).toBe('');
  });

  it('checks IBANs by their mod-97 digits and their country length', () => {
    for (const iban of [
      'IT60X0542811101000000123456',
      'it60 x054 2811 1010 0000 0123 456',
      'DE89370400440532013000',
      'GB82WEST12345698765432',
      'FR1420041010050500013M02606',
    ]) {
      expect(isValidIban(iban)).toBe(true);
    }
    expect(isValidIban('IT61X0542811101000000123456')).toBe(false);
    expect(isValidIban('IT60X054281110100000012345')).toBe(false);
    expect(isValidIban('hello')).toBe(false);
  });

  it('joins and splits PEC and SDI on the last dash', () => {
    expect(joinRecapitoFatturaElettronica('studio-rossi@pec.it', 'abc1234')).toBe('studio-rossi@pec.it-ABC1234');
    expect(splitRecapitoFatturaElettronica('studio-rossi@pec.it-ABC1234')).toEqual({
      pec: 'studio-rossi@pec.it',
      sdi: 'ABC1234',
    });
    expect(splitRecapitoFatturaElettronica('rossi@pec.it-')).toEqual({ pec: 'rossi@pec.it', sdi: '' });
    expect(joinRecapitoFatturaElettronica('', '')).toBeNull();
  });
});
