import { Spin, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { useMoneyFormat, useWholeNumberFormat } from '../../components/Money';
import { onDemand } from '../../components/onDemand';
import { KeptChanges } from '../offline';
import { SheetFigures } from '../../components/recordsCalendar/SheetFigures';
import { SheetPage } from '../../components/recordsCalendar/SheetPage';
import { carSheetTotals } from '../../components/recordsCalendar/totals';
import { carsheets } from './carsheetsSlice';

/** The day's form is fetched when the browser is idle, or when a day is first opened. */
const CarSheetForm = onDemand(
  () =>
    import(/* webpackChunkName: "car-sheet-form", webpackPrefetch: true */ './CarSheetForm').then(
      (module) => module.CarSheetForm,
    ),
  {
    waiting: <Spin />,
  },
);

/** /carsheets (product.md §2.2, §2.4, §2.8): each day's car use for an engagement, and the send. */
export default function CarsheetsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `carsheets.${id}` }, values);
  const wholeNumber = useWholeNumberFormat();
  const km = (value: number) => t('km', { km: wholeNumber(value) });
  const money = useMoneyFormat();
  return (
    <SheetPage
      sheet={carsheets}
      area="carsheets"
      renderEntry={(record) => (
        <>
          <strong className="records-entry-title">{record.targa}</strong>
          {record.kmPercorsi > 0 && <Tag color="blue">{km(record.kmPercorsi)}</Tag>}
          {record.costoBenzinaCentesimi > 0 && <Tag color="orange">{money(record.costoBenzinaCentesimi)}</Tag>}
        </>
      )}
      describe={(record) =>
        t(record.inviato ? 'day.sent' : 'day.toSend', {
          plate: record.targa,
          km: km(record.kmPercorsi),
          fuel: money(record.costoBenzinaCentesimi),
        })
      }
      renderKept={(engagementId, describe) => (
        <KeptChanges sheet="carsheets" engagementId={engagementId} describe={describe} />
      )}
      renderForm={(props) => <CarSheetForm {...props} />}
      renderTotals={(records) => {
        const totals = carSheetTotals(records);
        return (
          <SheetFigures
            title={t('totals.title')}
            figures={[
              { key: 'km', label: t('field.kmPercorsi'), value: km(totals.kmPercorsi) },
              { key: 'fuel', label: t('field.costoBenzina'), value: money(totals.costoBenzinaCentesimi) },
            ]}
          />
        );
      }}
    />
  );
}
