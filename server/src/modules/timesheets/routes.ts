import type { FastifyInstance } from 'fastify';
import { timeReportRecordResponse, timeReportRecordsResponse } from '@shared/contracts/timesheets';
import { engagementParamsSchema, sheetWriteHeadersSchema } from '@shared/validation/dailyRecords';
import type { Today } from '@shared/validation/dates';
import { TIER_ADVANCED } from '@shared/validation/tiers';
import { type TimeReportRequest, timeReportSchema } from '@shared/validation/timesheets';
import { ok } from '../../http/envelope';
import { idempotencyKeyOf } from '../../http/idempotency';
import { requestLanguage, translate } from '../../i18n/messages';
import type { TimesheetsService } from './service';

export const tags = ['Time report'];
const config = { tier: TIER_ADVANCED } as const;
/** A write of a day: the worker's tier, and the Idempotency-Key it may carry (product.md §4.19). */
const writeConfig = { ...config, requestHeaders: sheetWriteHeadersSchema } as const;

/**
 * Time reports (product.md §2.7, Time reports). Advanced or Master (product.md §3.5): the worker's
 * side of an accepted engagement; the job's owner reads the sent days on Master (sheets service).
 */
export default async function timesheetsRoutes(
  app: FastifyInstance,
  options: { service: TimesheetsService; today: Today },
) {
  const { service } = options;
  const body = timeReportSchema(options.today);

  app.post<{ Body: TimeReportRequest }>(
    '/api/Ingaggi/CompilaTimeReport',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: "Adds a day's hours to one of your accepted engagements",
        description:
          'Whole hours 0 to 24 for each kind, at most 24 in all; a day inside the engagement and not after today. One record per ' +
          'day: a second one for the same day is refused (update it with ModificaTimeReport). inviato is set by the server.',
        body,
        response: { 200: timeReportRecordResponse },
      },
    },
    async (request) =>
      ok(
        await service.create(request.user.id, request.body, idempotencyKeyOf(request, false)),
        translate(requestLanguage(request), 'sheets.record.saved'),
      ),
  );

  app.put<{ Body: TimeReportRequest }>(
    '/api/Ingaggi/ModificaTimeReport',
    {
      config: writeConfig,
      schema: {
        tags,
        summary: "Changes a day's hours while it is unsent",
        description: 'The engagement and dataRiferimento name the record; a sent record is read-only (refused).',
        body,
        response: { 200: timeReportRecordResponse },
      },
    },
    async (request) =>
      ok(
        await service.update(request.user.id, request.body, idempotencyKeyOf(request, false)),
        translate(requestLanguage(request), 'sheets.record.saved'),
      ),
  );

  app.get<{ Params: { idIngaggio: number } }>(
    '/api/Ingaggi/RecuperaDatiTimeReport/:idIngaggio',
    {
      config,
      schema: {
        tags,
        summary: "An engagement's time report, by day",
        description:
          "Its worker reads every record; the owner of the engagement's job reads the sent ones (read-only).",
        params: engagementParamsSchema,
        response: { 200: timeReportRecordsResponse },
      },
    },
    async (request) => ok(await service.list(request.user.id, request.params.idIngaggio)),
  );
}
