import { LogoutOutlined } from '@ant-design/icons';
import { App, Button, Card, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiAlert } from '../../components/ApiAlert';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectAccountFlow } from './selectors';
import { accountFlowDismissed, signOutEverywhereConfirmed } from './sessionSlice';

/**
 * Settings, "sign out everywhere" (issue 13): after a confirm, every token issued before stops
 * working, on every device; this session goes on with the fresh token the server answers
 * (docs/decisions.md), so whoever pressed it need not sign in again.
 */
export default function SignOutEverywherePage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { modal } = App.useApp();
  const flow = useAppSelector(selectAccountFlow('signOutEverywhere'));
  useEffect(() => {
    dispatch(accountFlowDismissed('signOutEverywhere'));
  }, [dispatch]);
  const pending = flow.status === 'pending';

  const askConfirmation = () => {
    modal.confirm({
      title: intl.formatMessage({ id: 'signOutEverywhere.confirm.title' }),
      content: intl.formatMessage({ id: 'signOutEverywhere.confirm.content' }),
      okText: intl.formatMessage({ id: 'signOutEverywhere.confirm.ok' }),
      cancelText: intl.formatMessage({ id: 'common.cancel' }),
      onOk: () => {
        dispatch(signOutEverywhereConfirmed());
      },
    });
  };

  return (
    <div className="form-page">
      <Card>
        <Typography.Title level={2}>
          <FormattedMessage id="signOutEverywhere.title" />
        </Typography.Title>
        <Typography.Paragraph>
          <FormattedMessage id="signOutEverywhere.intro" />
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          <FormattedMessage id="signOutEverywhere.password" />
        </Typography.Paragraph>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <ApiAlert failure={flow.failure} success={flow.status === 'succeeded' ? flow.message : null} />
          <Button type="primary" block size="large" icon={<LogoutOutlined aria-hidden />} disabled={pending} loading={pending} onClick={askConfirmation}>
            <FormattedMessage id="signOutEverywhere.submit" />
          </Button>
        </Space>
      </Card>
    </div>
  );
}
