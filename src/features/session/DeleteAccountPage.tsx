import { DeleteOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AccountActionCard } from './AccountActionCard';
import { selectAccountFlow } from './selectors';
import { accountDeletionConfirmed, accountFlowDismissed } from './sessionSlice';

/** What deletion removes, as 00-DECISIONS fixes it: one message id per line. */
const REMOVED = ['account', 'profile', 'files', 'availability', 'favourites', 'reports'] as const;

export default function DeleteAccountPage() {
  const dispatch = useAppDispatch();
  const flow = useAppSelector(selectAccountFlow('accountDeletion'));
  useEffect(() => {
    dispatch(accountFlowDismissed('accountDeletion'));
  }, [dispatch]);

  return (
    <AccountActionCard
      title="deleteAccount.title"
      submit="deleteAccount.submit"
      confirm={{ title: 'confirm.areYouSure', content: 'deleteAccount.confirm.content', ok: 'deleteAccount.confirm.ok' }}
      icon={<DeleteOutlined aria-hidden />}
      danger
      flow={flow}
      // Once confirmed the button stays off; it comes back only if the deletion failed, to try again.
      locked={flow.status === 'pending' || flow.status === 'succeeded'}
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
