import UploadOutlined from '@ant-design/icons/UploadOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Avatar, Button, Image, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { PHOTO_MIME_TYPES } from '@shared/validation/uploads';
import { profilePhotoChosen, profilePhotoNeeded } from '../uploadsSlice';
import { selectProfilePhoto } from '../selectors';
import { UploadFeedback } from './UploadFeedback';

const PHOTO_SIDE = 112;

/**
 * The profile photo: the stored one (enlarged on click), a button to choose another and the bar
 * of its upload. The chosen picture shows at once, from the browser's copy, until the server's
 * re-encoded one is read back.
 */
export function ProfilePhotoUpload({ disabled }: { disabled: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `profile.upload.photo.${id}` });
  const dispatch = useAppDispatch();
  const photo = useAppSelector(selectProfilePhoto);
  const [chosen, setChosen] = useState<string | null>(null);
  const uploading = photo.upload.status === 'pending';

  useEffect(() => {
    dispatch(profilePhotoNeeded());
  }, [dispatch]);
  // The browser's copy is only worth keeping while its upload runs: dropped when it ends (adjusted
  // while rendering the change, React's way, not in an effect).
  const [wasUploading, setWasUploading] = useState(uploading);
  if (wasUploading !== uploading) {
    setWasUploading(uploading);
    if (!uploading) setChosen(null);
  }
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen) : undefined), [chosen]);

  const shown = (uploading && chosen) || photo.dataUrl;
  return (
    <div className="profile-photo">
      {shown ? (
        <Image
          src={shown}
          alt={t('alt')}
          width={PHOTO_SIDE}
          height={PHOTO_SIDE}
          className="profile-photo-image"
          preview={!uploading}
        />
      ) : (
        <Avatar size={PHOTO_SIDE} icon={<UserOutlined />} aria-label={t('alt')} />
      )}
      <div className="profile-photo-actions">
        <Upload
          accept={PHOTO_MIME_TYPES.join(',')}
          showUploadList={false}
          disabled={disabled || uploading}
          beforeUpload={(file) => {
            setChosen(URL.createObjectURL(file));
            dispatch(profilePhotoChosen(file));
            // The saga sends it: antd's own request and list stay out of the way.
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={uploading}>
            {t(photo.dataUrl ? 'change' : 'choose')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">{t('hint')}</Typography.Text>
        <UploadFeedback upload={photo.upload} />
      </div>
    </div>
  );
}
