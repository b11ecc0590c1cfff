// Jest's global setup of the server project: one migrated and seeded PGlite per run, which every test file
// starts from (databaseTemplates.ts).
import { PGLITE_DUMP_VARIABLE, dumpMigratedPglite } from './databaseTemplates';

export default async function globalSetup(): Promise<void> {
  process.env[PGLITE_DUMP_VARIABLE] = await dumpMigratedPglite();
}
