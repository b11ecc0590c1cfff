import { and, count, desc, eq, gt, inArray, isNull, lt, max } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Notification, NotificationType, Notifications } from '@shared/contracts/notifications';
import { type Language, isLanguage, DEFAULT_LANGUAGE } from '@shared/validation/language';
import type { MarkReadRequest } from '@shared/validation/notifications';
import { NOTIFICATIONS_PAGE } from '@shared/validation/notificationsPage';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/client';
import { notifications } from '../../db/schema';
import { translate } from '../../i18n/messages';

/** The channel each notification is announced on at its commit (read by every server's stream hub, stream.ts). */
export const NOTIFICATIONS_CHANNEL = 'troupe_notifications';

/** How long a notification is kept (product.md §4.22). */
export const KEPT_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Notifications a reconnecting stream is sent at most from before it reconnected (the rest stay in the list). */
const REPLAY_MAX = 200;

/** What happened to whom, as the module that knows the event words it. */
export interface NotificationEvent {
  userId: number;
  tipo: NotificationType;
  /** The values `notifications.<tipo>` names, as they are at the event. */
  params: Record<string, string | number>;
  /** The product's page it is about ('/jobs/12'). */
  link: string;
}

/** Writes a notification in the transaction of its event, so it exists exactly when the event does. */
export type Notify = (tx: Queryable, event: NotificationEvent) => Promise<void>;

/** The announcement on NOTIFICATIONS_CHANNEL: whose, and which; the stream reads the row itself, scoped to its user. */
export interface Announcement {
  userId: number;
  id: number;
}

export function readAnnouncement(payload: string): Announcement | null {
  const match = /^(\d+):(\d+)$/.exec(payload);
  return match ? { userId: Number(match[1]), id: Number(match[2]) } : null;
}

export interface NotificationsDeps {
  db: Database;
  clock: Clock;
}

type Row = typeof notifications.$inferSelect;

/** The user's notifications (product.md §4.22): written by the events' transactions, read by their recipient only. */
export function createNotificationsService(deps: NotificationsDeps) {
  const { db, clock } = deps;

  /** A row as the API shows it, its text in the reader's language. */
  const shown = (language: string, row: Row): Notification => ({
    id: row.id,
    tipo: row.tipo as NotificationType,
    testo: translate(isLanguage(language) ? language : DEFAULT_LANGUAGE, `notifications.${row.tipo}`, row.params),
    link: row.link,
    creataIl: row.createdAt.toISOString(),
    letta: row.readAt !== null,
  });

  async function unread(q: Queryable, userId: number): Promise<number> {
    const [row] = await q
      .select({ unread: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row.unread;
  }

  const notify: Notify = async (tx, event) => {
    const [created] = await tx
      .insert(notifications)
      .values({ ...event, createdAt: clock.now() })
      .returning({ id: notifications.id });
    // Sent at the commit, and not at all if the transaction rolls back: the stream never tells of
    // an event that did not happen.
    await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${`${event.userId}:${created.id}`})`);
  };

  return {
    notify,

    /** GET /api/Notifiche: the unread count and NOTIFICATIONS_PAGE notifications, the newest first, before `before` if given. */
    async list(userId: number, language: Language | string, before?: number): Promise<Notifications> {
      const rows = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), before === undefined ? undefined : lt(notifications.id, before)))
        .orderBy(desc(notifications.id))
        .limit(NOTIFICATIONS_PAGE);
      return { nonLette: await unread(db, userId), elenco: rows.map((row) => shown(language, row)) };
    },

    /** PUT /api/Notifiche/Lette: the user's notifications named (another user's ids change nothing), or all; the unread count after. */
    async markRead(userId: number, request: MarkReadRequest): Promise<{ nonLette: number }> {
      return db.transaction(async (tx) => {
        await tx
          .update(notifications)
          .set({ readAt: clock.now() })
          .where(
            and(
              eq(notifications.userId, userId),
              isNull(notifications.readAt),
              request.ids === undefined ? undefined : inArray(notifications.id, request.ids),
            ),
          );
        return { nonLette: await unread(tx, userId) };
      });
    },

    /** The user's newest notification's id (0 without any): where a stream opened without Last-Event-ID starts. */
    async newestId(userId: number): Promise<number> {
      const [row] = await db
        .select({ newest: max(notifications.id) })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      return row.newest ?? 0;
    },

    /** The user's notifications after `afterId`, oldest first: what a stream has not sent yet. */
    async after(userId: number, language: string, afterId: number): Promise<Notification[]> {
      const rows = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), gt(notifications.id, afterId)))
        .orderBy(desc(notifications.id))
        .limit(REPLAY_MAX);
      return rows.reverse().map((row) => shown(language, row));
    },

    /** The scheduled cleanup: notifications older than KEPT_DAYS by the clock go. Answers how many. */
    async removeExpired(): Promise<number> {
      const removed = await db
        .delete(notifications)
        .where(lt(notifications.createdAt, new Date(clock.now().getTime() - KEPT_DAYS * DAY_MS)))
        .returning({ id: notifications.id });
      return removed.length;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
