import { App, Button, Card, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiAlert } from '../../components/ApiAlert';
import type { FlowState } from './sessionSlice';

interface AccountActionCardProps {
  /** Message ids: the page's title, the button's label, and the confirm's title, text and OK. */
  title: string;
  submit: string;
  confirm: { title: string; content: string; ok: string };
  icon: ReactNode;
  danger?: boolean;
  flow: FlowState;
  /** The button stays off while this holds (a deletion once confirmed). */
  locked: boolean;
  /** The success banner's text, when the page shows one. */
  success?: string | null;
  onConfirmed: () => void;
  /** What the action does, above the button. */
  children: ReactNode;
}

/**
 * A settings page whose one button acts on the whole account after a confirm (delete account,
 * sign out everywhere): the title, what it does, the outcome's banner and the button.
 */
export function AccountActionCard({ title, submit, confirm, icon, danger = false, flow, locked, success, onConfirmed, children }: AccountActionCardProps) {
  const intl = useIntl();
  const { modal } = App.useApp();
  const askConfirmation = () => {
    modal.confirm({
      title: intl.formatMessage({ id: confirm.title }),
      content: intl.formatMessage({ id: confirm.content }),
      okText: intl.formatMessage({ id: confirm.ok }),
      okButtonProps: { danger },
      cancelText: intl.formatMessage({ id: 'common.cancel' }),
      onOk: onConfirmed,
    });
  };
  return (
    <div className="form-page">
      <Card>
        <Typography.Title level={2}>
          <FormattedMessage id={title} />
        </Typography.Title>
        {children}
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <ApiAlert failure={flow.failure} success={success} />
          <Button type="primary" danger={danger} block size="large" icon={icon} disabled={locked} loading={flow.status === 'pending'} onClick={askConfirmation}>
            <FormattedMessage id={submit} />
          </Button>
        </Space>
      </Card>
    </div>
  );
}
