import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { App as AntApp, Button, Drawer, Grid, Layout, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { NotificationBell } from '../../features/notifications';
import { OfflineBanner } from '../../features/offline';
import { SignedInNotice } from '../../features/session/SignedInNotice';
import { NewVersionNotice } from '../serviceWorker/NewVersionNotice';
import { Brand } from './Brand';
import { LanguageSwitch } from './LanguageSwitch';
import { SideMenu } from './SideMenu';
import { TierRefusalNotice } from './TierRefusalNotice';

/** The side menu's width (product.md §1.9). */
export const MENU_WIDTH = 270;

/**
 * Signed-in pages: the menu beside the page on wide screens, in a drawer on phones. antd's App
 * (the modal, message and notification hooks) lives here, not at the root: only signed-in pages
 * use it, and the landing page need not load it.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const screens = Grid.useBreakpoint();
  const wide = Boolean(screens.lg);
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <AntApp>
      <Layout className="app-layout">
        <SignedInNotice />
        <TierRefusalNotice />
        <NewVersionNotice />
        <Layout.Header className="app-header">
          <Space size="middle">
            {!wide && (
              <Button
                type="text"
                className="menu-toggle"
                icon={<MenuOutlined aria-hidden />}
                aria-label={intl.formatMessage({ id: 'menu.open' })}
                onClick={() => setDrawerOpen(true)}
              />
            )}
            <Brand />
          </Space>
          <Space size="small">
            <NotificationBell />
            <LanguageSwitch />
          </Space>
        </Layout.Header>
        <OfflineBanner />
        <Layout>
          {wide && (
            <Layout.Sider width={MENU_WIDTH} className="app-sider" theme="light">
              <SideMenu />
            </Layout.Sider>
          )}
          {!wide && (
            <Drawer
              placement="left"
              size={MENU_WIDTH}
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              title={intl.formatMessage({ id: 'menu.label' })}
              styles={{ body: { padding: 0 } }}
            >
              <SideMenu onNavigate={() => setDrawerOpen(false)} />
            </Drawer>
          )}
          <Layout.Content className="app-content">{children}</Layout.Content>
        </Layout>
      </Layout>
    </AntApp>
  );
}
