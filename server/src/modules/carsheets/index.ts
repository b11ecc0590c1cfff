import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import type { SheetsService } from '../sheets/service';
import carsheetsRoutes, { tags } from './routes';
import { createCarsheetsService } from './service';

/** The car sheets module: a day's car use per accepted engagement, sent once a day as a PDF. */
export default async function carsheetsModule(app: FastifyInstance, deps: ModuleDeps & { sheets: SheetsService }) {
  const { sheets } = deps;
  const service = createCarsheetsService({ db: deps.db, clock: deps.clock, sheets });
  await app.register(carsheetsRoutes, { service, today: () => deps.clock.today() });
  await app.register(
    sheets.deliveryRoutes({
      tags,
      noun: 'car sheet',
      sendPath: '/api/SchedeAuto/InviaMailSchedeAutoReport',
      pdfPath: '/api/SchedeAuto/SchedeAutoPdf',
      reviewPath: '/api/SchedeAuto/RevisioneSchedeAuto',
      send: service.send,
      pdf: service.pdf,
      review: service.review,
    }),
  );
}
