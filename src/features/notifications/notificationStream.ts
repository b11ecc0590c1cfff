import { type EventSourceMessage, fetchEventSource } from '@microsoft/fetch-event-source';
import type { Notification } from '@shared/contracts/notifications';
import type { Language } from '@shared/validation/language';

export const STREAM_PATH = '/api/Notifiche/Stream';

/** Waits before a lost stream is opened again, and after a refusal for too many streams (429). */
export const RECONNECT_MS = 3_000;
export const TOO_MANY_STREAMS_RETRY_MS = 60_000;

/** What an open stream tells its reader. */
export interface StreamHandlers {
  onNotification(notification: Notification): void;
  /** The server refused the token (401): the stream stops for good. */
  onUnauthorized(): void;
}

/** Ends a stream for good (its reconnections too). */
class StreamRefused extends Error {}

/**
 * GET /api/Notifiche/Stream through fetch, so the token travels in the Authorization header (an
 * EventSource cannot send one, and a token in the address would reach logs). The library sends
 * Last-Event-ID again on each reconnection, from the last event it read (docs/decisions.md, "Live
 * notifications"); the first opening sends the newest notification the list already shows. It
 * closes the stream while the tab is hidden and opens it again, with Last-Event-ID, when shown.
 * Answers the function that closes it.
 */
export function openNotificationStream(
  options: { token: string; language: Language; lastEventId: number | null },
  handlers: StreamHandlers,
): () => void {
  const controller = new AbortController();
  const headers: Record<string, string> = {
    Authorization: `Bearer ${options.token}`,
    'Accept-Language': options.language,
  };
  // Lower case, the name the library itself sets on reconnection (one header, not two).
  if (options.lastEventId !== null) headers['last-event-id'] = String(options.lastEventId);
  let retryMs = RECONNECT_MS;
  fetchEventSource(STREAM_PATH, {
    headers,
    signal: controller.signal,
    async onopen(response) {
      if (response.status === 401) {
        handlers.onUnauthorized();
        throw new StreamRefused();
      }
      retryMs = response.status === 429 ? TOO_MANY_STREAMS_RETRY_MS : RECONNECT_MS;
      // Anything but the stream: fail this attempt, onerror waits and tries again.
      if (!response.ok) throw new Error(`stream answered ${response.status}`);
    },
    onmessage(message: EventSourceMessage) {
      if (message.data) handlers.onNotification(JSON.parse(message.data) as Notification);
    },
    onclose() {
      // The server ended it (a restart, a deploy): open it again, as an EventSource would.
      throw new Error('stream closed');
    },
    onerror(error: unknown) {
      if (error instanceof StreamRefused) throw error;
      return retryMs;
    },
  }).catch(() => {});
  return () => controller.abort();
}
