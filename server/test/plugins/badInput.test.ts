import { masterClient } from '../helpers/engagements';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import type { SignedInUser } from '../helpers/users';

/**
 * What the fuzz (fuzz/routes.fuzz.test.ts) found answering 500, each kind of input once by hand.
 * Every one is a 400 with modelValidationError (or the 404, 413, 415 of product.md §3.2), in the
 * envelope.
 */

let t: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  user = await masterClient(t.app, 'en');
});
afterAll(() => t.close());

const PUBLIC_BODY_ROUTES = [
  ['POST', '/api/Auth/login'],
  ['POST', '/api/Accounts/registration'],
  ['PUT', '/api/Accounts/resetpassword'],
  ['PUT', '/api/Accounts/confirmresetpassword'],
] as const;
const SIGNED_IN_BODY_ROUTES = [
  ['PUT', '/api/Accounts/changepassword'],
  ...[
    'Disponibilita',
    'Profilo',
    'PersonaliGiuridici',
    'Cittadinanza',
    'Fisici',
    'Familiari',
    'Professionali',
    'Fiscali',
    'Bancari',
  ].map((tab) => ['PUT', `/api/Profilo/SalvaDati${tab}`] as const),
  ['POST', '/api/Profilo/aggiornaDatiFatturazione'],
  ['POST', '/api/Pagamenti'],
  ['POST', '/api/Subscription'],
  ['PUT', '/api/Subscription'],
  ['POST', '/api/Jobs/CreaJob'],
  ['PUT', '/api/Jobs/AggiornaJob'],
  ['POST', '/api/Ingaggi/InviaRichiestaIngaggio'],
] as const;

function send(method: string, url: string, payload: string, signedIn: boolean, contentType = 'application/json') {
  return t.app.inject({
    method: method as 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, 'accept-language': 'en', ...(signedIn ? user.auth : {}) },
  });
}

function expectValidationFailure(response: { statusCode: number; json(): unknown; body: string }) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    success: false,
    message: 'Validation error, check the entered data',
    data: {
      title: 'Validation error, check the entered data',
      modelValidationError: expect.arrayContaining([expect.objectContaining({ field: expect.any(String) })]),
    },
  });
}

const BAD_BODIES = {
  null: 'null',
  array: '[]',
  'array of objects': '[{}]',
  text: '"x"',
  'deep nesting': `${'{"a":['.repeat(5000)}1${']}'.repeat(5000)}`,
};

describe.each([
  ...PUBLIC_BODY_ROUTES.map(([method, url]) => [method, url, false] as const),
  ...SIGNED_IN_BODY_ROUTES.map(([method, url]) => [method, url, true] as const),
])('%s %s', (method, url, signedIn) => {
  it.each(Object.entries(BAD_BODIES))('answers a body that is %s with 400', async (_kind, body) => {
    expectValidationFailure(await send(method, url, body, signedIn));
  });
});

describe('values of the wrong kind', () => {
  it('drops keys named after what every object inherits, as any unknown key', async () => {
    for (const [method, url] of [...PUBLIC_BODY_ROUTES, ...SIGNED_IN_BODY_ROUTES]) {
      const response = await send(
        method,
        url,
        '{"toString":"x","valueOf":1,"hasOwnProperty":1,"constructor":"x"}',
        !url.includes('Auth') && !url.includes('Accounts/r') && !url.includes('confirm'),
      );
      expect([url, response.statusCode < 500, typeof response.json().success]).toEqual([url, true, 'boolean']);
    }
  });

  it('answers arrays and objects where texts are expected with 400 naming the fields, without echoing them', async () => {
    const response = await send(
      'POST',
      '/api/Auth/login',
      JSON.stringify({ username: ['Secret1234'], password: { value: 'Secret1234' } }),
      false,
    );
    expectValidationFailure(response);
    expect(
      response
        .json()
        .data.modelValidationError.map((failure: { field: string }) => failure.field)
        .sort(),
    ).toEqual(['password', 'username']);
    expect(response.body).not.toContain('Secret1234');
  });

  it('answers arrays where texts are expected on every accounts route and the tabs with 400', async () => {
    for (const [method, url] of [...PUBLIC_BODY_ROUTES, ...SIGNED_IN_BODY_ROUTES].filter(
      ([, url]) => !url.endsWith('Disponibilita'),
    )) {
      const body = JSON.stringify({
        userName: ['a'],
        password: ['b'],
        email: [{}],
        token: [null],
        oldPassword: {},
        nome: ['x'],
        iban: { a: 1 },
        listaRuoli: 'x',
        cittaNascita: ['Roma'],
        tagliaVestiti: [{}],
      });
      const response = await send(
        method,
        url,
        body,
        !url.includes('Auth') && !url.includes('Accounts/r') && !url.includes('confirm'),
      );
      expect([url, response.statusCode]).toEqual([url, 400]);
    }
  });

  it('refuses a text with a NUL character at its field', async () => {
    const response = await send(
      'POST',
      '/api/Auth/login',
      JSON.stringify({ username: 'a\u0000b', password: 'x' }),
      false,
    );
    expectValidationFailure(response);
    expect(response.json().data.modelValidationError).toEqual([
      { field: 'username', message: 'The text contains a character that is not allowed' },
    ]);
  });

  it('refuses null items in a list', async () => {
    const response = await send(
      'PUT',
      '/api/Profilo/SalvaDatiProfessionali',
      JSON.stringify({ listaRuoli: [null, null], esperienze: 'x', listaLingue: [null] }),
      true,
    );
    expectValidationFailure(response);
  });

  it('refuses an id beyond 32 bits before it reaches the database', async () => {
    const response = await send(
      'POST',
      '/api/Subscription',
      JSON.stringify({ id_Abbonamento: 2147483648, pagamento_automatico: false }),
      true,
    );
    expectValidationFailure(response);
    expect(response.json().data.modelValidationError).toEqual([
      { field: 'id_Abbonamento', message: expect.any(String) },
    ]);
    const path = await t.app.inject({
      method: 'GET',
      url: '/api/Profilo/RecuperaProfilo/99999999999',
      headers: { ...user.auth, 'accept-language': 'en' },
    });
    expect(path.statusCode).toBe(400);
  });

  it('answers a query of lists where flags are expected with 400', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Profilo/RecuperaImmagineProfilo/?thumbnail=a&thumbnail=b&toString=1',
      headers: user.auth,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('bodies the parsers cannot read', () => {
  it('answers a multipart body without a boundary with 400', async () => {
    const response = await send(
      'POST',
      '/api/Profilo/CaricaImmagineProfilo',
      '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nb\r\n--x--',
      true,
      'multipart/form-data',
    );
    expectValidationFailure(response);
  });

  it('answers a multipart body cut short with 400', async () => {
    const response = await send(
      'POST',
      '/api/Profilo/CaricaImmagineProfilo',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nb',
      true,
      'multipart/form-data; boundary=x',
    );
    expectValidationFailure(response);
  });

  it('answers JSON that does not parse with 400', async () => {
    expectValidationFailure(await send('POST', '/api/Auth/login', '{"username":', false));
  });

  it('answers a prototype-poisoning body with 400', async () => {
    expectValidationFailure(
      await send('POST', '/api/Auth/login', '{"__proto__":{"admin":true},"username":"a","password":"b"}', false),
    );
  });

  it('answers a form-encoded body with inherited names with 400, not 500', async () => {
    const response = await send(
      'POST',
      '/api/Subscription',
      'toString=1&id_Abbonamento=1&id_Abbonamento=2',
      true,
      'application/x-www-form-urlencoded',
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('every answer under /api is the envelope', () => {
  it('answers a path that does not decode with 400', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Profilo/RecuperaProfilo/%E0%A4%A',
      headers: { 'accept-language': 'en' },
    });
    expectValidationFailure(response);
  });

  it('answers an unknown route with 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'en' },
    });
    expect([response.statusCode, response.json()]).toEqual([404, { success: false, message: 'Not found', data: null }]);
  });

  it('answers a body too large with 413 and an unknown content type with 415', async () => {
    const large = await send(
      'POST',
      '/api/Auth/login',
      JSON.stringify({ username: 'a', password: 'x'.repeat(300 * 1024) }),
      false,
    );
    expect([large.statusCode, large.json()]).toEqual([
      413,
      { success: false, message: 'The data sent is too large', data: null },
    ]);
    const xml = await send('POST', '/api/Auth/login', '<a/>', false, 'application/xml');
    expect([xml.statusCode, xml.json()]).toEqual([
      415,
      { success: false, message: 'This type of content is not accepted', data: null },
    ]);
  });
});
