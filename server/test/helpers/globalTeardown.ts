// Jest's global teardown of both server projects (run once): removes what their global setups made.
import { PGLITE_DUMP_VARIABLE, POSTGRES_TEMPLATE_VARIABLE, dropTemplate, removePgliteDump } from './databaseTemplates';

export default async function globalTeardown(): Promise<void> {
  const dump = process.env[PGLITE_DUMP_VARIABLE];
  if (dump) await removePgliteDump(dump);
  const template = process.env[POSTGRES_TEMPLATE_VARIABLE];
  if (template) await dropTemplate(process.env.TEST_DATABASE_URL!, template);
}
