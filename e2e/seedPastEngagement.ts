import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../server/src/app';
import { clockOf } from '../server/src/clock';
import { loadConfigOrExit } from '../server/src/config';
import { configuredLocation, openDatabase } from '../server/src/db/client';
import { createMailer } from '../server/src/mail/transport';
import { answer, createJob, crewMember, markAvailable, requestEngagement } from '../server/test/helpers/engagements';
import { addDays, todayInRome } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import { DAYS_AGO, type PastEngagement, pastEngagementPath } from './pastEngagement';

/*
 * The sheets journey (e2e/sheets.spec.ts) fills days before today, which needs an engagement that
 * started before today: the server refuses to book one, as it should, and the journeys must not
 * change its clock. So before the e2e server starts (playwright.config.ts), this script builds the
 * same app on the same DATA_DIR with a clock standing DAYS_AGO days back, and books it there
 * through the API as the SPA would: a Master client with a job, and an Advanced worker (the
 * worker's side of an engagement is Advanced's) who accepts the client's request for days starting
 * on that past day. The browser then meets them on the
 * real server, whose clock is the wall's. What the journey needs goes to a file in the folder.
 */

async function seed() {
  const config = loadConfigOrExit();
  const database = await openDatabase(configuredLocation(config));
  const realToday = todayInRome();
  const then = addDays(realToday, -DAYS_AGO);
  // Midday UTC is the same calendar day in Rome in winter and summer alike.
  const clock = clockOf(() => new Date(`${then}T11:00:00Z`));
  const mailer = createMailer({ from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') });
  const app = await buildApp({ config, database, mailer, clock });
  try {
    await app.ready();
    // Unique in a data folder a developer may keep between runs.
    const stamp = Date.now().toString(36);
    const client = await crewMember(app, then, 'master', 'it', {
      username: `marco${stamp}`,
      person: { nome: 'Marco', cognome: 'Conti' },
    });
    const worker = await crewMember(app, then, 'advanced', 'it', {
      username: `anna${stamp}`,
      person: { nome: 'Anna', cognome: 'Verdi' },
    });
    const job = await createJob(app, client, then, {
      nome: 'Spot caffè Torino',
      dataInizio: then,
      dataFine: addDays(realToday, 10),
    });
    const days = { dataInizio: then, dataFine: addDays(realToday, 2) };
    await markAvailable(app, worker, then, days.dataInizio, days.dataFine);
    const engagementId = await requestEngagement(app, client, worker, job.id_Job, days.dataInizio, days.dataFine);
    const accepted = await answer(app, worker, engagementId, ENGAGEMENT_STATE.accepted);
    if (!accepted.json().success) throw new Error(`acceptance refused: ${accepted.body}`);
    const seeded: PastEngagement = {
      client: { username: client.username },
      worker: { username: worker.username },
      jobId: job.id_Job,
      ...days,
    };
    writeFileSync(pastEngagementPath(config.dataDir), JSON.stringify(seeded));
  } finally {
    await app.close();
    await database.close();
  }
}

seed().catch((error) => {
  console.error(error);
  process.exit(1);
});
