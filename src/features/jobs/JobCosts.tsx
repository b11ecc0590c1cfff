import FileExcelOutlined from '@ant-design/icons/FileExcelOutlined';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { Button, Spin, Table, Typography } from 'antd';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiAlert } from '../../components/ApiAlert';
import { useMoneyFormat, useWholeNumberFormat } from '../../components/Money';
import type { CostLine } from '@shared/contracts/costs';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { costsFileRequested, jobCostsOpened } from './jobCostsSlice';
import type { CostsFormat } from './jobsApi';
import { selectJobCostsState } from './selectors';

const FILE_ICONS: Record<CostsFormat, React.ReactNode> = {
  csv: <FileExcelOutlined aria-hidden />,
  pdf: <FilePdfOutlined aria-hidden />,
};

function CostsFileButton({ jobId, format, disabled }: { jobId: number; format: CostsFormat; disabled: boolean }) {
  const dispatch = useAppDispatch();
  const { download } = useAppSelector(selectJobCostsState);
  return (
    <Button
      icon={FILE_ICONS[format]}
      disabled={disabled}
      loading={download.status === 'pending' && download.format === format}
      onClick={() => dispatch(costsFileRequested({ id_Job: jobId, format }))}
    >
      <FormattedMessage id={`jobs.costs.${format}`} />
    </Button>
  );
}

/**
 * Rows of the cost sheet in a page (docs/decisions.md, "Long lists render what is on screen"): a
 * job of 500 workers drew 5,500 elements in one task of 8–12 s on a slowed phone, and a page of 50
 * still half a second; the sums below are the whole job's (the server's), and the CSV and PDF hold
 * every row.
 */
const COSTS_PAGE = 10;

/**
 * When editing a job, what it costs (product.md §4.20): a row per worker with the server's figures
 * (days, overtime, pay at the engagement's rate, mileage, fuel, the sent and the approved totals),
 * the job's sums, and the same sheet as CSV or PDF.
 */
export function JobCosts({ jobId }: { jobId: number }) {
  const intl = useIntl();
  const headingId = useId();
  const money = useMoneyFormat();
  const wholeNumber = useWholeNumberFormat();
  const dispatch = useAppDispatch();
  const { costs, load, download } = useAppSelector(selectJobCostsState);
  useEffect(() => {
    dispatch(jobCostsOpened(jobId));
  }, [dispatch, jobId]);
  const t = (id: string) => intl.formatMessage({ id });
  const amount = (key: keyof CostLine, titleId: string) => ({
    title: t(titleId),
    key,
    align: 'right' as const,
    className: 'job-costs-amount',
    render: (_value: unknown, line: CostLine) => money(line[key] as number),
  });
  const mine = costs?.id_Job === jobId ? costs : null;

  return (
    <section className="job-costs" aria-labelledby={headingId}>
      <div className="job-reports-head">
        <Typography.Title level={3} id={headingId}>
          <FormattedMessage id="jobs.costs.title" />
        </Typography.Title>
        <span className="job-costs-files">
          <CostsFileButton jobId={jobId} format="csv" disabled={!mine || mine.righe.length === 0} />
          <CostsFileButton jobId={jobId} format="pdf" disabled={!mine || mine.righe.length === 0} />
        </span>
      </div>
      <ApiAlert failure={load.failure ?? download.failure} />
      {!mine ? (
        load.status === 'pending' && <Spin />
      ) : mine.righe.length === 0 ? (
        <Typography.Paragraph type="secondary">
          <FormattedMessage id="jobs.costs.none" />
        </Typography.Paragraph>
      ) : (
        <Table<CostLine>
          size="small"
          pagination={{ pageSize: COSTS_PAGE, hideOnSinglePage: true, showSizeChanger: false }}
          rowKey="id_Ingaggio"
          dataSource={mine.righe}
          columns={[
            {
              title: t('jobs.costs.worker'),
              key: 'worker',
              render: (_value, line) => [line.nome, line.cognome].filter(Boolean).join(' '),
            },
            { title: t('jobs.costs.days'), dataIndex: 'giorni', key: 'giorni', align: 'right' },
            { title: t('jobs.costs.overtime'), dataIndex: 'oreStraordinario', key: 'oreStraordinario', align: 'right' },
            amount('compenso', 'jobs.costs.pay'),
            {
              title: t('jobs.costs.km'),
              key: 'km',
              align: 'right',
              render: (_value, line) => wholeNumber(line.km),
            },
            amount('rimborsoChilometrico', 'jobs.costs.mileage'),
            amount('carburante', 'jobs.costs.fuel'),
            amount('totale', 'jobs.costs.total'),
            amount('totaleApprovato', 'jobs.costs.approved'),
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={7}>
                <strong>
                  <FormattedMessage id="jobs.costs.jobTotal" />
                </strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={7} align="right" className="job-costs-amount">
                <strong>{money(mine.totale)}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={8} align="right" className="job-costs-amount">
                <strong>{money(mine.totaleApprovato)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      )}
    </section>
  );
}
