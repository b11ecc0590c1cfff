import { Spin } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { selectIsSignedIn } from '../../features/session/selectors';
import { useAppSelector } from '../hooks';
import { AppLayout } from './AppLayout';
import { PublicLayout } from './PublicLayout';

/** Signed-in users get the app's chrome with its side menu; visitors the public header. */
export function RootLayout() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const Layout = signedIn ? AppLayout : PublicLayout;
  return (
    <Layout>
      <Suspense fallback={<Spin size="large" className="page-spinner" />}>
        <Outlet />
      </Suspense>
    </Layout>
  );
}
