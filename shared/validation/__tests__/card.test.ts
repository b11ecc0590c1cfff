import english from '../../../locales/en.json';
import italian from '../../../locales/it.json';
import {
  cardDigits,
  cardFormSchema,
  cardTokenFields,
  expiryProblem,
  isCardNumber,
  isCvc,
  parseExpiry,
  passesLuhn,
  savePaymentSchema,
} from '../card';

const now = new Date(2026, 4, 15); // 15 May 2026
const errorsOf = (values: object) => {
  try {
    cardFormSchema.validateSync(values, { abortEarly: false, context: { now } });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((e) => [e.path, e.message]));
  }
};

describe('card number', () => {
  it.each([
    '4242424242424242',
    '5555555555554444',
    '4000000000000002',
    '4000000000009995',
    '4000000000000069',
    '4000000000000127',
  ])('accepts the test card %s', (number) => expect(isCardNumber(number)).toBe(true));

  it('refuses a number failing the Luhn check, a short one and letters', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(isCardNumber('4242424242424241')).toBe(false);
    expect(isCardNumber('424242424242424')).toBe(false);
    expect(isCardNumber('42424242424242424')).toBe(false);
    expect(isCardNumber('4242x24242424242')).toBe(false);
  });

  it('removes the spaces of the mask', () => {
    expect(cardDigits('4242 4242 4242 4242')).toBe('4242424242424242');
  });
});

describe('card expiry', () => {
  it('reads MM/YY with the year in this century', () => {
    expect(parseExpiry('05/27')).toEqual({ month: 5, year: 2027 });
    expect(parseExpiry('5/27')).toBeNull();
    expect(parseExpiry('0527')).toBeNull();
  });

  it('is good through the last day of its month', () => {
    expect(expiryProblem(5, 2026, now)).toBeNull();
    expect(expiryProblem(1, 27, now)).toBeNull();
  });

  it('names what is wrong', () => {
    expect(expiryProblem(13, 2027, now)).toBe('month');
    expect(expiryProblem(0, 2027, now)).toBe('month');
    expect(expiryProblem(12, 2025, now)).toBe('yearPast');
    expect(expiryProblem(4, 2026, now)).toBe('past');
  });
});

describe('cardFormSchema', () => {
  const good = { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCVC: '123' };

  it('accepts a complete card and hands the provider its fields', () => {
    expect(errorsOf(good)).toEqual({});
    expect(cardTokenFields(cardFormSchema.validateSync(good, { context: { now } }))).toEqual({
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': '2030',
      'card[cvc]': '123',
    });
  });

  it('gives the messages of product.md §1.5', () => {
    expect(errorsOf({ cardNumber: '4242 4242 4242 4241', cardExpiry: '13/30', cardCVC: '12' })).toEqual({
      cardNumber: 'validation.card.number.invalid',
      cardExpiry: 'validation.card.expiry.month',
      cardCVC: 'validation.card.cvc.invalid',
    });
    expect(errorsOf({ ...good, cardExpiry: '12/25' })).toEqual({ cardExpiry: 'validation.card.expiry.yearPast' });
    expect(errorsOf({ ...good, cardExpiry: '04/26' })).toEqual({ cardExpiry: 'validation.card.expiry.past' });
    expect(errorsOf({ ...good, cardExpiry: '1230' })).toEqual({ cardExpiry: 'validation.card.expiry.invalid' });
    expect(errorsOf({})).toEqual({
      cardNumber: 'validation.card.number.invalid',
      cardExpiry: 'validation.card.expiry.invalid',
      cardCVC: 'validation.card.cvc.invalid',
    });
  });

  it('wants exactly 3 digits of CVC', () => {
    expect(isCvc('123')).toBe(true);
    expect(isCvc('1234')).toBe(false);
    expect(isCvc('12a')).toBe(false);
  });

  it('needs a token to save a card', () => {
    expect(() => savePaymentSchema.validateSync({ token: ' ' })).toThrow('validation.payment.token.required');
    expect(savePaymentSchema.validateSync({ token: ' tok_1 ' })).toEqual({ token: 'tok_1' });
  });

  it('has every message in both languages', () => {
    const ids = [
      'number.invalid',
      'expiry.invalid',
      'expiry.month',
      'expiry.yearPast',
      'expiry.past',
      'cvc.invalid',
    ].map((id) => `validation.card.${id}`);
    for (const id of [...ids, 'validation.payment.token.required']) {
      expect(italian).toHaveProperty([id]);
      expect(english).toHaveProperty([id]);
    }
  });
});
