import { eq } from 'drizzle-orm';
import { mailOutbox, users } from '../../../src/db/schema';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { crewMember } from '../../helpers/engagements';
import { GOOD_PASSWORD, signUpAndIn } from '../../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const put = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url, payload, headers });

describe('POST /api/Accounts/registration', () => {
  it('creates an account that can then sign in', async () => {
    const response = await post(
      '/api/Accounts/registration',
      { userName: 'maria.rossi', password: GOOD_PASSWORD, email: 'maria@example.com' },
      { 'accept-language': 'en;q=0.9' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Signed up correctly', data: null });

    const login = await post('/api/Auth/login', { username: 'Maria.Rossi', password: GOOD_PASSWORD });
    expect(login.json()).toMatchObject({
      success: true,
      data: {
        username: 'maria.rossi',
        workflow: 1,
        email: 'maria@example.com',
        tipologiaUtente: 0,
        tipologiaAbbonamento: 0,
      },
    });
    expect(login.json().data.token).toEqual(expect.any(String));
    expect(login.json().data.id_Profilo).toBe(login.json().data.userId);
  });

  it('lists every failing field in the request language', async () => {
    const response = await post(
      '/api/Accounts/registration',
      { userName: 'has space', password: 'short', email: 'nope' },
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.data.title).toBe('Validation error, check the entered data');
    expect(body.data.modelValidationError).toEqual(
      expect.arrayContaining([
        { field: 'userName', message: 'The username cannot contain spaces' },
        { field: 'password', message: expect.stringContaining('at least 8 characters') },
        { field: 'email', message: 'Invalid email' },
      ]),
    );
  });

  it('answers in Italian by default', async () => {
    const response = await post('/api/Accounts/registration', { userName: '', password: '', email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.title).toBe('Errore di validazione, controlla i dati inseriti');
    expect(response.json().data.modelValidationError).toEqual(
      expect.arrayContaining([
        { field: 'userName', message: 'Lo username è obbligatorio' },
        { field: 'email', message: "L'email è obbligatoria" },
      ]),
    );
  });

  it.each([
    ['no digit', 'Passwordonly'],
    ['no upper case', 'password123'],
    ['too short', 'Pass12'],
  ])('refuses a password with %s', async (_case, password) => {
    const response = await post('/api/Accounts/registration', {
      userName: 'weakling',
      password,
      email: 'weak@example.com',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.modelValidationError.map((e: { field: string }) => e.field)).toEqual(['password']);
  });

  it('refuses a username or email already taken, whatever the case', async () => {
    await signUpAndIn(t.app, { username: 'Luca' });
    const sameName = await post(
      '/api/Accounts/registration',
      { userName: 'LUCA', password: GOOD_PASSWORD, email: 'other@example.com' },
      { 'accept-language': 'en' },
    );
    expect(sameName.statusCode).toBe(200);
    expect(sameName.json()).toEqual({ success: false, message: 'This username is already taken', data: null });
    const sameEmail = await post(
      '/api/Accounts/registration',
      { userName: 'luca2', password: GOOD_PASSWORD, email: 'LUCA@example.com' },
      { 'accept-language': 'en' },
    );
    expect(sameEmail.json()).toEqual({
      success: false,
      message: 'An account with this email already exists',
      data: null,
    });
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Accounts/registration',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.modelValidationError[0].field).toBe('body');
    expect(response.body).not.toMatch(/at .*\.ts/);
  });
});

describe('POST /api/Auth/login', () => {
  it('refuses a wrong password and an unknown user with the same message', async () => {
    const user = await signUpAndIn(t.app);
    const wrongPassword = await post(
      '/api/Auth/login',
      { username: user.username, password: 'Wrong1234' },
      { 'accept-language': 'en' },
    );
    const unknown = await post(
      '/api/Auth/login',
      { username: 'nobody-here', password: 'Wrong1234' },
      { 'accept-language': 'en' },
    );
    expect(wrongPassword.json()).toEqual({ success: false, message: 'Wrong username or password', data: null });
    expect(unknown.json()).toEqual(wrongPassword.json());
  });

  it('requires both fields', async () => {
    const response = await post('/api/Auth/login', {});
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .data.modelValidationError.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['password', 'username']);
  });
});

describe('GET /api/Auth/getUserData', () => {
  it('records the last access, at most once an hour', async () => {
    const user = await signUpAndIn(t.app);
    const lastAccess = async () =>
      (
        await t.database.db.select({ at: users.lastAccessAt }).from(users).where(eq(users.id, user.userId))
      )[0].at.getTime();
    const atLogin = await lastAccess();
    t.clock.advance(10 * 60 * 1000);
    await t.app.inject({ method: 'GET', url: '/api/Auth/getUserData', headers: user.auth });
    expect(await lastAccess()).toBe(atLogin);
    t.clock.advance(60 * 60 * 1000);
    await t.app.inject({ method: 'GET', url: '/api/Auth/getUserData', headers: user.auth });
    expect(await lastAccess()).toBe(t.clock.now().getTime());
  });

  it('answers the signed-in user', async () => {
    const user = await signUpAndIn(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/Auth/getUserData', headers: user.auth });
    expect(response.json()).toEqual({
      success: true,
      message: null,
      data: {
        username: user.username,
        nomeSaluto: user.username,
        workflow: 1,
        id_Profilo: user.userId,
        userId: user.userId,
        email: user.email,
        tipologiaUtente: 0,
        tipologiaAbbonamento: 0,
      },
    });
  });

  it('greets by the first name once the profile has it, at sign-in and after, and the receipt too', async () => {
    const worker = await crewMember(t.app, t.clock.today(), 'master', 'it', {
      person: { nome: 'Giulia', cognome: 'Verdi' },
    });
    const userData = await t.app.inject({ method: 'GET', url: '/api/Auth/getUserData', headers: worker.auth });
    expect(userData.json().data).toMatchObject({ username: worker.username, nomeSaluto: 'Giulia' });
    const login = await post('/api/Auth/login', { username: worker.username, password: GOOD_PASSWORD });
    expect(login.json().data.nomeSaluto).toBe('Giulia');
    const receipts = (await t.sentEmails()).filter((email) => email.subject?.startsWith('Troupe: ricevuta'));
    expect(receipts.map((email) => email.text?.split('\n')[0])).toEqual(['Ciao Giulia,']);
  });

  it.each([
    ['no token', {}],
    ['a malformed token', { authorization: 'Bearer not-a-token' }],
    [
      'a token signed with another key',
      {
        authorization:
          'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjEsInZlciI6MH0.2ZbT6o0l5kz4sQoQ2J9wq0P8lq6s3Qj3Rr7pYQhQmQk',
      },
    ],
  ])('answers 401 with %s', async (_case, headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/Auth/getUserData', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json().success).toBe(false);
  });

  it('answers 401 to a token whose signature was tampered with', async () => {
    // The forged token names another account than the one it was signed for (whichever id this
    // test's account has, in whatever order the file's tests run).
    const victim = await signUpAndIn(t.app);
    const user = await signUpAndIn(t.app);
    const [header, payload, signature] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: number };
    expect(claims.sub).toBe(user.userId);
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: victim.userId })).toString('base64url');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Auth/getUserData',
      headers: { authorization: `Bearer ${header}.${forged}.${signature}` },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('needs the current password, then refuses every earlier token and accepts the new password', async () => {
    const user = await signUpAndIn(t.app);
    const wrong = await put(
      '/api/Accounts/changepassword',
      { oldPassword: 'Nope12345', password: 'Nuova1234' },
      { ...user.auth, 'accept-language': 'en' },
    );
    expect(wrong.json()).toEqual({ success: false, message: 'The current password is not correct', data: null });

    const changed = await put(
      '/api/Accounts/changepassword',
      { oldPassword: GOOD_PASSWORD, password: 'Nuova1234' },
      user.auth,
    );
    expect(changed.json().success).toBe(true);
    const freshToken = changed.json().data.token;

    expect((await t.app.inject({ method: 'GET', url: '/api/Auth/getUserData', headers: user.auth })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/Auth/getUserData',
          headers: { authorization: `Bearer ${freshToken}` },
        })
      ).statusCode,
    ).toBe(200);
    expect((await post('/api/Auth/login', { username: user.username, password: GOOD_PASSWORD })).json().success).toBe(
      false,
    );
    expect((await post('/api/Auth/login', { username: user.username, password: 'Nuova1234' })).json().success).toBe(
      true,
    );
  });

  it('checks the new password with the registration rule and needs a token', async () => {
    const user = await signUpAndIn(t.app);
    const weak = await put('/api/Accounts/changepassword', { oldPassword: GOOD_PASSWORD, password: 'weak' }, user.auth);
    expect(weak.statusCode).toBe(400);
    expect(
      (await put('/api/Accounts/changepassword', { oldPassword: GOOD_PASSWORD, password: 'Nuova1234' })).statusCode,
    ).toBe(401);
  });
});

describe('password recovery', () => {
  const linkIn = (text: string) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

  it('emails a single-use link in the user language and sets the new password', async () => {
    const user = await signUpAndIn(t.app, { language: 'en' });
    const before = (await t.sentEmails()).length;
    const response = await put(
      '/api/Accounts/resetpassword',
      { email: user.email.toUpperCase(), userName: '' },
      { 'accept-language': 'en' },
    );
    expect(response.json()).toEqual({
      success: true,
      message: 'Password recovery email sent. Check your INBOX or Spam folder.',
      data: null,
    });

    const emails = await t.sentEmails();
    expect(emails).toHaveLength(before + 1);
    const email = emails[emails.length - 1];
    expect(email.subject).toBe('Troupe: reset your password');
    expect((email.to as { text: string }).text).toBe(user.email);
    const token = linkIn(email.text!);
    expect(email.text).toContain('http://troupe.test/reset-password/');

    const confirmed = await put('/api/Accounts/confirmresetpassword', { token, password: 'Ripresa99' });
    expect(confirmed.json().success).toBe(true);
    expect((await post('/api/Auth/login', { username: user.username, password: 'Ripresa99' })).json().success).toBe(
      true,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/Auth/getUserData', headers: user.auth })).statusCode).toBe(
      401,
    );

    const again = await put(
      '/api/Accounts/confirmresetpassword',
      { token, password: 'Ancora999' },
      { 'accept-language': 'en' },
    );
    expect(again.json()).toMatchObject({ success: false, message: expect.stringContaining('not valid any more') });
  });

  it('refuses a link older than one hour', async () => {
    const user = await signUpAndIn(t.app);
    await put('/api/Accounts/resetpassword', { email: '', userName: user.username });
    const emails = await t.sentEmails();
    const token = linkIn(emails[emails.length - 1].text!);
    t.clock.advance(61 * 60 * 1000);
    const late = await put('/api/Accounts/confirmresetpassword', { token, password: 'Ripresa99' });
    expect(late.json().success).toBe(false);
    expect((await post('/api/Auth/login', { username: user.username, password: GOOD_PASSWORD })).json().success).toBe(
      true,
    );
  });

  it('answers an unknown account exactly as a known one, and sends nothing', async () => {
    const before = (await t.sentEmails()).length;
    const response = await put('/api/Accounts/resetpassword', { email: 'ghost@example.com', userName: '' });
    expect(response.json()).toEqual({
      success: true,
      message:
        "Ti abbiamo inviato un'email per recuperare la password: controlla la posta in arrivo e, se non la trovi, la cartella Spam.",
      data: null,
    });
    expect(await t.sentEmails()).toHaveLength(before);
  });

  it('needs a username or an email', async () => {
    const response = await put('/api/Accounts/resetpassword', { email: '', userName: '' }, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.modelValidationError).toEqual([
      { field: 'userName', message: 'Enter your username or your email' },
    ]);
  });

  it('refuses a made-up token', async () => {
    const response = await put('/api/Accounts/confirmresetpassword', { token: 'made-up', password: 'Ripresa99' });
    expect(response.json().success).toBe(false);
  });
});

describe('DELETE /api/Accounts/deleteaccount', () => {
  it('removes the account: its token stops working and its name is free again', async () => {
    const user = await signUpAndIn(t.app, { username: 'leaving' });
    const response = await t.app.inject({ method: 'DELETE', url: '/api/Accounts/deleteaccount', headers: user.auth });
    expect(response.json().success).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/Auth/getUserData', headers: user.auth })).statusCode).toBe(
      401,
    );
    expect((await post('/api/Auth/login', { username: 'leaving', password: GOOD_PASSWORD })).json().success).toBe(
      false,
    );
    await signUpAndIn(t.app, { username: 'leaving' });
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/Accounts/deleteaccount' })).statusCode).toBe(401);
  });
});

/**
 * The account's security emails are queued in the change's own transaction (mail
 * outbox), in the user's language, with the way back if it was not them built from PUBLIC_URL.
 */
describe('security emails', () => {
  const lastEmailTo = async (address: string) =>
    (await t.sentEmails()).filter((email) => (email.to as { text: string }).text === address).at(-1)!;
  const queuedFor = (address: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, address)).orderBy(mailOutbox.id);

  it('welcomes a new account in the language it registered in, through the outbox', async () => {
    const user = await signUpAndIn(t.app, { language: 'en' });
    const welcome = await lastEmailTo(user.email);
    expect(welcome.subject).toBe('Welcome to Troupe');
    expect(welcome.text).toContain(`Hello ${user.username},`);
    expect(welcome.text).toContain('Sign in to Troupe: http://troupe.test/login');
    const [row] = await queuedFor(user.email);
    expect(row).toMatchObject({ subject: 'Welcome to Troupe', attempts: 1, deliveredAt: expect.any(Date) });
    expect(welcome.messageId).toBe(row.messageId);
  });

  it('tells of a password change in the user language, with a recovery link, and of nothing when the change is refused', async () => {
    t.clock.set(new Date('2026-03-10T09:30:00Z'));
    const user = await signUpAndIn(t.app, { language: 'it' });
    await post('/api/Auth/login', { username: user.username, password: GOOD_PASSWORD }, { 'accept-language': 'en' });
    const before = (await queuedFor(user.email)).length;
    await put('/api/Accounts/changepassword', { oldPassword: 'Nope12345', password: 'Nuova1234' }, user.auth);
    expect(await queuedFor(user.email)).toHaveLength(before);

    await put('/api/Accounts/changepassword', { oldPassword: GOOD_PASSWORD, password: 'Nuova1234' }, user.auth);
    const email = await lastEmailTo(user.email);
    expect(email.subject).toBe('Troupe: your password was changed');
    expect(email.text).toContain('was changed on March 10, 2026 at 10:30 AM (Italian time)');
    expect(email.text).toContain('Recover your account: http://troupe.test/forgot-password');
    expect(email.html).toContain('href="http://troupe.test/forgot-password"');
    expect(await queuedFor(user.email)).toHaveLength(before + 1);
  });

  it('tells of a password set through a recovery link', async () => {
    const user = await signUpAndIn(t.app, { language: 'it' });
    await put('/api/Accounts/resetpassword', { email: '', userName: user.username });
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec((await lastEmailTo(user.email)).text!)![1];
    await put('/api/Accounts/confirmresetpassword', { token, password: 'Ripresa99' });
    const email = await lastEmailTo(user.email);
    expect(email.subject).toBe('Troupe: la tua password è stata cambiata');
    expect(email.text).toContain('Recupera il tuo account: http://troupe.test/forgot-password');
  });

  it('tells of a deleted account, with the support address to write to', async () => {
    const user = await signUpAndIn(t.app, { language: 'en' });
    await t.app.inject({ method: 'DELETE', url: '/api/Accounts/deleteaccount', headers: user.auth });
    const email = await lastEmailTo(user.email);
    expect(email.subject).toBe('Troupe: your account was deleted');
    expect(email.text).toContain(`your Troupe account ${user.username} and all its data were deleted`);
    expect(email.text).toContain(`write to us at once at ${t.config.supportEmail}`);
    expect(email.text).toContain('Write to support: http://troupe.test/contact');
    expect((email.replyTo as { text: string }).text).toBe(t.config.supportEmail);
  });

  it('builds its links from PUBLIC_URL, whatever Host the request names', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Accounts/registration',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { userName: 'hosted', password: GOOD_PASSWORD, email: 'hosted@example.com' },
    });
    expect(response.json().success).toBe(true);
    const welcome = await lastEmailTo('hosted@example.com');
    expect(welcome.text).toContain('http://troupe.test/login');
    expect(welcome.html).not.toContain('evil.example');
  });
});

describe('POST /api/Accounts/signouteverywhere', () => {
  it('ends every token issued before, on every device, and answers a fresh one for this session', async () => {
    const user = await signUpAndIn(t.app);
    const otherDevice = (await post('/api/Auth/login', { username: user.username, password: GOOD_PASSWORD })).json()
      .data.token;
    const response = await post('/api/Accounts/signouteverywhere', {}, { ...user.auth, 'accept-language': 'en' });
    expect(response.json()).toEqual({
      success: true,
      message: 'You have been signed out on every other device; you are still signed in here',
      data: { token: expect.any(String) },
    });
    const userData = (authorization: string) =>
      t.app.inject({ method: 'GET', url: '/api/Auth/getUserData', headers: { authorization } });
    expect((await userData(user.auth.authorization)).statusCode).toBe(401);
    expect((await userData(`Bearer ${otherDevice}`)).statusCode).toBe(401);
    expect((await userData(`Bearer ${response.json().data.token}`)).statusCode).toBe(200);
    // The password is unchanged: signing in again works everywhere.
    expect((await post('/api/Auth/login', { username: user.username, password: GOOD_PASSWORD })).json().success).toBe(
      true,
    );
  });

  it('needs a valid token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/Accounts/signouteverywhere' })).statusCode).toBe(401);
  });
});
