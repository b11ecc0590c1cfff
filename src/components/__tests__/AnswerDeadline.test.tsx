import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../../locales/en.json';
import { AnswerDeadline } from '../AnswerDeadline';

/** 10:58:30 UTC; the deadline is 12:00 UTC the next day. */
beforeEach(() => jest.useFakeTimers({ now: new Date('2030-05-01T10:58:30Z') }));
afterEach(() => jest.useRealTimers());

const renderDeadline = () =>
  render(
    <IntlProvider locale="en" messages={en}>
      <AnswerDeadline at="2030-05-02T12:00:00Z" />
    </IntlProvider>,
  );

/** The clock moved a minute at a time, each minute's redraw done before the next (as a page lives it). */
const minutesPass = (count: number) => {
  for (let minute = 0; minute < count; minute += 1) act(() => jest.advanceTimersByTime(60_000));
};

it('counts down the time left, a minute at a time, with the clock tests move', () => {
  renderDeadline();
  expect(screen.getByText('(1 day, 1 h 1 min left)')).toBeInTheDocument();
  // 10:59:30 still shows 10:59's count; 11:00:30 the count of 11:00.
  minutesPass(1);
  expect(screen.getByText('(1 day, 1 h 1 min left)')).toBeInTheDocument();
  minutesPass(1);
  expect(screen.getByText('(1 day, 1 h 0 min left)')).toBeInTheDocument();
  minutesPass(120);
  expect(screen.getByText('(23 h 0 min left)')).toBeInTheDocument();
});

it('says the deadline has passed once it has', () => {
  renderDeadline();
  expect(screen.queryByText('(deadline passed)')).not.toBeInTheDocument();
  minutesPass(25 * 60 + 2);
  expect(screen.getByText('(deadline passed)')).toBeInTheDocument();
});
