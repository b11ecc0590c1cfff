import { App, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { registerServiceWorker } from './registration';

const NOTICE_KEY = 'new-version';

/** Runs `task` when the browser is idle after the page's load (at once if it has no idle callback); answers the cancel. */
function afterLoadWhenIdle(task: () => void) {
  let idle: number | undefined;
  const whenIdle = () => {
    idle = 'requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 5000 }) : undefined;
    if (idle === undefined) task();
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

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
    const register = () =>
      registerServiceWorker(
        navigator.serviceWorker,
        (offered) => setActivate(() => offered),
        () => window.location.reload(),
      ).catch((error: unknown) => console.error('the service worker could not be registered', error));
    // Its first install downloads every chunk (3 MB): not while the page opened is still loading
    // on a phone's connection, but once the browser is idle after the load.
    return afterLoadWhenIdle(register);
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
