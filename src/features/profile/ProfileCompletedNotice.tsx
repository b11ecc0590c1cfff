import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../store/hooks';
import { selectUser } from '../session';
import { isCompletionCongratulationDue, markCompletionCongratulationShown } from './firstCompletion';

/**
 * The home screen's one-time congratulation after the first completion of the profile. Read on
 * mount and marked shown in an effect, so a second render (or React's strict double call) keeps it.
 */
export function ProfileCompletedNotice() {
  const intl = useIntl();
  const username = useAppSelector(selectUser)?.username;
  const [visible] = useState(() => (username ? isCompletionCongratulationDue(username) : false));
  useEffect(() => {
    if (visible && username) markCompletionCongratulationShown(username);
  }, [visible, username]);
  if (!visible) return null;
  return (
    <Alert
      type="success"
      showIcon
      closable
      title={intl.formatMessage({ id: 'profile.completed.title' })}
      description={intl.formatMessage({ id: 'profile.completed.description' })}
      style={{ marginBottom: 24 }}
    />
  );
}
