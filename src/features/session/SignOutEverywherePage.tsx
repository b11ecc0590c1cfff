import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import { Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch } from '../../store/hooks';
import { AccountActionCard } from './AccountActionCard';
import { signOutEverywhereConfirmed } from './sessionSlice';

/**
 * Settings, "sign out everywhere" (product.md §4.2): after a confirm, every token issued before stops
 * working, on every device; this session goes on with the fresh token the server answers
 * (docs/decisions.md), so whoever pressed it need not sign in again.
 */
export default function SignOutEverywherePage() {
  const dispatch = useAppDispatch();

  return (
    <AccountActionCard
      title="signOutEverywhere.title"
      submit="signOutEverywhere.submit"
      confirm={{
        title: 'signOutEverywhere.confirm.title',
        content: 'signOutEverywhere.confirm.content',
        ok: 'signOutEverywhere.confirm.ok',
      }}
      icon={<LogoutOutlined aria-hidden />}
      flow="signOutEverywhere"
      showSuccess
      onConfirmed={() => dispatch(signOutEverywhereConfirmed())}
    >
      <Typography.Paragraph>
        <FormattedMessage id="signOutEverywhere.intro" />
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="signOutEverywhere.password" />
      </Typography.Paragraph>
    </AccountActionCard>
  );
}
