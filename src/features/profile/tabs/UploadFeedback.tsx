import { Alert, Progress } from 'antd';
import { useIntl } from 'react-intl';
import { ApiAlert } from '../../../components/ApiAlert';
import type { UploadState } from '../uploadsSlice';

/**
 * An upload's bar while its bytes travel, then its outcome: a check refused before sending (a
 * locale id), the server's refusal or error, or its success message.
 */
export function UploadFeedback({ upload }: { upload: UploadState }) {
  const intl = useIntl();
  if (upload.status === 'pending') {
    return (
      <Progress
        percent={upload.progress}
        size="small"
        status="active"
        aria-label={intl.formatMessage({ id: 'profile.upload.progress' })}
      />
    );
  }
  if (upload.refusal) return <Alert type="error" showIcon title={intl.formatMessage({ id: upload.refusal })} />;
  return <ApiAlert failure={upload.failure} success={upload.status === 'succeeded' ? upload.message : null} />;
}

/** A file's size as people read it: kB below a megabyte, MB with one decimal above. */
export function useFileSize() {
  const intl = useIntl();
  return (bytes: number) =>
    bytes < 1024 * 1024
      ? intl.formatNumber(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' })
      : intl.formatNumber(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}
