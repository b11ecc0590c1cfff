import { eq, sql } from 'drizzle-orm';
import { addDays } from '@shared/validation/dates';
import { subscriptions, users } from '../../src/db/schema';
import { SIGNED_IN_USER_KEPT_MS } from '../../src/plugins/signedInUsers';
import { call } from '../helpers/engagements';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { type SignedInUser, signUpAndIn } from '../helpers/users';

/**
 * Authentication keeps what it read for a signed-in user (plugins/signedInUsers.ts) and forgets it
 * when the database notifies a change (migration 0016's triggers), whoever wrote it. These tests
 * write straight into the tables, as another server or a script would, and look at the next request.
 */
const NOW = '2030-05-10T10:00:00Z';
let t: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp({}, { now: NOW });
});
beforeEach(async () => {
  t.clock.set(NOW);
  user = await signUpAndIn(t.app);
});
afterAll(() => t.close());

const userData = async (who: SignedInUser = user) => {
  const response = await call(t.app, who, 'GET', '/api/Auth/getUserData');
  return { status: response.statusCode, data: response.json().data };
};
const renameDirectly = (username: string) =>
  t.database.db.update(users).set({ username }).where(eq(users.id, user.userId));
/** Writes to users without telling anyone: what a kept read is, seen from outside. */
async function withoutNotifying(write: () => Promise<unknown>) {
  await t.database.db.execute(sql`alter table users disable trigger signed_in_users_update`);
  try {
    await write();
  } finally {
    await t.database.db.execute(sql`alter table users enable trigger signed_in_users_update`);
  }
}

describe('the signed-in user kept between requests', () => {
  it('answers from what it kept while nothing is notified, and reads again once a change is', async () => {
    // Twice: a read during which any change to users is notified is rightly not kept (the CI of a
    // busy machine once met one); the second read, after it, is kept.
    expect((await userData()).data.username).toBe(user.username);
    expect((await userData()).data.username).toBe(user.username);
    await withoutNotifying(() => renameDirectly('kept.elsewhere'));
    // Kept: the silent write is not seen, so the request read no row.
    expect((await userData()).data.username).toBe(user.username);
    await renameDirectly('renamed.directly');
    expect((await userData()).data.username).toBe('renamed.directly');
  });

  it('refuses a token at once when the token version moves, though the user was kept', async () => {
    expect((await userData()).status).toBe(200);
    await t.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.userId));
    expect((await userData()).status).toBe(401);
  });

  it('refuses a deleted account at once', async () => {
    expect((await userData()).status).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, user.userId));
    expect((await userData()).status).toBe(401);
  });

  it('follows the tier: a subscription written, ended, and the day it runs out', async () => {
    expect((await userData()).data.tipologiaAbbonamento).toBe(0);
    const today = t.clock.today();
    const [master] = await t.database.db
      .insert(subscriptions)
      .values({
        userId: user.userId,
        planId: 3,
        startsOn: today,
        endsOn: addDays(today, 2),
        pagamentoAutomatico: false,
      })
      .returning({ id: subscriptions.id });
    expect((await userData()).data.tipologiaAbbonamento).toBe(2);
    // The day it ends it no longer runs (no automatic renewal): the kept tier is not used past its day.
    t.clock.set(`${addDays(today, 2)}T08:00:00Z`);
    expect((await userData()).data.tipologiaAbbonamento).toBe(0);
    t.clock.set(NOW);
    expect((await userData()).data.tipologiaAbbonamento).toBe(2);
    await t.database.db.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.id, master.id));
    expect((await userData()).data.tipologiaAbbonamento).toBe(0);
  });

  it('follows the greeting name from the profile', async () => {
    await call(t.app, user, 'GET', '/api/Auth/getUserData');
    await t.database.db.execute(sql`insert into profiles (user_id, nome) values (${user.userId}, 'Ottavia')`);
    expect((await userData()).data.nomeSaluto).toBe('Ottavia');
  });

  it('reads again after a minute at most, even with nothing notified', async () => {
    expect((await userData()).data.username).toBe(user.username);
    await withoutNotifying(() => renameDirectly('silently.renamed'));
    t.clock.advance(SIGNED_IN_USER_KEPT_MS - 1000);
    expect((await userData()).data.username).toBe(user.username);
    t.clock.advance(1000);
    expect((await userData()).data.username).toBe('silently.renamed');
  });
});

const onPostgres = process.env.TEST_DB === 'postgresql' ? describe : describe.skip;
onPostgres('the listening connection lost (PostgreSQL)', () => {
  // An app of its own: the lost connection comes back only after a second, and the tests above,
  // which may run after this one in jest's random order, must find the shared app listening.
  let deaf: TestApp;
  beforeAll(async () => {
    deaf = await buildTestApp({}, { now: NOW });
  });
  afterAll(() => deaf.close());

  it('uses nothing it kept while the connection is lost', async () => {
    const member = await signUpAndIn(deaf.app);
    const username = async () => (await call(deaf.app, member, 'GET', '/api/Auth/getUserData')).json().data.username;
    const renameSilently = async (name: string) => {
      await deaf.database.db.execute(sql`alter table users disable trigger signed_in_users_update`);
      try {
        await deaf.database.db.update(users).set({ username: name }).where(eq(users.id, member.userId));
      } finally {
        await deaf.database.db.execute(sql`alter table users enable trigger signed_in_users_update`);
      }
    };
    expect(await username()).toBe(member.username);
    await renameSilently('changed.while.deaf');
    await deaf.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'troupe-notifications' and datname = current_database()`,
    );
    // Not following: every request reads the row, so the silent change shows.
    expect(await username()).toBe('changed.while.deaf');
    await renameSilently('changed.again');
    expect(await username()).toBe('changed.again');
  });
});
