import type { FastifyInstance } from 'fastify';
import { carSheetRecordResponse, carSheetRecordsResponse } from '@shared/contracts/carsheets';
import {
  type CarSheetRequest,
  type CarSheetUpdateRequest,
  carSheetSchema,
  carSheetUpdateSchema,
} from '@shared/validation/carsheets';
import { carSheetsParamsSchema, sheetWriteHeadersSchema } from '@shared/validation/dailyRecords';
import type { Today } from '@shared/validation/dates';
import { TIER_ADVANCED } from '@shared/validation/tiers';
import { ok } from '../../http/envelope';
import { idempotencyKeyOf } from '../../http/idempotency';
import { requestLanguage, translate } from '../../i18n/messages';
import type { CarsheetsService } from './service';

export const tags = ['SchedeAuto'];
const config = { tier: TIER_ADVANCED } as const;
/** A write of a day: the worker's tier, and the Idempotency-Key it may carry (product.md §4.19). */
const writeConfig = { ...config, requestHeaders: sheetWriteHeadersSchema } as const;
const rules =
  'Routes, kilometres (whole, 0 to 2,000), model, plate (2 to 10 letters and digits, stored upper-case) and fuel cost, all required: ' +
  'costoBenzinaCentesimi in euro cents (0 to 1,000,000), or costoBenzina in whole euro (0 to 10,000) as earlier clients send it; ' +
  'when both come, the cents win. A day inside the engagement and not after today, one record per day.';

/**
 * Car sheets (product.md §2.7, Car sheets). Advanced or Master (product.md §3.5): the worker's side
 * of an accepted engagement; the job's owner reads the sent days on Master (sheets service).
 */
export default async function carsheetsRoutes(
  app: FastifyInstance,
  options: { service: CarsheetsService; today: Today },
) {
  const { service } = options;

  app.post<{ Body: CarSheetRequest }>(
    '/api/SchedeAuto/SalvaSchedeAuto',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: "Adds a day's car use to one of your accepted engagements",
        description: `${rules} A second record for the same day is refused (update it with AggiornaSchedeAuto). inviato is set by the server.`,
        body: carSheetSchema(options.today),
        response: { 200: carSheetRecordResponse },
      },
    },
    async (request) =>
      ok(
        await service.create(request.user.id, request.body, idempotencyKeyOf(request, false)),
        translate(requestLanguage(request), 'sheets.record.saved'),
      ),
  );

  app.put<{ Body: CarSheetUpdateRequest }>(
    '/api/SchedeAuto/AggiornaSchedeAuto',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: 'Changes a car sheet record while it is unsent',
        description: `${rules} A sent record is read-only (refused).`,
        body: carSheetUpdateSchema(options.today),
        response: { 200: carSheetRecordResponse },
      },
    },
    async (request) =>
      ok(
        await service.update(request.user.id, request.body, idempotencyKeyOf(request, false)),
        translate(requestLanguage(request), 'sheets.record.saved'),
      ),
  );

  app.get<{ Params: { id: number } }>(
    '/api/SchedeAuto/RecuperaSchedeAuto/:id',
    {
      config,
      schema: {
        tags,
        summary: "An engagement's car sheet, by day (id: the engagement's)",
        description:
          "Its worker reads every record; the owner of the engagement's job reads the sent ones (read-only).",
        params: carSheetsParamsSchema,
        response: { 200: carSheetRecordsResponse },
      },
    },
    async (request) => ok(await service.list(request.user.id, request.params.id)),
  );
}
