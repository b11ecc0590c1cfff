import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { Button, Input, Radio, Spin, Table, type TableColumnsType, Typography } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiAlert } from '../../components/ApiAlert';
import { DateText } from '../../components/DateText';
import { FormField, ListError, ValueField } from '../../components/form/FormField';
import { SchemaForm } from '../../components/form/SchemaForm';
import { useMoneyFormat, useWholeNumberFormat } from '../../components/Money';
import { RecordStateTag } from '../../components/recordsCalendar/RecordStateTag';
import { SheetFigures } from '../../components/recordsCalendar/SheetFigures';
import { carSheetTotals, timeReportTotals } from '../../components/recordsCalendar/totals';
import type { CarSheetRecord } from '@shared/contracts/carsheets';
import type { TimeReportRecord } from '@shared/contracts/timesheets';
import { REVIEW_OUTCOMES, type RecordState } from '@shared/validation/reviewStates';
import { type ReviewRequest, reviewSchema } from '@shared/validation/reviews';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { SheetKind } from '../../store/sheets/sheetsApi';
import { engagementReportsOpened, reportPdfRequested, reviewSubmitted } from './engagementReportsSlice';
import { selectEngagementReports, selectJobReportsState } from './selectors';

function DownloadButton({
  engagementId,
  kind,
  disabled,
}: {
  engagementId: number;
  kind: SheetKind;
  disabled: boolean;
}) {
  const dispatch = useAppDispatch();
  const { download } = useAppSelector(selectJobReportsState);
  const pending = download.status === 'pending' && download.id_Ingaggio === engagementId && download.kind === kind;
  return (
    <Button
      icon={<FilePdfOutlined aria-hidden />}
      disabled={disabled}
      loading={pending}
      onClick={() => dispatch(reportPdfRequested({ id_Ingaggio: engagementId, kind }))}
    >
      <FormattedMessage id={`jobs.reports.${kind}.pdf`} />
    </Button>
  );
}

interface ReviewedRecord {
  stato: RecordState;
  notaRevisione: string | null;
}

/**
 * A sheet's sent days with each one's state and note; the days still waiting for the client can be
 * chosen and approved or rejected with a note, through the server's rule (product.md §4.20).
 */
function ReviewableTable<SheetRecord extends ReviewedRecord>({
  engagementId,
  kind,
  records,
  dayOf,
  columns,
}: {
  engagementId: number;
  kind: SheetKind;
  records: SheetRecord[];
  dayOf: (record: SheetRecord) => string;
  columns: TableColumnsType<SheetRecord>;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { review } = useAppSelector(selectJobReportsState);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const mine = review.id_Ingaggio === engagementId && review.kind === kind;
  const waiting = records.filter((record) => record.stato === 'inviato').map(dayOf);
  const withState: TableColumnsType<SheetRecord> = [
    ...columns,
    {
      title: t('jobs.review.state'),
      key: 'stato',
      render: (_value, record) => (
        <span className="job-review-state">
          <RecordStateTag state={record.stato} />
          {record.notaRevisione && <Typography.Text type="secondary">{record.notaRevisione}</Typography.Text>}
        </span>
      ),
    },
  ];
  const table = (selection?: { selected: string[]; onChange: (days: string[]) => void }) => (
    <Table<SheetRecord>
      size="small"
      pagination={false}
      scroll={{ x: true }}
      rowKey={dayOf}
      dataSource={records}
      columns={withState}
      rowSelection={
        selection && {
          selectedRowKeys: selection.selected,
          onChange: (keys) => selection.onChange(keys.map(String)),
          getCheckboxProps: (record) => ({
            disabled: record.stato !== 'inviato',
            // antd's own name ("Select row 1") is English and says no day.
            'aria-label': t('jobs.review.choose', {
              date: intl.formatDate(`${dayOf(record)}T12:00:00Z`, { day: 'numeric', month: 'long', timeZone: 'UTC' }),
            }),
          }),
        }
      }
    />
  );
  const initialValues = { idIngaggio: engagementId, giorni: [] as string[], esito: 'approvato', nota: '' };
  return (
    <>
      {mine && review.status === 'succeeded' && review.esito && (
        <Typography.Paragraph type="success" role="status">
          {t(`sheets.review.${review.esito}`)}
        </Typography.Paragraph>
      )}
      {waiting.length === 0 ? (
        table()
      ) : (
        <SchemaForm<typeof initialValues>
          // The days waiting change with each review: the form starts again with none chosen.
          key={waiting.join()}
          initialValues={initialValues}
          schema={reviewSchema}
          pending={mine && review.status === 'pending'}
          failure={mine ? review.failure : null}
          requiredMark={false}
          className="job-review-form"
          onSubmit={(request) => {
            dispatch(reviewSubmitted({ kind, request: request as ReviewRequest }));
          }}
          submitLabel={<FormattedMessage id="jobs.review.submit" />}
        >
          {(formik) => (
            <>
              {table({
                selected: formik.values.giorni,
                onChange: (days) => void formik.setFieldValue('giorni', days),
              })}
              <ListError name="giorni" />
              <ValueField<string> name="esito" label={t('jobs.review.outcome')}>
                {(field) => (
                  <Radio.Group
                    value={field.value}
                    onChange={(event) => field.onChange(String(event.target.value))}
                    options={REVIEW_OUTCOMES.map((outcome) => ({
                      value: outcome,
                      label: t(`jobs.review.${outcome}`),
                    }))}
                  />
                )}
              </ValueField>
              <FormField name="nota" label={t('jobs.review.note')}>
                {(field) => <Input.TextArea {...field} rows={2} />}
              </FormField>
            </>
          )}
        </SchemaForm>
      )}
    </>
  );
}

/** The records the send counted: a rejected day is in sight with its note, but unsent again (product.md §4.20). */
const sentOnly = <SheetRecord extends ReviewedRecord>(records: SheetRecord[]) =>
  records.filter((record) => record.stato !== 'respinto');

/**
 * A worker's sent time report and car sheet for the job's owner: each day with its state, the
 * totals, the PDF the send emailed, and the review of the days still waiting (product.md §4.20).
 * Only what was sent shows, and the days the owner rejected until they are sent again; the worker's
 * drafts stay theirs.
 */
export function EngagementReportsPanel({ engagementId }: { engagementId: number }) {
  const intl = useIntl();
  const money = useMoneyFormat();
  const wholeNumber = useWholeNumberFormat();
  const dispatch = useAppDispatch();
  const reports = useAppSelector((state) => selectEngagementReports(state, engagementId));
  const { loads, download } = useAppSelector(selectJobReportsState);
  const load = loads[engagementId];
  useEffect(() => {
    dispatch(engagementReportsOpened(engagementId));
  }, [dispatch, engagementId]);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const km = (value: number) => t('carsheets.km', { km: wholeNumber(value) });

  if (!reports) return load?.status === 'failed' ? <ApiAlert failure={load.failure} /> : <Spin />;
  const sentHours = sentOnly(reports.timeReport);
  const sentCar = sentOnly(reports.carSheet);
  const hours = timeReportTotals(sentHours);
  const car = carSheetTotals(sentCar);
  const day = { title: t('jobs.reports.day'), dataIndex: 'day', key: 'day' };
  return (
    <div className="job-reports">
      <ApiAlert failure={load?.failure ?? (download.id_Ingaggio === engagementId ? download.failure : null)} />
      <section>
        <div className="job-reports-head">
          <Typography.Title level={4}>
            <FormattedMessage id="jobs.reports.timeReport.title" />
          </Typography.Title>
          <DownloadButton engagementId={engagementId} kind="timeReport" disabled={sentHours.length === 0} />
        </div>
        {reports.timeReport.length === 0 ? (
          <Typography.Paragraph type="secondary">
            <FormattedMessage id="jobs.reports.none" />
          </Typography.Paragraph>
        ) : (
          <>
            <ReviewableTable<TimeReportRecord>
              engagementId={engagementId}
              kind="timeReport"
              records={reports.timeReport}
              dayOf={(record) => record.dataRiferimento}
              columns={[
                { ...day, render: (_value, record) => <DateText date={record.dataRiferimento} /> },
                {
                  title: t('timesheets.field.oreLavorate'),
                  dataIndex: 'oreLavorate',
                  key: 'oreLavorate',
                  align: 'right',
                },
                { title: t('timesheets.field.oreFerie'), dataIndex: 'oreFerie', key: 'oreFerie', align: 'right' },
                {
                  title: t('timesheets.field.orePermessi'),
                  dataIndex: 'orePermessi',
                  key: 'orePermessi',
                  align: 'right',
                },
              ]}
            />
            <SheetFigures
              title={t('jobs.reports.totals', { days: sentHours.length })}
              figures={Object.entries(hours).map(([kind, value]) => ({
                key: kind,
                label: t(`timesheets.field.${kind}`),
                value,
              }))}
            />
          </>
        )}
      </section>
      <section>
        <div className="job-reports-head">
          <Typography.Title level={4}>
            <FormattedMessage id="jobs.reports.carSheet.title" />
          </Typography.Title>
          <DownloadButton engagementId={engagementId} kind="carSheet" disabled={sentCar.length === 0} />
        </div>
        {reports.carSheet.length === 0 ? (
          <Typography.Paragraph type="secondary">
            <FormattedMessage id="jobs.reports.none" />
          </Typography.Paragraph>
        ) : (
          <>
            <ReviewableTable<CarSheetRecord>
              engagementId={engagementId}
              kind="carSheet"
              records={reports.carSheet}
              dayOf={(record) => record.giorno}
              columns={[
                { ...day, render: (_value, record) => <DateText date={record.giorno} /> },
                {
                  title: t('carsheets.field.percorsiEffettuati'),
                  dataIndex: 'percorsiEffettuati',
                  key: 'percorsiEffettuati',
                },
                {
                  title: t('carsheets.field.modello'),
                  key: 'car',
                  render: (_value, record) => `${record.modello} · ${record.targa}`,
                },
                {
                  title: t('carsheets.field.kmPercorsi'),
                  key: 'km',
                  align: 'right',
                  render: (_value, record) => km(record.kmPercorsi),
                },
                {
                  title: t('carsheets.field.costoBenzina'),
                  key: 'fuel',
                  align: 'right',
                  render: (_value, record) => money(record.costoBenzinaCentesimi),
                },
              ]}
            />
            <SheetFigures
              title={t('jobs.reports.totals', { days: sentCar.length })}
              figures={[
                { key: 'km', label: t('carsheets.field.kmPercorsi'), value: km(car.kmPercorsi) },
                { key: 'fuel', label: t('carsheets.field.costoBenzina'), value: money(car.costoBenzinaCentesimi) },
              ]}
            />
          </>
        )}
      </section>
    </div>
  );
}
