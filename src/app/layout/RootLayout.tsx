import { Spin } from 'antd';
import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { selectIsSignedIn } from '../../features/session/selectors';
import { useAppSelector } from '../../store/hooks';
import { PrerenderHandOff } from '../prerendered';
import { PageTitle } from './PageTitle';
import { PublicLayout } from './PublicLayout';

// The signed-in chrome (side menu, drawer, icons) is a chunk of its own: visitors never load it.
const loadAppLayout = () =>
  import(/* webpackChunkName: "app-layout" */ './AppLayout').then((m) => ({ default: m.AppLayout }));
const AppLayout = lazy(loadAppLayout);

/** Fetches the signed-in layout's chunk before React asks for it (index.tsx, for a stored session). */
export const preloadAppLayout = () => void loadAppLayout().catch(() => undefined);

const pageSpinner = <Spin size="large" className="page-spinner" />;

/** Signed-in users get the app's chrome with its side menu; visitors the public header. */
export function RootLayout() {
  const signedIn = useAppSelector(selectIsSignedIn);
  // The hand-off first: its layout effect puts the app's root in the document before the page's own
  // run, so a page that measures itself as it mounts (FullCalendar) measures on screen.
  const page = (
    <Suspense fallback={pageSpinner}>
      <PrerenderHandOff />
      <Outlet />
    </Suspense>
  );
  return (
    <>
      {/* Outside the suspense boundaries, so the tab is named while the page's chunk loads. */}
      <PageTitle />
      {signedIn ? (
        <Suspense fallback={pageSpinner}>
          <AppLayout>{page}</AppLayout>
        </Suspense>
      ) : (
        <PublicLayout>{page}</PublicLayout>
      )}
    </>
  );
}
