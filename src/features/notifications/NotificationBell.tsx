import BellOutlined from '@ant-design/icons/BellOutlined';
import { Badge, Button, Drawer } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ApiAlert } from '../../components/ApiAlert';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { allNotificationsMarkedRead, notificationOpened, olderNotificationsRequested } from './notificationsSlice';
import { selectNotifications, selectNotificationsState } from './selectors';
import './notifications.css';

/** The drawer's width on a wide screen; on a phone it takes the screen's width. */
const DRAWER_WIDTH = 380;

/**
 * The header's bell (product.md §4.22): the unread count on it, and a drawer listing the
 * notifications, the newest first. A click opens the page a notification is about and marks it
 * read; "mark all as read" marks the rest.
 */
export function NotificationBell() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const notifications = useAppSelector(selectNotifications);
  const { unread, hasOlder, load, olderLoad } = useAppSelector(selectNotificationsState);
  const label =
    unread > 0
      ? intl.formatMessage({ id: 'notifications.bell.unread' }, { count: unread })
      : intl.formatMessage({ id: 'notifications.bell' });
  return (
    <>
      <Badge count={unread} size="small" overflowCount={99}>
        <Button
          type="text"
          className="notification-bell"
          icon={<BellOutlined aria-hidden />}
          aria-label={label}
          onClick={() => setOpen(true)}
        />
      </Badge>
      <Drawer
        placement="right"
        size={DRAWER_WIDTH}
        rootClassName="notification-drawer"
        open={open}
        onClose={() => setOpen(false)}
        title={intl.formatMessage({ id: 'notifications.title' })}
        extra={
          <Button type="link" disabled={unread === 0} onClick={() => dispatch(allNotificationsMarkedRead())}>
            {intl.formatMessage({ id: 'notifications.markAllRead' })}
          </Button>
        }
      >
        {load.status === 'failed' && <ApiAlert failure={load.failure} />}
        {notifications.length === 0 && load.status !== 'failed' && (
          <p className="notification-empty">{intl.formatMessage({ id: 'notifications.empty' })}</p>
        )}
        <ul className="notification-list">
          {notifications.map((notification) => (
            <li key={notification.id}>
              <a
                href={notification.link}
                className={notification.letta ? 'notification' : 'notification notification-unread'}
                onClick={(event) => {
                  event.preventDefault();
                  dispatch(notificationOpened(notification.id));
                  setOpen(false);
                  navigate(notification.link);
                }}
              >
                {!notification.letta && (
                  <span
                    className="notification-dot"
                    role="img"
                    aria-label={intl.formatMessage({ id: 'notifications.unread' })}
                  />
                )}
                <span className="notification-text">{notification.testo}</span>
                <time className="notification-time" dateTime={notification.creataIl}>
                  {intl.formatDate(notification.creataIl, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </a>
            </li>
          ))}
        </ul>
        {olderLoad.status === 'failed' && <ApiAlert failure={olderLoad.failure} />}
        {hasOlder && (
          <Button
            block
            loading={olderLoad.status === 'pending'}
            onClick={() => dispatch(olderNotificationsRequested())}
          >
            {intl.formatMessage({ id: 'notifications.older' })}
          </Button>
        )}
      </Drawer>
    </>
  );
}
