import type { FastifyBaseLogger } from 'fastify';
import type { Notification } from '@shared/contracts/notifications';
import type { DatabaseHandle } from '../../db/client';
import type { Follower } from '../../db/notifications';
import { TooManyRequests } from '../../http/errors';
import { NOTIFICATIONS_CHANNEL, type NotificationsService, readAnnouncement } from './service';

/** Streams one user may hold open on one server (product.md §4.22): a tab each, a few devices. */
export const STREAMS_PER_USER = 5;

/** One open stream: whose, in which language, and the last notification it sent. */
interface OpenStream {
  userId: number;
  language: string;
  lastId: number;
  /** Catch-ups run one after another, so the stream sends each notification once and in order. */
  turn: Promise<void>;
  send(notification: Notification): Promise<void>;
  end(): void;
}

export interface StreamHubDeps {
  service: Pick<NotificationsService, 'after' | 'newestId'>;
  /** The database's NOTIFY follower (db/notifications.ts): PGlite's in-process, PostgreSQL's from every server. */
  follow: DatabaseHandle['follow'];
  log: FastifyBaseLogger;
}

/**
 * The live streams of this server (product.md §4.22, docs/decisions.md "Live notifications"). A
 * notification is announced on NOTIFICATIONS_CHANNEL when its transaction commits, on whichever
 * server wrote it; each server follows the channel and has its streams of that user read what
 * they have not sent yet. Reading from the table, rather than sending the announcement itself,
 * keeps one order and one rule for the live events, a reconnection's Last-Event-ID and a lost
 * listening connection (every stream catches up when it is back).
 */
export function createStreamHub(deps: StreamHubDeps) {
  const byUser = new Map<number, Set<OpenStream>>();
  let follower: Follower | null = null;

  function catchUp(stream: OpenStream) {
    stream.turn = stream.turn
      .then(async () => {
        for (const notification of await deps.service.after(stream.userId, stream.language, stream.lastId)) {
          await stream.send(notification);
          stream.lastId = notification.id;
        }
      })
      .catch((err: unknown) => {
        // A stream that cannot be brought up to date ends: the client reconnects with its Last-Event-ID.
        deps.log.warn({ err }, 'notification stream ended');
        stream.end();
      });
  }

  const catchUpAll = () => {
    for (const streams of byUser.values()) for (const stream of streams) catchUp(stream);
  };

  return {
    /** Follows the channel; the streams hear of every server's notifications from then on. */
    async start() {
      follower = await deps.follow(NOTIFICATIONS_CHANNEL, {
        onPayload(payload) {
          const announced = readAnnouncement(payload);
          if (!announced) return;
          for (const stream of byUser.get(announced.userId) ?? []) catchUp(stream);
        },
        // Announcements may have been missed while the listening connection was down.
        onGap: catchUpAll,
      });
    },

    /**
     * A new stream of the user's notifications after `lastEventId` (none: from now on). Refused
     * with 429 beyond STREAMS_PER_USER. Answers the function that closes it.
     */
    open(
      user: { id: number; language: string },
      lastEventId: number | null,
      io: { send(notification: Notification): Promise<void>; end(): void },
    ): () => void {
      const streams = byUser.get(user.id) ?? new Set<OpenStream>();
      if (streams.size >= STREAMS_PER_USER) throw new TooManyRequests('notifications.stream.tooMany');
      const stream: OpenStream = {
        userId: user.id,
        language: user.language,
        lastId: lastEventId ?? 0,
        turn: Promise.resolve(),
        ...io,
      };
      streams.add(stream);
      byUser.set(user.id, streams);
      // Where it starts comes first in its turns: any announcement after this is caught up after it.
      if (lastEventId === null)
        stream.turn = deps.service.newestId(user.id).then((newest) => {
          stream.lastId = newest;
        });
      catchUp(stream);
      return () => {
        streams.delete(stream);
        if (streams.size === 0) byUser.delete(user.id);
      };
    },

    /** Streams open on this server (the tests and the close read it). */
    openCount: () => [...byUser.values()].reduce((total, streams) => total + streams.size, 0),

    /** Ends every stream and stops following, before the server closes (an open stream would hold the close). */
    async stop() {
      for (const streams of byUser.values()) for (const stream of streams) stream.end();
      byUser.clear();
      await follower?.stop();
      follower = null;
    },
  };
}

export type StreamHub = ReturnType<typeof createStreamHub>;
