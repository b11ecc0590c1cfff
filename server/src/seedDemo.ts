import { parseArgs } from 'node:util';
import { systemClock } from './clock';
import { loadConfigOrExit } from './config';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { Pool } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { configuredLocation, openDatabase } from './db/client';
import type { CopyRows } from './db/seed/crew';
import { seedDatabase } from './db/seed';
import { bookedCrewName, seedDemo } from './demo/demoData';
import { createUserFiles } from './storage/configuredFiles';

/** A COPY field in text format: \\N for null, backslash, tab and line breaks escaped. */
const copyField = (value: string | number | boolean | null) =>
  value === null
    ? '\\N'
    : String(value).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');

/** COPY … FROM STDIN on one of the pool's connections. */
function copyWith(pool: Pool): CopyRows {
  return async (table, columns, rows) => {
    if (rows.length === 0) return;
    const client = await pool.connect();
    try {
      const target = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
      await pipeline(Readable.from(rows.map((row) => `${row.map(copyField).join('\t')}\n`)), target);
    } finally {
      client.release();
    }
  };
}

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
  try {
    await seedDatabase(database.db);
    const result = await seedDemo(database.db, {
      crew,
      clients,
      today: systemClock.today(),
      files: createUserFiles(config),
      log: (line) => console.log(line),
      copy:
        database.kind === 'postgresql' ? copyWith((database.db as unknown as { $client: Pool }).$client) : undefined,
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
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
