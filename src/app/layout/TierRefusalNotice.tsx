import { App } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectTierRefusal, tierRefusalShown } from '../../store/tierRefusal';

/**
 * A call refused for the subscription tier has sent the user to /subscriptions: the reason shows as a
 * toast there, once, whichever page made the call.
 */
export function TierRefusalNotice() {
  const intl = useIntl();
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const refusal = useAppSelector(selectTierRefusal);
  useEffect(() => {
    if (refusal === null) return;
    void message.warning(refusal || intl.formatMessage({ id: 'api.error.forbidden' }));
    dispatch(tierRefusalShown());
  }, [refusal, message, intl, dispatch]);
  return null;
}
