import { DEMO_PASSWORD, seedDemo } from '../../src/demo/demoData';
import { call } from '../helpers/engagements';
import { type TestApp, buildTestApp } from '../helpers/testApp';
import type { SignedInUser } from '../helpers/users';

/**
 * `npm run demo`'s data as a newcomer meets it: a demo client and the worker booked on the client's
 * job sign in with the printed password, and the money pages (docs/product.md §4.20) have days to
 * show from both sides, through the same calls the pages make.
 */

let t: TestApp;

async function signIn(username: string): Promise<SignedInUser> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Auth/login',
    payload: { username, password: DEMO_PASSWORD },
  });
  const { token, userId } = response.json().data;
  return { username, email: '', password: DEMO_PASSWORD, token, userId, auth: { authorization: `Bearer ${token}` } };
}

beforeAll(async () => {
  t = await buildTestApp({}, { now: new Date('2026-11-27T10:00:00Z') });
  await seedDemo(t.database.db, { crew: 12, clients: 2, today: t.clock.today() });
});
afterAll(() => t.close());

test('the booked worker sees their engagement and its days in the four review states', async () => {
  const worker = await signIn('demo.crew1');
  const accepted = await call(t.app, worker, 'GET', '/api/Ingaggi/ListaIngaggi');
  expect(accepted.statusCode).toBe(200);
  const [engagement] = accepted.json().data;
  expect(engagement).toMatchObject({ tariffaGiornaliera: 25000 });
  const days = await call(t.app, worker, 'GET', `/api/Ingaggi/RecuperaDatiTimeReport/${engagement.id_Ingaggio}`);
  expect(days.statusCode).toBe(200);
  const states = days
    .json()
    .data.map((day: { dataRiferimento: string; stato: string }) => [day.dataRiferimento, day.stato]);
  expect(states).toEqual([
    ['2026-11-23', 'approvato'],
    ['2026-11-24', 'approvato'],
    ['2026-11-25', 'inviato'],
    ['2026-11-26', 'respinto'],
  ]);
});

test("the demo client's job costs what its terms and the filed days say", async () => {
  const client = await signIn('demo.client1');
  const [job] = (await call(t.app, client, 'GET', '/api/Jobs/RecuperaJobs')).json().data;
  const costs = await call(t.app, client, 'GET', `/api/Jobs/Costi/${job.id_Job}`);
  expect(costs.statusCode).toBe(200);
  // The sent days count (the rejected one is back with the worker): 8, 10 and 9 hours at €250 a day,
  // 8 hours, 25 % overtime, so 3 days and 3 overtime hours at €39.0625 (rounded half up once:
  // 11719); 128 km at €0.40 and €37.00 of fuel on the first two days, sent and not yet reviewed.
  // Approved: the first two days' time reports, 2 days and 2 overtime hours.
  expect(costs.json().data.righe).toEqual([
    expect.objectContaining({
      giorni: 3,
      oreStraordinario: 3,
      compenso: 75000 + 11719,
      rimborsoChilometrico: 5120,
      carburante: 3700,
      totale: 86719 + 5120 + 3700,
      totaleApprovato: 50000 + 7813,
    }),
  ]);
});
