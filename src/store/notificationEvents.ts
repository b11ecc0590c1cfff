import { createAction } from '@reduxjs/toolkit';
import type { NotificationType } from '@shared/contracts/notifications';

/*
 * A live notification arrived (product.md §4.22): the features whose open pages show what it
 * tells load again, without the notifications feature knowing them.
 */
export const notificationArrived = createAction<{ tipo: NotificationType }>('notifications/arrived');

/** What changes a client's jobs page and job form: an answer to their request, a sent report. */
export const JOBS_NOTIFICATIONS: readonly NotificationType[] = [
  'engagementAccepted',
  'engagementRejected',
  'engagementCountered',
  'engagementReleased',
  'engagementExpired',
  'timesheetSent',
  'carsheetSent',
];

/** What changes a worker's engagement lists: a request, its new dates, a withdrawal, an expiry. */
export const ENLISTMENTS_NOTIFICATIONS: readonly NotificationType[] = [
  'engagementRequested',
  'engagementChanged',
  'engagementWithdrawn',
  'jobDeleted',
  'counterAccepted',
  'requestExpired',
];

/**
 * What adds to an engagement's thread or history, read again where a page shows them: a message,
 * and every step of the negotiation the other party or the scheduler took (product.md §4.21).
 */
export const CONVERSATION_NOTIFICATIONS: readonly NotificationType[] = [
  'engagementMessage',
  'engagementRequested',
  'engagementChanged',
  'engagementAccepted',
  'engagementRejected',
  'engagementWithdrawn',
  'engagementCountered',
  'counterAccepted',
  'engagementReleased',
  'engagementExpired',
  'requestExpired',
  'timesheetSent',
  'carsheetSent',
  'timesheetApproved',
  'timesheetRejected',
  'carsheetApproved',
  'carsheetRejected',
];
