import StarFilled from '@ant-design/icons/StarFilled';
import { App, Menu, type MenuProps } from 'antd';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { logoutConfirmed } from '../../features/session/sessionSlice';
import { useAppDispatch } from '../../store/hooks';
import {
  type MenuEntry,
  isStarred,
  mainEntries,
  settingsEntries,
  settingsIcon,
  useVisibleEntries,
} from './menuEntries';

/** The app's navigation; `onNavigate` lets the phone drawer close after a choice. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const { modal } = App.useApp();
  const visibleEntries = useVisibleEntries();

  const toItem = (entry: MenuEntry) => ({
    key: entry.path,
    icon: entry.icon,
    label: (
      <span className="menu-label">
        {intl.formatMessage({ id: entry.label })}
        {isStarred(entry) && (
          <StarFilled className="menu-star" aria-label={intl.formatMessage({ id: 'menu.starred' })} />
        )}
      </span>
    ),
  });
  const visible = (entries: MenuEntry[]) => visibleEntries(entries).map(toItem);

  const items: MenuProps['items'] = [
    ...visible(mainEntries),
    { type: 'divider' },
    {
      key: 'settings',
      icon: settingsIcon,
      label: intl.formatMessage({ id: 'menu.settings' }),
      children: visible(settingsEntries),
    },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') {
      modal.confirm({
        title: intl.formatMessage({ id: 'confirm.areYouSure' }),
        content: intl.formatMessage({ id: 'menu.logout.confirm' }),
        okText: intl.formatMessage({ id: 'menu.logout' }),
        cancelText: intl.formatMessage({ id: 'common.cancel' }),
        onOk: () => {
          onNavigate?.();
          dispatch(logoutConfirmed());
        },
      });
      return;
    }
    onNavigate?.();
    navigate(key);
  };

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={[pathname]}
      defaultOpenKeys={settingsEntries.some((e) => e.path === pathname) ? ['settings'] : []}
      onClick={onClick}
      aria-label={intl.formatMessage({ id: 'menu.label' })}
    />
  );
}
