import { asc, eq } from 'drizzle-orm';
import { LEGAL_VERSIONS } from '../../../src/db/consents';
import { consents, users } from '../../../src/db/schema';
import { SAVE_CALLS, validTabs } from '../profile/fixtures';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { GOOD_PASSWORD } from '../../helpers/users';

const NOW = '2026-04-01T08:00:00Z';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: NOW });
});
// A test moves the clock on: each starts at NOW, whatever ran before it.
beforeEach(() => t.clock.set(NOW));
afterAll(() => t.close());

async function register(userName: string, extra: object = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Accounts/registration',
    payload: { userName, password: GOOD_PASSWORD, email: `${userName}@example.com`, ...extra },
  });
  expect(response.json().success).toBe(true);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/Auth/login',
    payload: { username: userName, password: GOOD_PASSWORD },
  });
  const { token, userId } = login.json().data;
  return { userId: userId as number, auth: { authorization: `Bearer ${token}` } };
}

const historyOf = (userId: number) =>
  t.database.db
    .select({
      kind: consents.kind,
      granted: consents.granted,
      termsVersion: consents.termsVersion,
      privacyVersion: consents.privacyVersion,
      recordedAt: consents.recordedAt,
    })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(asc(consents.id));

const readProfileTab = async (auth: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/Profilo/RecuperaDatiProfilo/', headers: auth })).json().data;

describe('consents, asked once (product.md §3.3)', () => {
  it('keeps the image consent ticked at registration: the profile shows it, and the consents are recorded with the versions and time', async () => {
    const { userId, auth } = await register('consenting', { consensoTrattamentoImmagini: true });
    expect((await readProfileTab(auth)).consensoTrattamentoImmagini).toBe(true);
    const at = new Date(NOW);
    const versions = { termsVersion: LEGAL_VERSIONS.terms, privacyVersion: LEGAL_VERSIONS.privacy };
    expect(LEGAL_VERSIONS.terms).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await historyOf(userId)).toEqual([
      { kind: 'terms', granted: true, ...versions, recordedAt: at },
      { kind: 'privacy', granted: true, ...versions, recordedAt: at },
      { kind: 'images', granted: true, ...versions, recordedAt: at },
    ]);
  });

  it('takes a registration without it (the three fields of product.md §1.3) as not given', async () => {
    const { userId, auth } = await register('reticent');
    expect((await readProfileTab(auth)).consensoTrattamentoImmagini).toBe(false);
    const [user] = await t.database.db
      .select({ imageConsent: users.imageConsent })
      .from(users)
      .where(eq(users.id, userId));
    expect(user.imageConsent).toBe(false);
    expect((await historyOf(userId)).map((row) => [row.kind, row.granted])).toEqual([
      ['terms', true],
      ['privacy', true],
      ['images', false],
    ]);
  });

  it('refuses a consent that is not a yes or no', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Accounts/registration',
      headers: { 'accept-language': 'en' },
      payload: {
        userName: 'maybe',
        password: GOOD_PASSWORD,
        email: 'maybe@example.com',
        consensoTrattamentoImmagini: 'perhaps',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.modelValidationError).toEqual([
      { field: 'consensoTrattamentoImmagini', message: expect.any(String) },
    ]);
  });

  it('records each change of the image consent from the profile, and nothing when it stays', async () => {
    const { userId, auth } = await register('changing', { consensoTrattamentoImmagini: true });
    const tabs = validTabs('2026-04-01');
    const tab = tabs[1];
    // The wizard's order: the data tab opens once the availability tab is saved.
    expect(
      (
        await t.app.inject({ method: 'PUT', url: `/api/Profilo/${SAVE_CALLS[0]}`, headers: auth, payload: tabs[0] })
      ).json().success,
    ).toBe(true);
    const save = (consent: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/Profilo/${SAVE_CALLS[1]}`,
        headers: auth,
        payload: { ...tab, consensoTrattamentoImmagini: consent },
      });
    t.clock.set('2026-04-02T09:00:00Z');
    expect((await save(true)).json().success).toBe(true);
    t.clock.set('2026-04-03T09:00:00Z');
    expect((await save(false)).json().success).toBe(true);
    expect((await readProfileTab(auth)).consensoTrattamentoImmagini).toBe(false);
    t.clock.set('2026-04-04T09:00:00Z');
    expect((await save(true)).json().success).toBe(true);
    const images = (await historyOf(userId)).filter((row) => row.kind === 'images');
    expect(images.map((row) => [row.granted, row.recordedAt.toISOString()])).toEqual([
      [true, '2026-04-01T08:00:00.000Z'],
      [false, '2026-04-03T09:00:00.000Z'],
      [true, '2026-04-04T09:00:00.000Z'],
    ]);
  });

  it('goes with the account when it is deleted', async () => {
    const { userId } = await register('leaving', { consensoTrattamentoImmagini: true });
    await t.database.db.delete(users).where(eq(users.id, userId));
    expect(await historyOf(userId)).toEqual([]);
  });
});
