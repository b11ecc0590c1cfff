import sse from '@fastify/sse';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notificationsReadResponse, notificationsResponse } from '@shared/contracts/notifications';
import { MAX_ID } from '@shared/validation/locale';
import {
  type MarkReadRequest,
  type NotificationsQuery,
  markReadSchema,
  notificationsQuerySchema,
} from '@shared/validation/notifications';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../i18n/messages';
import type { NotificationsService } from './service';
import type { StreamHub } from './stream';

const tags = ['Notifiche'];

/**
 * A comment line this often keeps proxies and load balancers from closing an idle stream (most
 * close after 30 to 60 s of silence).
 */
export const HEARTBEAT_MS = 20_000;

/** Last-Event-ID as a notification's id; anything else is read as absent (the stream starts from now). */
const eventId = (header: string | null) => {
  const id = header && /^\d{1,10}$/.test(header) ? Number(header) : null;
  return id !== null && id <= MAX_ID ? id : null;
};

/**
 * The language the texts are drawn in: the page's (the SPA sends it as Accept-Language, and reloads
 * the list and reopens the stream when it changes), else the account's, the one its emails use.
 */
const readerLanguage = (request: FastifyRequest) =>
  request.headers['accept-language'] ? requestLanguage(request) : request.user.language;

/** The signed-in user's notifications and their live stream (product.md §4.22). */
export default async function notificationsRoutes(
  app: FastifyInstance,
  options: { service: NotificationsService; hub: StreamHub },
) {
  const { service, hub } = options;
  await app.register(sse, { heartbeatInterval: HEARTBEAT_MS });

  app.get<{ Querystring: NotificationsQuery }>(
    '/api/Notifiche',
    {
      schema: {
        tags,
        summary: "The signed-in user's notifications, the newest first",
        description:
          'The unread count and the newest 50 notifications; `prima` (a notification id) gives the 50 before it. ' +
          'Texts are in the user’s language; notifications are kept 90 days.',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponse },
      },
    },
    async (request) => ok(await service.list(request.user.id, readerLanguage(request), request.query.prima)),
  );

  app.put<{ Body: MarkReadRequest }>(
    '/api/Notifiche/Lette',
    {
      schema: {
        tags,
        summary: 'Marks notifications read',
        description: 'The ids given, or every notification of the user when `ids` is absent; answers the unread count.',
        body: markReadSchema,
        response: { 200: notificationsReadResponse },
      },
    },
    async (request) => ok(await service.markRead(request.user.id, request.body)),
  );

  app.get(
    '/api/Notifiche/Stream',
    {
      // The plugin writes the events to the connection itself: nothing to compress or serialise.
      sse: { kind: 'manual', heartbeat: true },
      schema: {
        tags,
        summary: "The signed-in user's notifications as they happen (Server-Sent Events)",
        description:
          'text/event-stream: each event is `id:` (the notification id) and `data:` (the notification as JSON), ' +
          'within a second of the action on any server; a comment line every 20 s. A reconnection sending ' +
          'Last-Event-ID first receives the notifications after it. At most 5 streams per user: 429 beyond.',
        response: {
          200: {
            description: 'The event stream (never ends on its own)',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (request, reply) => {
      const reader = { id: request.user.id, language: readerLanguage(request) };
      const close = hub.open(reader, eventId(reply.sse.lastEventId), {
        send: async (notification) => {
          if (reply.sse.isConnected) await reply.sse.send({ id: String(notification.id), data: notification });
        },
        end: () => reply.sse.close(),
      });
      reply.sse.onClose(close);
      reply.sse.keepAlive();
      // The headers and a first comment at once, so the client knows the stream is open before any event.
      reply.sse.sendHeaders();
      reply.raw.write(': open\n\n');
    },
  );
}
