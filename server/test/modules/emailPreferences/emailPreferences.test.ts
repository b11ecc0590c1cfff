import type { AddressObject } from 'mailparser';
import { addDays } from '@shared/validation/dates';
import { call, createJob, crewMember, failedFields, masterClient, requestEngagement } from '../../helpers/engagements';
import { type TestApp, buildTestApp } from '../../helpers/testApp';
import { type SignedInUser, signUpAndIn } from '../../helpers/users';

/**
 * The email preferences (product.md §4.18): one switch per kind of non-transactional email, read and
 * saved by the signed-in user, and honoured by the outbox in the transaction that would queue such
 * an email. The one-click unsubscribe and the headers are tested on real messages in
 * server/test/mail/messages.test.ts.
 */
const NOW = '2026-03-10T09:00:00Z';
const ALL_ON = { requests: true, answers: true, messages: true, shares: true, summaries: true, reports: true };

let t: TestApp;
let client: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp({}, { now: NOW });
  client = await masterClient(t.app);
});
afterAll(() => t.close());

const read = (user: SignedInUser | null, language: 'it' | 'en' = 'en') =>
  call(t.app, user, 'GET', '/api/PreferenzeEmail', undefined, language);
const save = (user: SignedInUser | null, body: object, language: 'it' | 'en' = 'en') =>
  call(t.app, user, 'PUT', '/api/PreferenzeEmail', body, language);

describe('GET and PUT /api/PreferenzeEmail', () => {
  it('answers every kind on until the user turns some off, and each user only their own', async () => {
    const user = await signUpAndIn(t.app);
    const other = await signUpAndIn(t.app);
    expect((await read(user)).json()).toEqual({ success: true, message: null, data: ALL_ON });

    const saved = await save(user, { ...ALL_ON, shares: false, reports: false });
    expect(saved.json()).toEqual({
      success: true,
      message: 'Email preferences saved',
      data: { ...ALL_ON, shares: false, reports: false },
    });
    expect((await save(user, { ...ALL_ON, shares: false, reports: false }, 'it')).json().message).toBe(
      'Preferenze email salvate',
    );
    expect((await read(user)).json().data).toEqual({ ...ALL_ON, shares: false, reports: false });
    expect((await read(other)).json().data).toEqual(ALL_ON);

    // Turned on again, a kind is sent again.
    expect((await save(user, { ...ALL_ON, reports: false })).json().data).toEqual({ ...ALL_ON, reports: false });
    expect((await save(user, ALL_ON)).json().data).toEqual(ALL_ON);
  });

  it('refuses a body without every switch, in the asking language', async () => {
    const user = await signUpAndIn(t.app);
    const english = await save(user, { requests: false, answers: 'maybe' });
    expect(english.statusCode).toBe(400);
    expect(failedFields(english)).toEqual({
      answers: 'Say whether to send this kind of email',
      messages: 'Say whether to send this kind of email',
      shares: 'Say whether to send this kind of email',
      summaries: 'Say whether to send this kind of email',
      reports: 'Say whether to send this kind of email',
    });
    const italian = await save(user, { ...ALL_ON, reports: undefined }, 'it');
    expect(failedFields(italian)).toEqual({ reports: 'Indica se mandare questo tipo di email' });
    expect((await read(user)).json().data).toEqual(ALL_ON);
  });

  it('needs a sign-in', async () => {
    expect((await read(null)).statusCode).toBe(401);
    expect((await save(null, ALL_ON)).statusCode).toBe(401);
  });
});

describe('the outbox honours them', () => {
  it('does not queue a kind the recipient turned off, and queues it again once turned on; other kinds go on', async () => {
    const today = t.clock.today();
    const worker = await crewMember(t.app, today, 'advanced', 'en');
    const job = await createJob(t.app, client, today, { dataFine: addDays(today, 40) });
    const requestsTo = async () =>
      (await t.queuedSubjects(worker.email)).filter((subject) => subject.startsWith('Troupe: engagement request'));

    await save(worker, { ...ALL_ON, requests: false });
    await requestEngagement(t.app, client, worker, job.id_Job, addDays(today, 6), addDays(today, 7));
    expect(await requestsTo()).toEqual([]);

    // One pending request per job and worker: the next one is for another job.
    await save(worker, ALL_ON);
    const another = await createJob(t.app, client, today, { dataFine: addDays(today, 40) });
    await requestEngagement(t.app, client, worker, another.id_Job, addDays(today, 8), addDays(today, 9));
    expect(await requestsTo()).toEqual(['Troupe: engagement request for Spot Milano']);
  });

  it('adds no List-Unsubscribe on an http PUBLIC_URL (a development install): RFC 8058 asks for https', async () => {
    const today = t.clock.today();
    const worker = await crewMember(t.app, today, 'advanced', 'en');
    const job = await createJob(t.app, client, today);
    await requestEngagement(t.app, client, worker, job.id_Job, addDays(today, 6), addDays(today, 7));
    const request = (await t.sentEmails()).find(
      (mail) => (mail.to as AddressObject).value[0].address === worker.email && mail.text?.includes('/sent'),
    )!;
    expect(request.headerLines.some((line) => line.key.startsWith('list-unsubscribe'))).toBe(false);
    expect(request.messageId).toMatch(/@troupe\.test>$/);
  });
});

describe('POST /api/PreferenzeEmail/Disiscrizione', () => {
  it('answers 404 to a token the server did not sign, and 400 without one', async () => {
    const post = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    expect((await post('/api/PreferenzeEmail/Disiscrizione?t=abc.def')).statusCode).toBe(404);
    expect((await post('/api/PreferenzeEmail/Disiscrizione')).statusCode).toBe(400);
  });
});
