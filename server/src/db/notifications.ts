import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';

/** What a follower of a channel is told: each notification's payload, and when some may have been missed. */
export interface NotificationHandlers {
  onPayload(payload: string): void;
  /** The listening connection was lost: notifications sent until it is back are not seen. */
  onGap(): void;
}

/** A channel followed (DatabaseHandle.follow). */
export interface Follower {
  /**
   * Resolves once every notification of a transaction committed before the call has reached
   * onPayload: true then, false when the channel is not being followed right now (the connection
   * lost, not yet back), so what the notifications keep fresh cannot be trusted.
   */
  caughtUp(): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * PGlite runs in this process and hands a transaction's notifications over while its commit is
 * processed, before the statement's promise settles: whatever committed before a call has been seen.
 */
export async function followPglite(client: PGlite, channel: string, handlers: NotificationHandlers): Promise<Follower> {
  const unlisten = await client.listen(channel, handlers.onPayload);
  return { caughtUp: async () => true, stop: () => unlisten() };
}

/** How long a lost listening connection waits before it is opened again. */
const RECONNECT_DELAY_MS = 1000;

/**
 * PostgreSQL: one connection of its own, outside the pool, LISTENing. A notification is sent to it
 * as soon as the writing transaction commits, and the server answers a query on that connection
 * only after the notifications signalled before the query arrived, so one `select 1` is the
 * barrier of caughtUp. Concurrent callers share the next barrier: under load the cost is one
 * round trip at a time on that connection, not one per request.
 */
export async function followPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Follower> {
  let listener: Client | null = null;
  let stopped = false;
  let reconnecting: NodeJS.Timeout | undefined;
  // The barrier not yet sent, that callers join; and the one on its way, after which it is sent.
  let nextBarrier: Promise<boolean> | null = null;
  let lastBarrier: Promise<unknown> = Promise.resolve();

  const reconnectLater = () => {
    if (stopped) return;
    reconnecting = setTimeout(() => connect().catch(reconnectLater), RECONNECT_DELAY_MS).unref();
  };
  const lost = (client: Client) => {
    if (listener !== client) return;
    listener = null;
    handlers.onGap();
    client.end().catch(() => {});
    reconnectLater();
  };

  async function connect(): Promise<void> {
    const client = new Client({ connectionString, application_name: 'troupe-notifications' });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', (message) => handlers.onPayload(message.payload ?? ''));
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (err) {
      client.end().catch(() => {});
      throw err;
    }
    if (stopped) {
      await client.end();
      return;
    }
    // Whatever was kept while no connection listened may be stale: forget it as the connection comes back too.
    handlers.onGap();
    listener = client;
  }

  await connect();
  return {
    caughtUp() {
      if (!listener) return Promise.resolve(false);
      if (!nextBarrier) {
        const barrier = lastBarrier.then(() => {
          nextBarrier = null;
          const client = listener;
          if (!client) return false;
          return client.query('select 1').then(
            () => listener === client,
            () => false,
          );
        });
        nextBarrier = barrier;
        lastBarrier = barrier;
      }
      return nextBarrier;
    },
    async stop() {
      stopped = true;
      clearTimeout(reconnecting);
      const client = listener;
      listener = null;
      await client?.end();
    },
  };
}
