import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { DateTimeText } from './DateText';

const MINUTE = 60_000;

/**
 * The time now, read from the same clock as "today" (the browser's, which tests fake), redrawn at
 * each new minute by one timer that jest's fake timers move: the countdown ticks with nothing
 * polling when the page is gone.
 */
function useMinuteNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), MINUTE - (Date.now() % MINUTE));
    return () => clearTimeout(timer);
  }, [now]);
  return now;
}

/**
 * A request's answer deadline (product.md §4.21): when, and how long is left in days, hours and
 * minutes, or that it has passed (the scheduler expires it within minutes).
 */
export function AnswerDeadline({ at }: { at: string }) {
  const now = useMinuteNow();
  const left = Math.max(0, Date.parse(at) - now);
  const minutes = Math.floor(left / MINUTE);
  const values = {
    when: <DateTimeText key="when" instant={at} />,
    days: Math.floor(minutes / (24 * 60)),
    hours: Math.floor(minutes / 60) % 24,
    minutes: minutes % 60,
  };
  return (
    <span className="answer-deadline">
      <FormattedMessage id="components.deadline.by" values={values} />{' '}
      <Typography.Text type={left === 0 ? 'danger' : 'secondary'}>
        <FormattedMessage id={left === 0 ? 'components.deadline.passed' : 'components.deadline.left'} values={values} />
      </Typography.Text>
    </span>
  );
}
