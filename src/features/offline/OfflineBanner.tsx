import { Alert } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../store/hooks';
import { selectOnline } from './selectors';

/** Signed-in pages without a connection say so (docs/product.md §4.19). */
export function OfflineBanner() {
  const online = useAppSelector(selectOnline);
  if (online) return null;
  return <Alert banner type="warning" role="status" title={<FormattedMessage id="offline.banner" />} />;
}
