import { addDays } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import { answer, call, createJob, crewMember, masterClient, requestEngagement } from '../../helpers/engagements';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { signUpAndIn } from '../../helpers/users';
import ICAL from 'ical.js';

const NOW = '2026-03-10T09:00:00Z';
const TODAY = '2026-03-10';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { now: NOW });
});
afterAll(() => t.close());

/** The feed's path on our server, from the address the API answers. */
const pathOf = (url: string) => new URL(url).pathname;

/**
 * The events of a feed as a calendar program reads them: ical.js (Mozilla's RFC 5545 parser)
 * unfolds, unescapes and types the values, and throws on a feed it cannot read.
 */
function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      allDay: event.startDate.isDate,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: component.getFirstPropertyValue('url'),
    };
  });
}

describe('the calendar feed', () => {
  it("lists a worker's accepted engagements and a client's jobs as all-day events", async () => {
    const client = await masterClient(t.app);
    const worker = await crewMember(t.app, TODAY, 'master', 'en');
    const job = await createJob(t.app, client, TODAY, {
      nome: 'Spot Napoli',
      indirizzo: 'Piazza Plebiscito, Napoli',
      tariffaGiornaliera: 25000,
    });
    const acceptedId = await requestEngagement(
      t.app,
      client,
      worker,
      job.id_Job,
      job.dataInizio,
      addDays(job.dataInizio, 2),
    );
    await answer(t.app, worker, acceptedId, ENGAGEMENT_STATE.accepted);
    const otherJob = await createJob(t.app, client, TODAY, { nome: 'Pending only' });
    // After the accepted days: a request for a booked day is refused.
    const pendingDay = addDays(otherJob.dataInizio, 3);
    await requestEngagement(t.app, client, worker, otherJob.id_Job, pendingDay, pendingDay);
    const ownJob = await createJob(t.app, worker, TODAY, { nome: 'My own shoot', dataInizio: TODAY, dataFine: TODAY });

    const address = await call(t.app, worker, 'GET', '/api/Calendario');
    const { url } = address.json().data;
    expect(url).toMatch(/^http:\/\/troupe\.test\/api\/Calendario\/[A-Za-z0-9_-]{43}\.ics$/);
    // The same address until renewed.
    expect((await call(t.app, worker, 'GET', '/api/Calendario')).json().data.url).toBe(url);

    const feed = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    // RFC 5545: every content line ends with CRLF, the last one (END:VCALENDAR) too.
    expect(feed.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(feed.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const events = eventsOf(feed.body);
    expect(events).toHaveLength(2);
    expect(events[0]).toEqual({
      uid: `engagement-${acceptedId}@troupe.test`,
      allDay: true,
      start: '2026-03-15',
      // iCalendar's end of an all-day event is the day after.
      end: '2026-03-18',
      summary: `Spot Napoli (${client.username})`,
      location: 'Piazza Plebiscito, Napoli',
      // The day rate agreed, in the worker's language.
      description: expect.stringContaining('Day rate: €250.00'),
      url: `http://troupe.test/enlistments/${acceptedId}/accepted`,
    });
    expect(events[1]).toMatchObject({
      uid: `job-${ownJob.id_Job}@troupe.test`,
      allDay: true,
      start: '2026-03-10',
      end: '2026-03-11',
      summary: 'Job: My own shoot',
      url: `http://troupe.test/jobs/${ownJob.id_Job}`,
    });

    // The client's feed shows their jobs, in Italian.
    const clientFeed = await t.app.inject({
      method: 'GET',
      url: pathOf((await call(t.app, client, 'GET', '/api/Calendario')).json().data.url),
    });
    expect(eventsOf(clientFeed.body).map((event) => event.summary)).toEqual([
      'Lavoro: Spot Napoli',
      'Lavoro: Pending only',
    ]);
  });

  it('answers 304 to a calendar program whose copy is current, and the feed again once it changes', async () => {
    const client = await masterClient(t.app);
    await createJob(t.app, client, TODAY, { nome: 'Spot Bari' });
    const path = pathOf((await call(t.app, client, 'GET', '/api/Calendario')).json().data.url);
    const first = await t.app.inject({ method: 'GET', url: path });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);

    // Minutes later nothing changed: the time of writing (DTSTAMP) alone does not make a new version.
    t.clock.advance(5 * 60_000);
    const again = await t.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Among other ETags, and compared weakly as RFC 9110 says.
    const listed = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': `"other", ${etag.slice(2)}` },
    });
    expect(listed.statusCode).toBe(304);

    await createJob(t.app, client, TODAY, { nome: 'Spot Lecce' });
    const changed = await t.app.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(eventsOf(changed.body).map((event) => event.summary)).toEqual(['Lavoro: Spot Bari', 'Lavoro: Spot Lecce']);
  });

  it("names its events with the installation's host, the same at every fetch", async () => {
    const other = await buildTestApp({ PUBLIC_URL: 'https://troupe.example.org' }, { now: NOW });
    try {
      const client = await masterClient(other.app);
      const job = await createJob(other.app, client, TODAY, { nome: 'Spot Trani' });
      const path = pathOf((await call(other.app, client, 'GET', '/api/Calendario')).json().data.url);
      const uids = async () =>
        eventsOf((await other.app.inject({ method: 'GET', url: path })).body).map((event) => event.uid);
      expect(await uids()).toEqual([`job-${job.id_Job}@troupe.example.org`]);
      other.clock.advance(60 * 60_000);
      expect(await uids()).toEqual([`job-${job.id_Job}@troupe.example.org`]);
    } finally {
      await other.close();
    }
  });

  it('renews the address: the old one stops at once', async () => {
    const user = await signUpAndIn(t.app);
    const old = (await call(t.app, user, 'GET', '/api/Calendario')).json().data.url;
    const renewed = await call(t.app, user, 'POST', '/api/Calendario/Rinnova', undefined, 'en');
    expect(renewed.json()).toEqual({
      success: true,
      message: 'New calendar address created: the old one no longer works',
      data: { url: expect.any(String) },
    });
    const fresh = renewed.json().data.url;
    expect(fresh).not.toBe(old);
    expect((await t.app.inject({ method: 'GET', url: pathOf(old) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: pathOf(fresh) })).statusCode).toBe(200);
    expect((await call(t.app, user, 'GET', '/api/Calendario')).json().data.url).toBe(fresh);
  });

  it('answers 404 for an unknown secret and 401 for the address without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/Calendario/not-a-secret.ics' })).statusCode).toBe(404);
    expect((await call(t.app, null, 'GET', '/api/Calendario')).statusCode).toBe(401);
    expect((await call(t.app, null, 'POST', '/api/Calendario/Rinnova')).statusCode).toBe(401);
  });
});
