import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { Button, Spin, Table, Typography } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiAlert } from '../../components/ApiAlert';
import { DateText } from '../../components/DateText';
import { useMoneyFormat, useWholeNumberFormat } from '../../components/Money';
import { SheetFigures } from '../../components/recordsCalendar/SheetFigures';
import { carSheetTotals, timeReportTotals } from '../../components/recordsCalendar/totals';
import type { CarSheetRecord } from '@shared/contracts/carsheets';
import type { TimeReportRecord } from '@shared/contracts/timesheets';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { SheetKind } from '../../store/sheets/sheetsApi';
import { engagementReportsOpened, reportPdfRequested } from './engagementReportsSlice';
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

/**
 * A worker's sent time report and car sheet for the job's owner (read-only): each day, the totals,
 * and the PDF the send emailed. Only what was sent shows; the worker's drafts stay theirs.
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
  const hours = timeReportTotals(reports.timeReport);
  const car = carSheetTotals(reports.carSheet);
  const day = { title: t('jobs.reports.day'), dataIndex: 'day', key: 'day' };
  return (
    <div className="job-reports">
      <ApiAlert failure={load?.failure ?? (download.id_Ingaggio === engagementId ? download.failure : null)} />
      <section>
        <div className="job-reports-head">
          <Typography.Title level={4}>
            <FormattedMessage id="jobs.reports.timeReport.title" />
          </Typography.Title>
          <DownloadButton engagementId={engagementId} kind="timeReport" disabled={reports.timeReport.length === 0} />
        </div>
        {reports.timeReport.length === 0 ? (
          <Typography.Paragraph type="secondary">
            <FormattedMessage id="jobs.reports.none" />
          </Typography.Paragraph>
        ) : (
          <>
            <Table<TimeReportRecord>
              size="small"
              pagination={false}
              scroll={{ x: true }}
              rowKey="dataRiferimento"
              dataSource={reports.timeReport}
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
              title={t('jobs.reports.totals', { days: reports.timeReport.length })}
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
          <DownloadButton engagementId={engagementId} kind="carSheet" disabled={reports.carSheet.length === 0} />
        </div>
        {reports.carSheet.length === 0 ? (
          <Typography.Paragraph type="secondary">
            <FormattedMessage id="jobs.reports.none" />
          </Typography.Paragraph>
        ) : (
          <>
            <Table<CarSheetRecord>
              size="small"
              pagination={false}
              scroll={{ x: true }}
              rowKey="giorno"
              dataSource={reports.carSheet}
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
              title={t('jobs.reports.totals', { days: reports.carSheet.length })}
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
