import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { App, Button, Input, type InputRef, Skeleton, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiAlert } from '../../components/ApiAlert';
import { Panel } from '../../components/Panel';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { calendarFeedNeeded, calendarFeedRenewalConfirmed } from './enlistmentsSlice';
import { selectEnlistmentsState } from './selectors';

/** The server may answer a path or a full address; a calendar program needs the full one. */
const absolute = (url: string) => new URL(url, window.location.origin).href;

/**
 * "Subscribe in your calendar" (product.md §4.1, beyond the original description): the private
 * .ics address of the user's accepted engagements and own jobs, to paste into Google Calendar,
 * Apple Calendar or Outlook, and a renewal for when it has been shared by mistake.
 */
export function CalendarFeedBox() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { message, modal } = App.useApp();
  const { calendarFeed } = useAppSelector(selectEnlistmentsState);
  const input = useRef<InputRef>(null);
  useEffect(() => {
    dispatch(calendarFeedNeeded());
  }, [dispatch]);

  const address = calendarFeed.url === null ? null : absolute(calendarFeed.url);
  const copy = async () => {
    if (address === null) return;
    try {
      await navigator.clipboard.writeText(address);
      void message.success(intl.formatMessage({ id: 'enlistments.calendar.copied' }));
    } catch {
      // No clipboard access (an insecure page, a refused permission): the address is selected to copy by hand.
      input.current?.select();
      void message.info(intl.formatMessage({ id: 'enlistments.calendar.copyByHand' }));
    }
  };
  const askRenewal = () => {
    modal.confirm({
      title: intl.formatMessage({ id: 'confirm.areYouSure' }),
      content: intl.formatMessage({ id: 'enlistments.calendar.renew.confirm' }),
      okText: intl.formatMessage({ id: 'enlistments.calendar.renew' }),
      cancelText: intl.formatMessage({ id: 'common.cancel' }),
      onOk: () => {
        dispatch(calendarFeedRenewalConfirmed());
      },
    });
  };

  return (
    <Panel
      className="calendar-feed"
      title={
        <span>
          <CalendarOutlined aria-hidden /> <FormattedMessage id="enlistments.calendar.title" />
        </span>
      }
    >
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="enlistments.calendar.description" />
      </Typography.Paragraph>
      <ApiAlert failure={calendarFeed.load.failure ?? calendarFeed.renewal.failure} />
      {address === null ? (
        calendarFeed.load.status === 'pending' && <Skeleton.Input active block />
      ) : (
        <>
          <div className="calendar-feed-address">
            <Input
              ref={input}
              readOnly
              value={address}
              aria-label={intl.formatMessage({ id: 'enlistments.calendar.address' })}
              onFocus={(event) => event.target.select()}
            />
            <Button type="primary" icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
              <FormattedMessage id="enlistments.calendar.copy" />
            </Button>
          </div>
          <Button
            icon={<ReloadOutlined aria-hidden />}
            onClick={askRenewal}
            loading={calendarFeed.renewal.status === 'pending'}
          >
            <FormattedMessage id="enlistments.calendar.renew" />
          </Button>
          {calendarFeed.renewal.status === 'succeeded' && (
            <Typography.Paragraph type="success" role="status" className="calendar-feed-renewed">
              <FormattedMessage id="enlistments.calendar.renewed" />
            </Typography.Paragraph>
          )}
        </>
      )}
    </Panel>
  );
}
