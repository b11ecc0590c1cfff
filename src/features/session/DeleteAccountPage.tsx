import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Card, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiAlert } from '../../components/ApiAlert';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectAccountFlow } from './selectors';
import { accountDeletionConfirmed, accountFlowDismissed } from './sessionSlice';

/** What deletion removes, as 00-DECISIONS fixes it: one message id per line. */
const REMOVED = ['account', 'profile', 'files', 'availability', 'favourites', 'reports'] as const;

export default function DeleteAccountPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { modal } = App.useApp();
  const flow = useAppSelector(selectAccountFlow('accountDeletion'));
  useEffect(() => {
    dispatch(accountFlowDismissed('accountDeletion'));
  }, [dispatch]);
  // Once confirmed the button stays off; it comes back only if the deletion failed, to try again.
  const confirmed = flow.status === 'pending' || flow.status === 'succeeded';

  const askConfirmation = () => {
    modal.confirm({
      title: intl.formatMessage({ id: 'confirm.areYouSure' }),
      content: intl.formatMessage({ id: 'deleteAccount.confirm.content' }),
      okText: intl.formatMessage({ id: 'deleteAccount.confirm.ok' }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'common.cancel' }),
      onOk: () => {
        dispatch(accountDeletionConfirmed());
      },
    });
  };

  return (
    <div className="form-page">
      <Card>
        <Typography.Title level={2}>
          <FormattedMessage id="deleteAccount.title" />
        </Typography.Title>
        <Typography.Paragraph>
          <FormattedMessage id="deleteAccount.intro" />
        </Typography.Paragraph>
        <ul>
          {REMOVED.map((item) => (
            <li key={item}>
              <FormattedMessage id={`deleteAccount.removes.${item}`} />
            </li>
          ))}
        </ul>
        <Typography.Paragraph type="secondary">
          <FormattedMessage id="deleteAccount.kept" />
        </Typography.Paragraph>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <ApiAlert failure={flow.failure} />
          <Button type="primary" danger block size="large" icon={<DeleteOutlined aria-hidden />} disabled={confirmed} loading={flow.status === 'pending'} onClick={askConfirmation}>
            <FormattedMessage id="deleteAccount.submit" />
          </Button>
        </Space>
      </Card>
    </div>
  );
}
