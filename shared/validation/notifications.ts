import './locale';
import * as yup from 'yup';
import { integer } from './fields';
import { NOTIFICATIONS_PAGE } from './notificationsPage';

/**
 * The notifications' calls (product.md §4.22): the page of the list, and which to mark read.
 * Messages are ids of locales/*.json.
 */

/** A notification's id: a positive whole number. */
const notificationId = () => integer().min(1, 'validation.notifications.id');

/** GET /api/Notifiche?prima=<id>: the page older than that notification; none, the newest. */
export const notificationsQuerySchema = yup.object({
  prima: notificationId()
    .optional()
    .meta({ jsonSchema: { description: 'The id of the oldest notification already shown: the page before it' } }),
});
export type NotificationsQuery = yup.InferType<typeof notificationsQuerySchema>;

/** PUT /api/Notifiche/Lette { ids? }: those notifications read; no ids, all of them. */
export const markReadSchema = yup
  .object({
    ids: yup
      .array(notificationId().required('validation.notifications.id'))
      .max(NOTIFICATIONS_PAGE * 4, 'validation.notifications.tooMany')
      .optional(),
  })
  .default({});
export type MarkReadRequest = yup.InferType<typeof markReadSchema>;
