import { parseArgs } from 'node:util';
import { systemClock } from './clock';
import { loadConfigOrExit } from './config';
import type { Pool } from 'pg';
import { configuredLocation, openDatabase } from './db/client';
import { bulkWriterOn } from './db/seed/bulkWriter';
import { seedDatabase } from './db/seed';
import { bookedCrewName, seedDemo } from './demo/demoData';
import { createUserFiles } from './storage/configuredFiles';

/**
 * `npm run seed:demo -- --crew N --clients M`: fills the configured database (DATABASE_URL, else
 * PGlite under DATA_DIR) with demo crew and Master clients, and prints the clients' sign-in.
 */
async function main() {
  const { values } = parseArgs({
    options: { crew: { type: 'string', default: '300' }, clients: { type: 'string', default: '3' } },
  });
  const crew = Number(values.crew);
  const clients = Number(values.clients);
  if (!Number.isInteger(crew) || crew < 0 || !Number.isInteger(clients) || clients < 0)
    throw new Error('--crew and --clients take whole numbers');
  const config = loadConfigOrExit();
  const database = await openDatabase(configuredLocation(config));
  const started = Date.now();
  const bulk =
    database.kind === 'postgresql'
      ? await bulkWriterOn((database.db as unknown as { $client: Pool }).$client)
      : undefined;
  if (bulk && !bulk.triggersHeld) console.log('Not a superuser: the triggers follow each COPY (slower).');
  try {
    await seedDatabase(database.db);
    const result = await seedDemo(database.db, {
      crew,
      clients,
      today: systemClock.today(),
      files: createUserFiles(config),
      log: (line) => console.log(line),
      bulk,
    });
    console.log(
      `Demo data on the ${database.kind} database in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.crewAdded} crew added.`,
    );
    console.log('Master clients (sign in at /login):');
    for (const client of result.clients) console.log(`  ${client.username}  /  ${client.password}   (${client.email})`);
    console.log(`Crew accounts crew000001… sign in with the same password.`);
    console.log(
      `Each client's job has a worker booked on Advanced with days filed and reviewed: ${result.clients.map((_, index) => bookedCrewName(index)).join(', ')}.`,
    );
  } finally {
    bulk?.release();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
