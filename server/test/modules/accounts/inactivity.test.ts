import path from 'node:path';
import { eq } from 'drizzle-orm';
import { consents, users } from '../../../src/db/schema';
import { createMailOutbox } from '../../../src/mail/outbox';
import { createMailer } from '../../../src/mail/transport';
import { type InactivityDeps, monthsBefore, runInactivitySweep } from '../../../src/modules/accounts/inactivity';
import { createAccountEmails } from '../../../src/modules/accounts/securityEmails';
import { runExclusively } from '../../../src/tasks/schedule';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { type SignedInUser, signUpAndIn } from '../../helpers/users';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let deps: InactivityDeps;
const removeUserFiles = jest.fn(async (_userId: number) => {});
beforeAll(async () => {
  t = await buildTestApp({}, { now: '2026-01-15T10:00:00Z' });
  const mailer = createMailer({ from: t.config.mailFrom, outboxDir: path.join(t.config.dataDir, 'outbox') });
  deps = {
    db: t.database.db,
    outbox: createMailOutbox({ db: t.database.db, mailer, clock: t.clock, log: t.app.log, config: t.config }),
    emails: createAccountEmails(t.config),
    files: { removeUserFiles },
    clock: t.clock,
  };
});
afterAll(() => t.close());

const emailsTo = async (user: SignedInUser) =>
  (await t.sentEmails()).filter((email) => (email.to as { text: string }).text === user.email);
const subjectsTo = async (user: SignedInUser) => (await emailsTo(user)).map((email) => email.subject);
const exists = async (user: SignedInUser) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, user.userId))).length === 1;
const signIn = (user: SignedInUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Auth/login',
    headers: { 'accept-language': 'en' },
    payload: { username: user.username, password: user.password },
  });

describe('monthsBefore', () => {
  it('keeps the time of day and clamps the day to the shorter month', () => {
    expect(monthsBefore(new Date('2026-08-31T10:00:00Z'), 6).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(monthsBefore(new Date('2026-07-15T08:30:00Z'), 6).toISOString()).toBe('2026-01-15T08:30:00.000Z');
  });
});

/** Each test starts later than the one before, so the accounts of the earlier ones are long gone. */
describe('the inactivity sweep (product.md §3.3)', () => {
  it('asks after six months without access, in the user language, once; seven days without an answer delete the account', async () => {
    t.clock.set('2026-01-15T10:00:00Z');
    const user = await signUpAndIn(t.app, { language: 'en' });
    const italian = await signUpAndIn(t.app, { language: 'it' });

    t.clock.set('2026-07-15T09:59:00Z');
    expect(await runInactivitySweep(deps)).toEqual({ asked: 0, deleted: 0 });
    t.clock.set('2026-07-15T10:00:00Z');
    expect(await runInactivitySweep(deps)).toEqual({ asked: 2, deleted: 0 });
    const [question] = (await emailsTo(user)).slice(-1);
    expect(question.subject).toBe('Troupe: do you want to keep your account?');
    expect(question.text).toContain(
      `nobody has signed in to your Troupe account ${user.username} since January 15, 2026.`,
    );
    expect(question.text).toContain('sign in by July 22, 2026 at 12:00 PM (Italian time)');
    expect(question.text).toContain('http://troupe.test/login');
    expect((await emailsTo(italian)).at(-1)!.subject).toBe('Troupe: vuoi conservare il tuo account?');

    // Asked once: later sweeps in the week wait for the answer.
    t.clock.advance(7 * DAY - 60 * 1000);
    expect(await runInactivitySweep(deps)).toEqual({ asked: 0, deleted: 0 });
    expect(await exists(user)).toBe(true);

    t.clock.advance(60 * 1000);
    removeUserFiles.mockClear();
    expect(await runInactivitySweep(deps)).toEqual({ asked: 0, deleted: 2 });
    expect(await exists(user)).toBe(false);
    // The same deletion the owner can ask for: what was theirs goes with the row, then their files.
    expect(await t.database.db.select().from(consents).where(eq(consents.userId, user.userId))).toHaveLength(0);
    expect(removeUserFiles.mock.calls.map(([id]) => id).sort()).toEqual([user.userId, italian.userId].sort());
    const deleted = (await emailsTo(user)).at(-1)!;
    expect(deleted.subject).toBe('Troupe: your account was deleted');
    expect(deleted.text).toContain('nobody had signed in to it for more than six months');
    expect(deleted.text).not.toContain('If it was not you');
    expect((await emailsTo(italian)).at(-1)!.subject).toBe('Troupe: il tuo account è stato eliminato');
    expect((await signIn(user)).json().success).toBe(false);

    expect(await runInactivitySweep(deps)).toEqual({ asked: 0, deleted: 0 });
    expect(await subjectsTo(user)).toHaveLength(3);
  });

  it('keeps the account of a user who signs in after the question, and asks again after six more months', async () => {
    t.clock.set('2027-01-10T10:00:00Z');
    const user = await signUpAndIn(t.app, { language: 'en' });
    t.clock.set('2027-07-10T10:00:00Z');
    expect((await runInactivitySweep(deps)).asked).toBe(1);
    t.clock.advance(3 * DAY);
    expect((await signIn(user)).json().success).toBe(true);
    t.clock.advance(30 * DAY);
    expect(await runInactivitySweep(deps)).toEqual({ asked: 0, deleted: 0 });
    expect(await exists(user)).toBe(true);

    t.clock.set('2028-01-13T10:00:00Z');
    expect((await runInactivitySweep(deps)).asked).toBe(1);
    expect(
      (await subjectsTo(user)).filter((subject) => subject === 'Troupe: do you want to keep your account?'),
    ).toHaveLength(2);
  });

  it('counts any signed-in request as an answer, not only a sign-in', async () => {
    t.clock.set('2029-01-10T10:00:00Z');
    const user = await signUpAndIn(t.app, { language: 'en' });
    t.clock.set('2029-07-10T10:00:00Z');
    expect((await runInactivitySweep(deps)).asked).toBe(1);
    // A browser still signed in opens the email's link: the SPA asks for the user's data.
    t.clock.advance(DAY);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.userId));
    const token = t.app.issueToken(row);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Auth/getUserData',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    t.clock.advance(10 * DAY);
    expect(await runInactivitySweep(deps)).toEqual({ asked: 0, deleted: 0 });
    expect(await exists(user)).toBe(true);
  });

  it('asks and deletes once when two servers sweep at the same time', async () => {
    t.clock.set('2031-01-10T10:00:00Z');
    const people = [await signUpAndIn(t.app, { language: 'en' }), await signUpAndIn(t.app, { language: 'it' })];
    const other = await t.anotherServer();
    const otherDeps: InactivityDeps = {
      ...deps,
      db: other.db,
      outbox: createMailOutbox({
        db: other.db,
        mailer: createMailer({ from: t.config.mailFrom, outboxDir: path.join(t.config.dataDir, 'outbox') }),
        clock: t.clock,
        log: t.app.log,
        config: t.config,
      }),
    };
    const bothSweep = () =>
      Promise.all([
        runExclusively(t.database, 'inactivity', () => runInactivitySweep(deps)),
        runExclusively(other, 'inactivity', () => runInactivitySweep(otherDeps)),
      ]);

    // (The account of the test before, unused since 2029, is asked and deleted too.)
    t.clock.set('2031-07-10T10:00:00Z');
    await bothSweep();
    for (const person of people)
      expect(await subjectsTo(person)).toEqual([
        expect.any(String),
        expect.stringMatching(/^Troupe: (do you want|vuoi conservare)/),
      ]);
    t.clock.advance(7 * DAY);
    await bothSweep();
    for (const person of people) {
      expect(await exists(person)).toBe(false);
      // Welcome, question, deletion: one of each.
      expect(await subjectsTo(person)).toHaveLength(3);
    }
  });
});
