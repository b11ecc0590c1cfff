import { Button, Layout, Space } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Brand } from './Brand';
import { Footer } from './Footer';
import { LanguageSwitch } from './LanguageSwitch';

export function PublicLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Layout className="public-layout">
      <Layout.Header className="app-header">
        <Brand />
        <Space size="middle">
          <LanguageSwitch />
          {pathname !== '/login' && (
            <Link to="/login">
              <Button ghost size="small">
                <FormattedMessage id="layout.signIn" />
              </Button>
            </Link>
          )}
        </Space>
      </Layout.Header>
      <Layout.Content className="public-content">{children}</Layout.Content>
      <Footer />
    </Layout>
  );
}
