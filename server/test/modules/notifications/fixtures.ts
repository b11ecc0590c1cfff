import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Notification } from '@shared/contracts/notifications';
import type { SignedInUser } from '../../helpers/users';

/** One server-sent event as the stream wrote it. */
/**
 * How long a test waits for an event it expects: its delivery is what a test shows, not how fast
 * (bench/streams.ts measures that), so a busy machine does not fail it.
 */
export const STREAM_WAIT_MS = 10_000;

export interface StreamEvent {
  id: string;
  data: Notification;
}

/** An open stream read as a browser would: its status, its events as they come, and its comments. */
export interface OpenStream {
  status: number;
  body: string;
  /** The next event not yet taken; rejects after `withinMs` without one. */
  next(withinMs?: number): Promise<StreamEvent>;
  comments: string[];
  close(): void;
}

/** The address `app` listens on (port 0: a free one), listening first if it does not yet. */
export async function addressOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** GET /api/Notifiche/Stream on a listening server, with the user's token (if any) and Last-Event-ID. */
export function openStream(
  address: string,
  user: SignedInUser | null,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${address}/api/Notifiche/Stream`,
      // A connection each, as a browser's streams have: a refused one's kept-alive socket is not reused.
      { agent: false, headers: { accept: 'text/event-stream', ...(user ? user.auth : {}), ...headers } },
      (response) => {
        const events: StreamEvent[] = [];
        const comments: string[] = [];
        const waiting: ((event: StreamEvent) => void)[] = [];
        let buffer = '';
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = Object.fromEntries(
              block
                .split('\n')
                .filter((line) => !line.startsWith(':'))
                .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
            );
            if (block.startsWith(':')) comments.push(block.slice(1).trim());
            if (!('data' in fields)) continue;
            const event = { id: fields.id, data: JSON.parse(fields.data) as Notification };
            const taker = waiting.shift();
            if (taker) taker(event);
            else events.push(event);
          }
        });
        const stream: OpenStream = {
          status: response.statusCode ?? 0,
          get body() {
            return body;
          },
          comments,
          next(withinMs = 1000) {
            const ready = events.shift();
            if (ready) return Promise.resolve(ready);
            return new Promise((resolveEvent, rejectEvent) => {
              const timer = setTimeout(() => rejectEvent(new Error(`no event within ${withinMs} ms`)), withinMs);
              waiting.push((event) => {
                clearTimeout(timer);
                resolveEvent(event);
              });
            });
          },
          close: () => request.destroy(),
        };
        // A refusal ends at once: its whole body is read before answering.
        if (stream.status !== 200) response.on('end', () => resolve(stream));
        else resolve(stream);
      },
    );
    request.on('error', reject);
  });
}
