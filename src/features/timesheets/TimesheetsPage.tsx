import { Spin, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { onDemand } from '../../components/onDemand';
import { KeptChanges } from '../offline';
import { SheetFigures } from '../../components/recordsCalendar/SheetFigures';
import { SheetPage } from '../../components/recordsCalendar/SheetPage';
import { timeReportTotals } from '../../components/recordsCalendar/totals';
import { timesheets } from './timesheetsSlice';
import { WeeklyHoursChart, weeksOf } from './WeeklyHoursChart';
import './timesheets.css';

/** The day's form is fetched when the browser is idle, or when a day is first opened. */
const TimeReportForm = onDemand(
  () =>
    import(/* webpackChunkName: "time-report-form", webpackPrefetch: true */ './TimeReportForm').then(
      (module) => module.TimeReportForm,
    ),
  {
    waiting: <Spin />,
  },
);

/** /timesheets (product.md §2.2, §2.4, §2.8): the hours of each day of an engagement, and the send. */
export default function TimesheetsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id: `timesheets.${id}` }, values);
  return (
    <SheetPage
      sheet={timesheets}
      area="timesheets"
      renderEntry={(record) => (
        <>
          <Tag color="blue">{t('entry.worked', { hours: record.oreLavorate })}</Tag>
          {record.oreFerie > 0 && <Tag color="cyan">{t('entry.holiday', { hours: record.oreFerie })}</Tag>}
          {record.orePermessi > 0 && <Tag color="purple">{t('entry.leave', { hours: record.orePermessi })}</Tag>}
        </>
      )}
      describe={(record) =>
        t(record.inviato ? 'day.sent' : 'day.toSend', {
          worked: record.oreLavorate,
          holiday: record.oreFerie,
          leave: record.orePermessi,
        })
      }
      renderKept={(engagementId, describe) => (
        <KeptChanges sheet="timesheets" engagementId={engagementId} describe={describe} />
      )}
      renderForm={(props) => <TimeReportForm {...props} />}
      renderTotals={(records, month, range) => (
        <>
          <SheetFigures
            title={t('totals.title')}
            figures={Object.entries(timeReportTotals(records)).map(([kind, hours]) => ({
              key: kind,
              label: t(`field.${kind}`),
              value: hours,
            }))}
          />
          <WeeklyHoursChart weeks={weeksOf(month, range, records)} />
        </>
      )}
    />
  );
}
