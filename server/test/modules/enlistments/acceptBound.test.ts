import { addDays } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import {
  call,
  createJob,
  crewMember,
  failedFields,
  masterClient,
  requestEngagement,
  sendRequest,
} from '../../helpers/engagements';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import type { SignedInUser } from '../../helpers/users';

/**
 * An accept is bound to what the worker read: AggiornaRichiestaIngaggio may carry the dates they
 * saw, and a request whose dates the client changed since is refused instead of binding the worker
 * to days they never read. A client that sends no dates is answered as before.
 */
const NOW = '2026-03-10T09:00:00Z';
const TODAY = '2026-03-10';
const { sent, accepted } = ENGAGEMENT_STATE;

let t: TestApp;
let client: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp({}, { now: NOW });
  client = await masterClient(t.app);
});
afterAll(() => t.close());

const accept = (worker: SignedInUser, id: number, read: object, language: 'it' | 'en' = 'en') =>
  call(
    t.app,
    worker,
    'PUT',
    '/api/Ingaggi/AggiornaRichiestaIngaggio',
    { id_Ingaggio: id, statoIngaggio: accepted, ...read },
    language,
  );

/** A pending request, and the dates the client then moves it to. */
async function changedRequest() {
  const worker = await crewMember(t.app, TODAY);
  const job = await createJob(t.app, client, TODAY);
  const read = { dataInizio: job.dataInizio, dataFine: addDays(job.dataInizio, 1) };
  const id = await requestEngagement(t.app, client, worker, job.id_Job, read.dataInizio, read.dataFine);
  const now = { dataInizio: addDays(job.dataInizio, 2), dataFine: addDays(job.dataInizio, 4) };
  const moved = await sendRequest(t.app, client, {
    userId: worker.userId,
    id_Job: job.id_Job,
    id_Ingaggio: id,
    ...now,
  });
  expect(moved.json().success).toBe(true);
  return { worker, id, read, now };
}

const pendingOf = async (worker: SignedInUser) =>
  (await call(t.app, worker, 'GET', '/api/Ingaggi/RichiesteIngaggio')).json().data as {
    id_Ingaggio: number;
    dataInizio: string;
    dataFine: string;
    statoIngaggio: number;
  }[];

it('refuses an accept of dates changed since the worker read them, in their language, and keeps the request pending', async () => {
  const { worker, id, read, now } = await changedRequest();
  for (const [language, message] of [
    ['en', 'The client changed this request after you read it: check its new dates, then accept again'],
    [
      'it',
      "Il cliente ha modificato questa richiesta dopo che l'hai letta: controlla le nuove date, poi accetta di nuovo",
    ],
  ] as const) {
    const refused = await accept(worker, id, read, language);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ success: false, message, data: null });
  }
  // Only the end moved is a change too.
  expect((await accept(worker, id, { dataInizio: now.dataInizio, dataFine: read.dataFine })).json().success).toBe(
    false,
  );
  expect(await pendingOf(worker)).toEqual([expect.objectContaining({ id_Ingaggio: id, ...now, statoIngaggio: sent })]);

  // Read again, the same request is accepted with its new dates.
  const answered = await accept(worker, id, now);
  expect(answered.json()).toMatchObject({ success: true, data: { id_Ingaggio: id, statoIngaggio: accepted } });
  const list = (await call(t.app, worker, 'GET', '/api/Ingaggi/ListaIngaggi')).json().data;
  expect(list).toEqual([expect.objectContaining({ id_Ingaggio: id, ...now })]);
});

it('answers an accept without dates as before (an older client)', async () => {
  const { worker, id } = await changedRequest();
  expect((await accept(worker, id, {})).json().success).toBe(true);
});

it('reads the dates with the shared rule: one that is no date is a 400 at its field', async () => {
  const { worker, id } = await changedRequest();
  const refused = await accept(worker, id, { dataInizio: '2026-02-30' }, 'en');
  expect(refused.statusCode).toBe(400);
  expect(failedFields(refused)).toEqual({ dataInizio: expect.any(String) });
});
