/**
 * Notifications in one page of GET /api/Notifiche, the newest first (product.md §4.22). Free of
 * yup, so the SPA's slice, which loads with the store for every visitor, can read it.
 */
export const NOTIFICATIONS_PAGE = 50;
