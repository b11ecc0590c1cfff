import { addDays } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import { answer, call, createJob, crewMember, masterClient, requestEngagement } from '../../helpers/engagements';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import type { SignedInUser } from '../../helpers/users';

/**
 * Deleting a job withdraws its engagements while their worker or client may be answering one of
 * them. Both take the job's row, then the engagement's, then (by the triggers) the users' data
 * versions, in that order (docs/architecture.md §7, "Locks"), so on PostgreSQL the pairs wait for
 * each other instead of deadlocking (40P01, a 500). On PGlite the pairs take turns on its one
 * connection, and the same answers hold.
 */
const NOW = '2026-03-10T09:00:00Z';
const TODAY = '2026-03-10';
const { accepted, rejected, withdrawn } = ENGAGEMENT_STATE;
const ROUNDS = 6;

let t: TestApp;
let client: SignedInUser;
let workers: SignedInUser[];
beforeAll(async () => {
  t = await buildTestApp({}, { now: NOW });
  client = await masterClient(t.app);
  workers = [];
  for (let i = 0; i < 3; i += 1) workers.push(await crewMember(t.app, TODAY));
});
afterAll(() => t.close());

it('deletes jobs while their engagements are accepted, rejected and withdrawn, never answering 5xx', async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    // Each round its own days, so the accepts of one round never overlap another's.
    const start = addDays(TODAY, 5 + round * 5);
    const job = await createJob(t.app, client, TODAY, { dataInizio: start, dataFine: addDays(start, 3) });
    const [toAccept, toReject, toWithdraw] = await Promise.all(
      workers.map((worker) => requestEngagement(t.app, client, worker, job.id_Job, start, addDays(start, 1))),
    );
    // The one to withdraw is accepted first, so the client withdraws an engagement holding days.
    expect((await answer(t.app, workers[2], toWithdraw, accepted)).json().success).toBe(true);

    const answers = await Promise.all([
      call(t.app, client, 'DELETE', `/api/Jobs/CancellaJob/${job.id_Job}`),
      answer(t.app, workers[0], toAccept, accepted),
      answer(t.app, workers[1], toReject, rejected),
      answer(t.app, client, toWithdraw, withdrawn),
    ]);
    for (const response of answers) expect(response.statusCode).toBeLessThan(500);
    expect(answers[0].json().success).toBe(true);
    // Each answer came before the deletion (and stood) or after it (refused, or 404 for the client).
    for (const response of answers.slice(1)) expect([200, 404]).toContain(response.statusCode);
  }
});
