import type { Notification } from '@shared/contracts/notifications';

/** A notification as the server sends it; `id` decides its place (the newest first). */
export const aNotification = (id: number, fields: Partial<Notification> = {}): Notification => ({
  id,
  tipo: 'engagementRequested',
  testo: `Giulia Rossi would like to engage you for “Spot ${id}”`,
  link: `/enlistments/${id}/sent`,
  creataIl: '2026-05-15T10:00:00.000Z',
  letta: false,
  ...fields,
});
