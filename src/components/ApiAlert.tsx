import { Alert } from 'antd';
import { useContext } from 'react';
import { useIntl } from 'react-intl';
import type { ApiFailure } from '../api/client';
import { OfflineReadOnlyContext } from './offlineReadOnly';

interface ApiAlertProps {
  failure?: ApiFailure | null;
  /** A success banner's text, when the call went well. */
  success?: string | null;
  /**
   * How a business refusal (success false) shows: as information on sign-in, registration and
   * recovery, as an error everywhere else (product.md §1.8).
   */
  refusedAs?: 'info' | 'error';
  successAction?: React.ReactNode;
}

/** The banners of product.md §1.7 and §1.8, one component for every page that calls the API. */
export function ApiAlert({ failure, success, refusedAs = 'error', successAction }: ApiAlertProps) {
  const intl = useIntl();
  const offlineReadOnly = useContext(OfflineReadOnlyContext);
  if (failure?.kind === 'refused') {
    return refusedAs === 'info' ? (
      <Alert type="info" showIcon title={intl.formatMessage({ id: 'alert.info.title' })} description={failure.title} />
    ) : (
      <Alert type="error" showIcon title={failure.title || intl.formatMessage({ id: 'alert.error.generic' })} />
    );
  }
  if (failure?.kind === 'http') {
    return (
      <Alert
        type="error"
        showIcon
        title={failure.title || intl.formatMessage({ id: 'alert.error.generic' })}
        description={
          failure.messages.length > 0 ? (
            <ul className="api-alert-list">
              {failure.messages.map((m) => (
                <li key={`${m.field}:${m.message}`}>{m.message}</li>
              ))}
            </ul>
          ) : undefined
        }
      />
    );
  }
  // Offline, the banner above the page says it once for every call.
  if (failure?.kind === 'network' && !offlineReadOnly) {
    return <Alert type="error" showIcon title={intl.formatMessage({ id: 'alert.error.network' })} />;
  }
  if (success) return <Alert type="success" showIcon title={success} action={successAction} />;
  return null;
}
