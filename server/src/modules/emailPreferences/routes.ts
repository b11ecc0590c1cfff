import type { FastifyInstance } from 'fastify';
import { emailPreferencesResponse, unsubscribedResponse } from '@shared/contracts/emailPreferences';
import {
  type EmailPreferencesRequest,
  type UnsubscribeQuery,
  emailPreferencesSchema,
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
} from '@shared/validation/emailPreferences';
import { ok } from '../../http/envelope';
import { requestLanguage, translate } from '../../i18n/messages';
import type { EmailPreferencesService } from './service';

const tags = ['Preferenze email'];
/** Mail programs post once per click; anything faster from one address is not a person unsubscribing. */
const UNSUBSCRIBES_PER_MINUTE = 30;

/** The email preferences and the one-click unsubscribe (product.md §4.18). */
export default async function emailPreferencesRoutes(
  app: FastifyInstance,
  options: { service: EmailPreferencesService },
) {
  const { service } = options;

  app.get(
    '/api/PreferenzeEmail',
    {
      schema: {
        tags,
        summary: 'Which kinds of email the signed-in user receives',
        description:
          'One switch per kind: true when that kind is sent. requests: an engagement request, its new dates, its ' +
          "withdrawal (to the worker); answers: the worker's answer to a request (to the job's owner); messages: the " +
          "other party's messages in an engagement's thread, at most one email per thread per 10 minutes; shares: a " +
          'favourites category shared; summaries: an engagement summary sent to an address; reports: a time report ' +
          "or car sheet sent to the job's address. " +
          'Transactional emails (password, security, account, receipts) are always sent.',
        response: { 200: emailPreferencesResponse },
      },
    },
    async (request) => ok(await service.read(request.user.id)),
  );

  app.put<{ Body: EmailPreferencesRequest }>(
    '/api/PreferenzeEmail',
    {
      schema: {
        tags,
        summary: 'Sets which kinds of email the signed-in user receives',
        description: 'Every kind, true to receive it; answers the switches as stored.',
        body: emailPreferencesSchema,
        response: { 200: emailPreferencesResponse },
      },
    },
    async (request) =>
      ok(
        await service.save(request.user.id, request.body),
        translate(requestLanguage(request), 'emailPreferences.saved'),
      ),
  );

  app.post<{ Querystring: UnsubscribeQuery }>(
    '/api/PreferenzeEmail/Disiscrizione',
    {
      config: { access: 'public', rateLimit: { max: UNSUBSCRIBES_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags,
        security: [],
        summary: 'One-click unsubscribe (RFC 8058): turns off the kind of email the List-Unsubscribe address names',
        description:
          "The address of an email's List-Unsubscribe header, posted by the mail program with the body " +
          '"List-Unsubscribe=One-Click". The token names the kind and the address and is signed by the server; ' +
          'an unknown token is 404. Posting it again changes nothing.',
        consumes: ['application/x-www-form-urlencoded'],
        querystring: unsubscribeQuerySchema,
        body: unsubscribeBodySchema,
        response: { 200: unsubscribedResponse },
      },
    },
    async (request) => ok(await service.unsubscribe(request.query.t)),
  );
}
