import { TEST_CARD_EXP_YEAR, requestCardToken, saveTestCard } from '../../helpers/payments';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { signUpAndIn } from '../../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/Pagamenti/Key', () => {
  it('answers the sandbox key and its token endpoint on PUBLIC_URL, whatever Host or X-Forwarded-Host say', async () => {
    const user = await signUpAndIn(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Pagamenti/Key',
      headers: { ...user.auth, host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(response.json()).toEqual({
      success: true,
      message: null,
      data: { key: 'pk_test_troupe_sandbox', tokenUrl: 'http://troupe.test/api/sandbox-provider/v1/tokens' },
    });
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/Pagamenti/Key' })).statusCode).toBe(401);
  });

  it('leaves the CSP to our own origin, where the sandbox takes cards', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toMatch(/connect-src 'self'(;|$)/);
  });
});

describe('the saved card', () => {
  it('is null until a card is saved, then the card; a new card replaces it', async () => {
    const user = await signUpAndIn(t.app);
    const get = () => t.app.inject({ method: 'GET', url: '/api/Pagamenti', headers: user.auth });
    expect((await get()).json()).toEqual({ success: true, message: null, data: null });

    const saved = await saveTestCard(t.app, user, '4242424242424242', 'it');
    expect(saved.json()).toEqual({
      success: true,
      message: 'Carta salvata',
      data: { brand: 'Visa', last4: '4242', exp_month: 12, exp_year: TEST_CARD_EXP_YEAR },
    });
    expect((await get()).json().data).toEqual({
      brand: 'Visa',
      last4: '4242',
      exp_month: 12,
      exp_year: TEST_CARD_EXP_YEAR,
    });

    await saveTestCard(t.app, user, '5555555555554444');
    expect((await get()).json().data).toEqual({
      brand: 'Mastercard',
      last4: '4444',
      exp_month: 12,
      exp_year: TEST_CARD_EXP_YEAR,
    });
  });

  it("is not another user's", async () => {
    const owner = await signUpAndIn(t.app);
    const other = await signUpAndIn(t.app);
    await saveTestCard(t.app, owner, '4242424242424242');
    expect((await t.app.inject({ method: 'GET', url: '/api/Pagamenti', headers: other.auth })).json().data).toBeNull();
  });

  it('never stores the card number', async () => {
    const user = await signUpAndIn(t.app);
    await saveTestCard(t.app, user, '4242424242424242');
    const tables = ['saved_cards', 'sandbox_cards', 'payments'];
    for (const table of tables) {
      const rows = await t.database.db.execute(`select * from ${table}`);
      expect(JSON.stringify(rows)).not.toContain('4242424242424242');
    }
  });

  it('needs a token in the body, in the request language', async () => {
    const user = await signUpAndIn(t.app);
    const post = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Pagamenti',
        headers: { ...user.auth, 'accept-language': language },
        payload: { token: '' },
      });
    const english = await post('en');
    expect(english.statusCode).toBe(400);
    expect(english.json().data.modelValidationError).toEqual([
      { field: 'token', message: 'The card token is missing' },
    ]);
    expect((await post('it')).json().data.modelValidationError).toEqual([
      { field: 'token', message: 'Manca il token della carta' },
    ]);
  });

  it('needs a sign-in to read or save', async () => {
    const token = (await requestCardToken(t.app, { number: '4242424242424242' })).json().id;
    expect((await t.app.inject({ method: 'GET', url: '/api/Pagamenti' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/Pagamenti', payload: { token } })).statusCode).toBe(401);
  });
});
