import { Empty, Select, Spin, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiAlert } from '../../components/ApiAlert';
import { useMoneyFormat } from '../../components/Money';
import type { Earnings } from '@shared/contracts/costs';
import { EARNINGS_YEARS } from '@shared/validation/costs';
import { todayInRome } from '@shared/validation/dates';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { earningsYearChosen } from './earningsSlice';
import { selectEarningsState } from './selectors';
import './earnings.css';

/** The years offered: the five before this one, this one and the next, within the rule's bounds. */
function yearsAround(current: number): number[] {
  const years: number[] = [];
  for (let year = Math.min(current + 1, EARNINGS_YEARS.to); year >= Math.max(current - 5, EARNINGS_YEARS.from); year--)
    years.push(year);
  return years;
}

type Month = Earnings['mesi'][number];

function MonthRow({ month, largest }: { month: Month; largest: number }) {
  const intl = useIntl();
  const money = useMoneyFormat();
  const headingId = useId();
  const pending = month.totale - month.totaleApprovato;
  const share = (cents: number) => `${largest === 0 ? 0 : (cents / largest) * 100}%`;
  return (
    <li className="earnings-month" aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId}>
        {intl.formatDate(`${month.mese}-01T12:00:00Z`, { month: 'long', timeZone: 'UTC' })}
      </Typography.Title>
      <div className="earnings-bar" aria-hidden>
        <span className="earnings-bar-approved" style={{ width: share(month.totaleApprovato) }} />
        <span className="earnings-bar-pending" style={{ width: share(pending) }} />
      </div>
      <p className="earnings-figures">
        {/* The swatches are the bar's legend. */}
        <span className="earnings-swatch earnings-swatch-approved">
          <FormattedMessage id="earnings.approved" values={{ amount: money(month.totaleApprovato) }} />
        </span>
        <span className="earnings-swatch earnings-swatch-pending">
          <FormattedMessage id="earnings.pending" values={{ amount: money(pending) }} />
        </span>
      </p>
      <ul className="earnings-engagements">
        {month.ingaggi.map((engagement) => (
          <li key={engagement.id_Ingaggio}>
            <FormattedMessage
              id="earnings.engagement"
              values={{
                job: engagement.nome,
                approved: money(engagement.totaleApprovato),
                pending: money(engagement.totale - engagement.totaleApprovato),
              }}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * /earnings (product.md §4.20, Advanced and Master): the worker's months of the chosen year, each
 * with its approved and pending amounts, a bar of both against the year's largest month, and the
 * engagements they come from.
 */
export default function EarningsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const current = Number(todayInRome().slice(0, 4));
  const { anno, earnings, load } = useAppSelector(selectEarningsState);
  // The year last looked at, or this one; read afresh on opening and on each choice.
  const [year, setYear] = useState(anno ?? current);
  useEffect(() => {
    dispatch(earningsYearChosen(year));
  }, [dispatch, year]);
  const shown = earnings?.anno === year ? earnings : null;
  const largest = Math.max(0, ...(shown?.mesi.map((month) => month.totale) ?? []));
  const money = useMoneyFormat();
  const yearTotal = (pick: (month: Month) => number) =>
    (shown?.mesi ?? []).reduce((sum, month) => sum + pick(month), 0);
  return (
    <div className="content-page earnings-page">
      <Typography.Title level={1}>
        <FormattedMessage id="earnings.title" />
      </Typography.Title>
      <Select<number>
        className="earnings-year"
        aria-label={intl.formatMessage({ id: 'earnings.year' })}
        value={year}
        options={yearsAround(current).map((value) => ({ value, label: String(value) }))}
        onChange={setYear}
      />
      <ApiAlert failure={load.failure} />
      {!shown ? (
        load.status === 'pending' && <Spin />
      ) : shown.mesi.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={intl.formatMessage({ id: 'earnings.none' }, { year })}
        />
      ) : (
        <>
          <p className="earnings-year-totals">
            <FormattedMessage
              id="earnings.yearTotals"
              values={{
                year,
                approved: money(yearTotal((month) => month.totaleApprovato)),
                pending: money(yearTotal((month) => month.totale - month.totaleApprovato)),
              }}
            />
          </p>
          <ul className="earnings-months">
            {shown.mesi.map((month) => (
              <MonthRow key={month.mese} month={month} largest={largest} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
