import { App, Button, Space, Typography } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiAlert } from '../../components/ApiAlert';
import { Panel } from '../../components/Panel';
import type { FlowStatus } from '../../store/flowStatus';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectAccountFlow } from './selectors';
import { type AccountFlow, accountFlowDismissed } from './sessionSlice';

interface AccountActionCardProps {
  /** Message ids: the page's title, the button's label, and the confirm's title, text and OK. */
  title: string;
  submit: string;
  confirm: { title: string; content: string; ok: string };
  icon: ReactNode;
  danger?: boolean;
  /** The account flow the page runs; the page starts without its previous outcome. */
  flow: AccountFlow;
  /** The statuses in which the button stays off (a deletion once confirmed); pending always. */
  lockedWhen?: FlowStatus[];
  /** Whether a success shows the server's message (a deletion's page is left at once). */
  showSuccess?: boolean;
  onConfirmed: () => void;
  /** What the action does, above the button. */
  children: ReactNode;
}

/**
 * A settings page whose one button acts on the whole account after a confirm (delete account,
 * sign out everywhere): the title, what it does, the outcome's banner and the button.
 */
export function AccountActionCard({
  title,
  submit,
  confirm,
  icon,
  danger = false,
  flow: name,
  lockedWhen = [],
  showSuccess = false,
  onConfirmed,
  children,
}: AccountActionCardProps) {
  const intl = useIntl();
  const { modal } = App.useApp();
  const dispatch = useAppDispatch();
  const flow = useAppSelector(selectAccountFlow(name));
  useEffect(() => {
    dispatch(accountFlowDismissed(name));
  }, [dispatch, name]);
  const locked = flow.status === 'pending' || lockedWhen.includes(flow.status);
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
      <Panel>
        <Typography.Title level={1}>
          <FormattedMessage id={title} />
        </Typography.Title>
        {children}
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <ApiAlert failure={flow.failure} success={showSuccess && flow.status === 'succeeded' ? flow.message : null} />
          <Button
            type="primary"
            danger={danger}
            block
            size="large"
            icon={icon}
            disabled={locked}
            loading={flow.status === 'pending'}
            onClick={askConfirmation}
          >
            <FormattedMessage id={submit} />
          </Button>
        </Space>
      </Panel>
    </div>
  );
}
