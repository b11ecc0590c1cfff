import { App, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { registerServiceWorker } from './registration';

const NOTICE_KEY = 'new-version';

/**
 * Signed-in pages register the service worker (production builds only: the dev server's hot reload
 * has no precache) and say quietly when a new version is ready (docs/product.md §4.19).
 */
export function NewVersionNotice() {
  const intl = useIntl();
  const { notification } = App.useApp();
  const [activate, setActivate] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    registerServiceWorker(
      navigator.serviceWorker,
      (offered) => setActivate(() => offered),
      () => window.location.reload(),
    ).catch((error: unknown) => console.error('the service worker could not be registered', error));
  }, []);
  useEffect(() => {
    if (!activate) return;
    // The same key: a change of language rewrites the notice rather than adding one.
    notification.info({
      key: NOTICE_KEY,
      title: intl.formatMessage({ id: 'serviceWorker.newVersion.title' }),
      description: intl.formatMessage({ id: 'serviceWorker.newVersion.text' }),
      duration: 0,
      placement: 'bottomRight',
      actions: (
        <Button type="primary" size="small" onClick={activate}>
          {intl.formatMessage({ id: 'serviceWorker.newVersion.reload' })}
        </Button>
      ),
    });
  }, [activate, intl, notification]);
  return null;
}
