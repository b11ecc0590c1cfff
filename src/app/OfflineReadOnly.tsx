import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { OfflineReadOnlyContext } from '../components/offlineReadOnly';
import { selectOnline } from '../features/offline/selectors';
import { useAppSelector } from '../store/hooks';

/**
 * Without a connection a signed-in page shows what it last loaded, read-only (docs/product.md
 * §4.19; docs/decisions.md, "Every signed-in page opens from what it last loaded"): every antd
 * control in it is disabled, which the offline banner above the page explains, and a read that
 * found no network shows no error of its own. Links still lead to the other pages. The day sheets
 * are not wrapped: they keep their changes on the device (app/routes.tsx).
 */
export function OfflineReadOnly({ children }: { children: ReactNode }) {
  const offline = !useAppSelector(selectOnline);
  return (
    <OfflineReadOnlyContext.Provider value={offline}>
      <ConfigProvider componentDisabled={offline}>{children}</ConfigProvider>
    </OfflineReadOnlyContext.Provider>
  );
}
