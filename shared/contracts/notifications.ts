import { type Static, Type } from '@sinclair/typebox';
import { envelope } from './envelope';

/**
 * What a notification tells (product.md §4.22): each kind has its text in locales/ as
 * `notifications.<tipo>`, in the recipient's language.
 */
export const NOTIFICATION_TYPES = [
  'engagementRequested',
  'engagementChanged',
  'engagementAccepted',
  'engagementRejected',
  'engagementWithdrawn',
  'jobDeleted',
  'engagementCountered',
  'counterAccepted',
  'engagementReleased',
  'engagementExpired',
  'requestExpired',
  'engagementMessage',
  'favoritesShared',
  'timesheetSent',
  'carsheetSent',
  'timesheetApproved',
  'timesheetRejected',
  'carsheetApproved',
  'carsheetRejected',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** One notification, as the list and the stream's events carry it. */
export const notification = Type.Object({
  id: Type.Integer(),
  tipo: Type.Union(NOTIFICATION_TYPES.map((tipo) => Type.Literal(tipo))),
  /** In the recipient's language. */
  testo: Type.String(),
  /** The product's page it is about, a path ('/jobs/12'). */
  link: Type.String(),
  creataIl: Type.String({ format: 'date-time' }),
  letta: Type.Boolean(),
});
export type Notification = Static<typeof notification>;

/** GET /api/Notifiche: the unread count and one page of the list, the newest first. */
export const notifications = Type.Object({
  nonLette: Type.Integer(),
  elenco: Type.Array(notification),
});
export type Notifications = Static<typeof notifications>;
export const notificationsResponse = envelope(notifications);

/** PUT /api/Notifiche/Lette: the unread count after it. */
export const notificationsRead = Type.Object({ nonLette: Type.Integer() });
export type NotificationsRead = Static<typeof notificationsRead>;
export const notificationsReadResponse = envelope(notificationsRead);
