import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import type { SheetsService } from '../sheets/service';
import costsRoutes from './routes';
import { createCostsService } from './service';

/** The costs module: what a job costs and what a worker earned, from the sent records (product.md §4.18). */
export default async function costsModule(app: FastifyInstance, deps: ModuleDeps & { sheets: SheetsService }) {
  const service = createCostsService({ db: deps.db });
  await app.register(costsRoutes, { service, renderPdf: deps.sheets.renderPdf });
}
