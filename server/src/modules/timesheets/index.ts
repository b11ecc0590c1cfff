import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import type { SheetsService } from '../sheets/service';
import timesheetsRoutes, { tags } from './routes';
import { createTimesheetsService } from './service';

/** The time reports module: a day's hours per accepted engagement, sent once a day as a PDF. */
export default async function timesheetsModule(app: FastifyInstance, deps: ModuleDeps & { sheets: SheetsService }) {
  const { sheets } = deps;
  const service = createTimesheetsService({ db: deps.db, clock: deps.clock, sheets });
  await app.register(timesheetsRoutes, { service, today: () => deps.clock.today() });
  await app.register(
    sheets.deliveryRoutes({
      tags,
      noun: 'time report',
      sendPath: '/api/Ingaggi/InviaMailTimeReport',
      pdfPath: '/api/Ingaggi/TimeReportPdf',
      reviewPath: '/api/Ingaggi/RevisioneTimeReport',
      send: service.send,
      pdf: service.pdf,
      review: service.review,
    }),
  );
}
