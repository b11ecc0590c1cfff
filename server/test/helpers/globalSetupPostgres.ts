// Jest's global setup of the server-postgresql project: one migrated and seeded template database per run on
// TEST_DATABASE_URL's server, which every test file copies (databaseTemplates.ts).
import { POSTGRES_TEMPLATE_VARIABLE, createMigratedTemplate } from './databaseTemplates';

export default async function globalSetup(): Promise<void> {
  process.env[POSTGRES_TEMPLATE_VARIABLE] = await createMigratedTemplate(process.env.TEST_DATABASE_URL!);
}
