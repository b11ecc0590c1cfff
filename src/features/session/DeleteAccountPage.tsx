import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch } from '../../store/hooks';
import { AccountActionCard } from './AccountActionCard';
import { accountDeletionConfirmed } from './sessionSlice';

/** What deletion removes, as product.md §3.3 fixes it: one message id per line. */
const REMOVED = ['account', 'profile', 'files', 'availability', 'favourites', 'reports'] as const;

export default function DeleteAccountPage() {
  const dispatch = useAppDispatch();

  return (
    <AccountActionCard
      title="deleteAccount.title"
      submit="deleteAccount.submit"
      confirm={{
        title: 'confirm.areYouSure',
        content: 'deleteAccount.confirm.content',
        ok: 'deleteAccount.confirm.ok',
      }}
      icon={<DeleteOutlined aria-hidden />}
      danger
      flow="accountDeletion"
      // Once confirmed the button stays off; it comes back only if the deletion failed, to try again.
      lockedWhen={['succeeded']}
      onConfirmed={() => dispatch(accountDeletionConfirmed())}
    >
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
    </AccountActionCard>
  );
}
