import { loadConfigOrExit } from './config';
import { configuredLocation, openDatabase } from './db/client';
import { seedDatabase } from './db/seed';

/**
 * `npm run seed`: brings the configured database (DATABASE_URL, else PGlite under DATA_DIR) up to
 * date and writes its reference data, as a server start does, without starting a server.
 */
async function seed() {
  const config = loadConfigOrExit();
  const database = await openDatabase(configuredLocation(config));
  try {
    await seedDatabase(database.db);
    console.log(`Seeded the ${database.kind} database.`);
  } finally {
    await database.close();
  }
}

seed().catch((error) => {
  console.error(error);
  process.exit(1);
});
