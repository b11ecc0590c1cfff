import { api } from '../../api/client';
import type { Notifications, NotificationsRead } from '@shared/contracts/notifications';
import type { Language } from '@shared/validation/language';
import type { StreamHandlers } from './notificationStream';

export type { StreamHandlers };

/** Waits before a failed fetch of the stream's reader is tried again. */
const FETCH_AGAIN_MS = 3_000;

/**
 * The live stream (notificationStream.ts), its reader fetched on first use: every visitor loads
 * the store's code, and only a signed-in page opens a stream. A fetch of it that fails (offline)
 * is tried again. Answers the function that closes the stream.
 */
function openStream(
  options: { token: string; language: Language; lastEventId: number | null },
  handlers: StreamHandlers,
): () => void {
  let close: (() => void) | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    import(/* webpackChunkName: "notification-stream" */ './notificationStream').then(
      (module) => {
        if (!closed) close = module.openNotificationStream(options, handlers);
      },
      () => {
        if (!closed) retry = setTimeout(attempt, FETCH_AGAIN_MS);
      },
    );
  };
  attempt();
  return () => {
    closed = true;
    clearTimeout(retry);
    close?.();
  };
}

/** product.md §4.22, Notifications. */
export const notificationsApi = {
  list: (before?: number) => api.get<Notifications>('/api/Notifiche', { query: { prima: before } }),
  markRead: (ids?: number[]) => api.put<NotificationsRead>('/api/Notifiche/Lette', ids === undefined ? {} : { ids }),
  stream: openStream,
};
