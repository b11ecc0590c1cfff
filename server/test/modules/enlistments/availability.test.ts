import { addDays } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import {
  answer,
  createJob,
  crewMember,
  failedFields,
  masterClient,
  requestEngagement,
  sendRequest,
} from '../../helpers/engagements';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import type { SignedInUser } from '../../helpers/users';
import { readTab, saveTab } from '../profile/fixtures';

const NOW = '2026-03-10T09:00:00Z';
const TODAY = '2026-03-10';
const AVAILABILITY_TAB = 0;

let t: TestApp;
let client: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp({}, { now: NOW });
  client = await masterClient(t.app);
});
afterAll(() => t.close());

interface Day {
  giorno: string;
  disponibile: boolean;
  modificabile: boolean;
}

async function availability(worker: SignedInUser): Promise<Day[]> {
  return (await readTab(t.app, worker, AVAILABILITY_TAB)).json().data.listaDisponibilita;
}

const dayOf = (days: Day[], giorno: string) => days.find((day) => day.giorno === giorno)!;

/** The tab's body as the form sends it: what was read, with some days changed. */
function saveBody(days: Day[], changes: Record<string, boolean>) {
  return {
    greenPass: false,
    listaNazioni: [{ id_Nazione: 21, id_Regione: 7 }],
    listaDisponibilita: days.map((day) => ({
      giorno: day.giorno,
      disponibile: changes[day.giorno] ?? day.disponibile,
    })),
  };
}

/** A worker with an accepted engagement from today + 5 to today + 7, and a pending one on today + 9. */
async function bookedWorker() {
  const worker = await crewMember(t.app, TODAY);
  const job = await createJob(t.app, client, TODAY);
  const booked = await requestEngagement(t.app, client, worker, job.id_Job, addDays(TODAY, 5), addDays(TODAY, 7));
  await answer(t.app, worker, booked, ENGAGEMENT_STATE.accepted);
  const other = await createJob(t.app, client, TODAY);
  await requestEngagement(t.app, client, worker, other.id_Job, addDays(TODAY, 9), addDays(TODAY, 9));
  return { worker, booked };
}

describe("an accepted engagement's days in the availability", () => {
  it('are answered unavailable and not modifiable; a pending request locks nothing', async () => {
    const { worker } = await bookedWorker();
    const days = await availability(worker);
    for (const offset of [5, 6, 7])
      expect(dayOf(days, addDays(TODAY, offset))).toMatchObject({ disponibile: false, modificabile: false });
    for (const offset of [4, 8, 9])
      expect(dayOf(days, addDays(TODAY, offset))).toMatchObject({ disponibile: true, modificabile: true });
    // The completed profile's unavailable day (today + 1) stays as it was.
    expect(dayOf(days, addDays(TODAY, 1))).toMatchObject({ disponibile: false, modificabile: true });
  });

  it('cannot be made available by SalvaDatiDisponibilita, in either language', async () => {
    const { worker } = await bookedWorker();
    const days = await availability(worker);
    const index = days.findIndex((day) => day.giorno === addDays(TODAY, 6));
    for (const [language, message] of [
      ['it', "Questo giorno è occupato da un ingaggio che hai accettato: rifiuta quell'ingaggio per liberarlo"],
      ['en', 'This day is taken by an engagement you accepted: reject that engagement to free it'],
    ] as const) {
      const response = await saveTab(
        t.app,
        worker,
        AVAILABILITY_TAB,
        saveBody(days, { [addDays(TODAY, 6)]: true }),
        language,
      );
      expect(response.statusCode).toBe(400);
      expect(failedFields(response)).toEqual({ [`listaDisponibilita[${index}].disponibile`]: message });
    }
    expect(dayOf(await availability(worker), addDays(TODAY, 6))).toMatchObject({
      disponibile: false,
      modificabile: false,
    });
  });

  it('are left as they were by a save that sends them as read, and free again once the engagement is rejected', async () => {
    const { worker, booked } = await bookedWorker();
    const days = await availability(worker);
    const saved = await saveTab(t.app, worker, AVAILABILITY_TAB, saveBody(days, { [addDays(TODAY, 4)]: false }));
    expect(saved.json().success).toBe(true);
    const after = await availability(worker);
    expect(dayOf(after, addDays(TODAY, 4))).toMatchObject({ disponibile: false, modificabile: true });
    expect(dayOf(after, addDays(TODAY, 5))).toMatchObject({ disponibile: false, modificabile: false });

    await answer(t.app, worker, booked, ENGAGEMENT_STATE.rejected);
    const freed = await availability(worker);
    for (const offset of [5, 6, 7])
      expect(dayOf(freed, addDays(TODAY, offset))).toMatchObject({ disponibile: true, modificabile: true });
  });
});

describe('a request for days the worker is not free', () => {
  const busyMessage = {
    it: 'La persona non è disponibile o è già impegnata in alcuni di questi giorni',
    en: 'The crew member is unavailable or already booked on some of these days',
  };

  it('is refused on a day marked unavailable and on a booked day, in each language; free days go through', async () => {
    const { worker } = await bookedWorker();
    const job = await createJob(t.app, client, TODAY, { dataInizio: TODAY, dataFine: addDays(TODAY, 15) });
    for (const [language, from, to] of [
      ['it', addDays(TODAY, 1), addDays(TODAY, 2)], // today + 1: the completed profile's unavailable day
      ['en', addDays(TODAY, 4), addDays(TODAY, 6)], // today + 5 to 7: the accepted engagement
    ] as const) {
      const response = await sendRequest(
        t.app,
        client,
        { userId: worker.userId, id_Job: job.id_Job, dataInizio: from, dataFine: to },
        language,
      );
      expect(response.statusCode).toBe(400);
      expect(failedFields(response)).toEqual({ dataFine: busyMessage[language] });
    }
    const free = await sendRequest(t.app, client, {
      userId: worker.userId,
      id_Job: job.id_Job,
      dataInizio: addDays(TODAY, 2),
      dataFine: addDays(TODAY, 4),
    });
    expect(free.json().success).toBe(true);
  });

  it('cannot move a pending request onto a busy day', async () => {
    const { worker } = await bookedWorker();
    const job = await createJob(t.app, client, TODAY, { dataInizio: TODAY, dataFine: addDays(TODAY, 15) });
    const id = await requestEngagement(t.app, client, worker, job.id_Job, addDays(TODAY, 10), addDays(TODAY, 11));
    const moved = await sendRequest(t.app, client, {
      id_Ingaggio: id,
      userId: worker.userId,
      id_Job: job.id_Job,
      dataInizio: addDays(TODAY, 6),
      dataFine: addDays(TODAY, 11),
    });
    expect(moved.statusCode).toBe(400);
    expect(failedFields(moved)).toEqual({ dataFine: busyMessage.it });
  });
});
