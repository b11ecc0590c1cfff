import { App } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectAccountFlow } from './selectors';
import { accountFlowDismissed } from './sessionSlice';

/**
 * 'Login avvenuto' (product.md §1.8): the sign-in moves the user to another page at once, so the
 * success shows as a toast that outlives the login page, once.
 */
export function SignedInNotice() {
  const intl = useIntl();
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const login = useAppSelector(selectAccountFlow('login'));
  useEffect(() => {
    if (login.status !== 'succeeded') return;
    void message.success(intl.formatMessage({ id: 'login.success' }));
    dispatch(accountFlowDismissed('login'));
  }, [login.status, message, intl, dispatch]);
  return null;
}
