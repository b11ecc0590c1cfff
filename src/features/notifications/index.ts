// The notifications' public face: the header's bell (the app's layout shows it), and the reads of
// their state.
export { NotificationBell } from './NotificationBell';
export { selectNotifications, selectUnreadNotifications } from './selectors';
