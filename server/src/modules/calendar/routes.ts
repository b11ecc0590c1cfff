import type { FastifyInstance } from 'fastify';
import { calendarFeedResponse } from '@shared/contracts/enlistments';
import { calendarFeedParamsSchema } from '@shared/validation/enlistments';
import { ok } from '../../http/envelope';
import { requestLanguage, translate } from '../../i18n/messages';
import type { CalendarService } from './service';

const tags = ['Calendario'];

/** If-None-Match names the current version: a list of ETags, each weak or not, or '*' (RFC 9110 §13.1.2). */
function ifNoneMatchHolds(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
/** Calendar programs refresh a feed every few minutes at most; anything faster is not one of them. */
const FEED_REQUESTS_PER_MINUTE = 30;

/** The private calendar feed and its address (beyond product.md §2, decided in §3.6). */
export default async function calendarRoutes(app: FastifyInstance, options: { service: CalendarService }) {
  const { service } = options;

  app.get(
    '/api/Calendario',
    {
      schema: {
        tags,
        summary: "The signed-in user's private calendar feed address",
        description:
          'An iCalendar (.ics) address listing your accepted engagements and your jobs, to subscribe to from a calendar program. Keep it private.',
        response: { 200: calendarFeedResponse },
      },
    },
    async (request) => ok(await service.address(request.user.id)),
  );

  app.post(
    '/api/Calendario/Rinnova',
    {
      schema: {
        tags,
        summary: 'Replaces the calendar feed address; the old one stops working at once',
        response: { 200: calendarFeedResponse },
      },
    },
    async (request) =>
      ok(await service.renew(request.user.id), translate(requestLanguage(request), 'calendar.renewed')),
  );

  app.get<{ Params: { secret: string } }>(
    '/api/Calendario/:secret.ics',
    {
      config: { access: 'public', rateLimit: { max: FEED_REQUESTS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags,
        security: [],
        summary: 'The calendar feed (text/calendar); an unknown or renewed address answers 404',
        params: calendarFeedParamsSchema,
        response: {
          200: {
            description: 'The iCalendar feed (RFC 5545)',
            content: { 'text/calendar': { schema: { type: 'string' } } },
          },
          304: { description: 'Not modified: the ETag sent in If-None-Match is current', type: 'null' },
        },
      },
    },
    async (request, reply) => {
      const feed = await service.feed(request.params.secret);
      // Calendar programs poll every few minutes: an unchanged feed costs them a 304, not the whole text.
      reply.header('cache-control', 'private, no-cache').header('etag', feed.etag);
      if (ifNoneMatchHolds(request.headers['if-none-match'], feed.etag)) return reply.code(304).send();
      return reply.type('text/calendar; charset=utf-8').send(feed.ics);
    },
  );
}
