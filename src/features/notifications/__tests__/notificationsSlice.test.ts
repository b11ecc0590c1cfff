import { loggedOut } from '../../../store/sessionEvents';
import {
  allNotificationsMarkedRead,
  notificationOpened,
  notificationReceived,
  notificationsLoaded,
  notificationsReadConfirmed,
  notificationsReducer,
  olderNotificationsLoaded,
} from '../notificationsSlice';
import { selectNewestNotificationId, selectNotifications, selectOldestNotificationId } from '../selectors';
import { aNotification } from './fixtures';

const start = (...actions: { type: string }[]) => ({
  notifications: actions.reduce(notificationsReducer, notificationsReducer(undefined, { type: '@@init' })),
});
const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => aNotification(from - index, { letta: index % 2 === 1 }));

describe('the notifications slice', () => {
  it('holds the loaded page, newest first, and whether an older page may exist', () => {
    const full = start(notificationsLoaded({ nonLette: 25, elenco: page(60, 50) }));
    expect(full.notifications.unread).toBe(25);
    expect(full.notifications.hasOlder).toBe(true);
    expect(selectNewestNotificationId(full)).toBe(60);
    expect(selectOldestNotificationId(full)).toBe(11);
    const older = start(
      notificationsLoaded({ nonLette: 25, elenco: page(60, 50) }),
      olderNotificationsLoaded(page(10, 10)),
    );
    expect(selectNotifications(older).map((n) => n.id)).toEqual(Array.from({ length: 60 }, (_, index) => 60 - index));
    expect(older.notifications.hasOlder).toBe(false);
    expect(start(notificationsLoaded({ nonLette: 0, elenco: [] })).notifications.hasOlder).toBe(false);
  });

  it('puts a live one on top and counts it unread, once even when replayed', () => {
    const live = aNotification(8);
    const state = start(
      notificationsLoaded({ nonLette: 1, elenco: [aNotification(7)] }),
      notificationReceived(live),
      notificationReceived(live),
    );
    expect(selectNotifications(state).map((n) => n.id)).toEqual([8, 7]);
    expect(state.notifications.unread).toBe(2);
  });

  it('marks one read when opened, all with "mark all", and takes the server’s count after', () => {
    const loaded = notificationsLoaded({ nonLette: 2, elenco: [aNotification(2), aNotification(1)] });
    const opened = start(loaded, notificationOpened(1), notificationOpened(1));
    expect(opened.notifications.unread).toBe(1);
    expect(opened.notifications.list.entities[1].letta).toBe(true);
    const all = start(loaded, allNotificationsMarkedRead());
    expect(all.notifications.unread).toBe(0);
    expect(selectNotifications(all).every((n) => n.letta)).toBe(true);
    expect(start(loaded, allNotificationsMarkedRead(), notificationsReadConfirmed(1)).notifications.unread).toBe(1);
  });

  it('forgets everything on sign-out', () => {
    const state = start(
      notificationsLoaded({ nonLette: 1, elenco: [aNotification(1)] }),
      loggedOut({ reason: 'user' }),
    );
    expect(selectNotifications(state)).toEqual([]);
    expect(state.notifications.unread).toBe(0);
  });
});
