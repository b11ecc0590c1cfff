import { type NotificationsState, notificationsAdapter } from './notificationsSlice';

/** Every read of this feature's state: components, sagas and other features select through these. */
interface WithNotifications {
  notifications: NotificationsState;
}

const listSelectors = notificationsAdapter.getSelectors((state: WithNotifications) => state.notifications.list);

export const selectNotificationsState = (state: WithNotifications) => state.notifications;
export const selectNotifications = listSelectors.selectAll;
export const selectUnreadNotifications = (state: WithNotifications) => state.notifications.unread;
/** The newest notification shown (null: none): where the live stream starts. */
export const selectNewestNotificationId = (state: WithNotifications) => {
  const [newest] = state.notifications.list.ids;
  return newest ?? null;
};
/** The oldest shown: the older page is the one before it. */
export const selectOldestNotificationId = (state: WithNotifications) => {
  const { ids } = state.notifications.list;
  return ids.length ? ids[ids.length - 1] : null;
};
