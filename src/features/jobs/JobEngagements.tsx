import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import { App, Button, Collapse, Empty, Spin, Typography } from 'antd';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ApiAlert } from '../../components/ApiAlert';
import { DateRange } from '../../components/DateText';
import { Money } from '../../components/Money';
import { onDemand } from '../../components/onDemand';
import type { JobEngagement } from '@shared/contracts/jobs';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { engagementWithdrawalConfirmed } from './jobsSlice';
import { selectJobEngagementGroups, selectJobsState } from './selectors';

/** A worker's reports (a table of days each) are fetched when the browser is idle, or when the job's owner first opens them. */
const EngagementReportsPanel = onDemand(
  () =>
    import(/* webpackChunkName: "engagement-reports", webpackPrefetch: true */ './EngagementReportsPanel').then(
      (module) => module.EngagementReportsPanel,
    ),
  { waiting: <Spin /> },
);

/** "Anna Bianchi": a worker's full name; a deleted account's placeholder name as the server gives it. */
const fullName = (engagement: JobEngagement) => [engagement.nome, engagement.cognome].filter(Boolean).join(' ');

function EngagementRow({ engagement, withReports }: { engagement: JobEngagement; withReports: boolean }) {
  const intl = useIntl();
  const [reportsOpen, setReportsOpen] = useState(false);
  const reportsId = useId();
  const dispatch = useAppDispatch();
  const { modal } = App.useApp();
  const { withdrawal } = useAppSelector(selectJobsState);
  const name = fullName(engagement);
  const askWithdrawal = () => {
    modal.confirm({
      title: intl.formatMessage({ id: 'confirm.areYouSure' }),
      content: intl.formatMessage({ id: 'jobs.engagements.withdraw.confirm' }, { name }),
      okText: intl.formatMessage({ id: 'jobs.engagements.withdraw' }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'common.cancel' }),
      onOk: () => {
        dispatch(engagementWithdrawalConfirmed(engagement.id_Ingaggio));
      },
    });
  };
  return (
    <li className="job-engagement">
      <span className="job-engagement-who">
        {/* A worker who deleted their account has no page to open. */}
        {engagement.userId === null ? <span>{name}</span> : <Link to={`/user/${engagement.userId}`}>{name}</Link>}
        <Typography.Text type="secondary">
          <DateRange start={engagement.dataInizio} end={engagement.dataFine} />
          {' · '}
          <FormattedMessage
            id="jobs.engagement.rate"
            values={{ rate: <Money key="rate" cents={engagement.tariffaGiornaliera} /> }}
          />
        </Typography.Text>
      </span>
      <span className="job-engagement-actions">
        {withReports && (
          <Button
            size="small"
            icon={<FileTextOutlined aria-hidden />}
            aria-expanded={reportsOpen}
            aria-controls={reportsId}
            aria-label={intl.formatMessage({ id: 'jobs.reports.open.named' }, { name })}
            onClick={() => setReportsOpen((open) => !open)}
          >
            <FormattedMessage id="jobs.reports.open" />
          </Button>
        )}
        <Button
          danger
          size="small"
          onClick={askWithdrawal}
          loading={withdrawal.status === 'pending' && withdrawal.id_Ingaggio === engagement.id_Ingaggio}
          aria-label={intl.formatMessage({ id: 'jobs.engagements.withdraw.named' }, { name })}
        >
          <FormattedMessage id="jobs.engagements.withdraw" />
        </Button>
      </span>
      {reportsOpen && (
        <div id={reportsId} className="job-engagement-reports">
          <EngagementReportsPanel engagementId={engagement.id_Ingaggio} />
        </div>
      )}
    </li>
  );
}

function EngagementList({
  engagements,
  emptyId,
  withReports = false,
}: {
  engagements: JobEngagement[];
  emptyId: string;
  withReports?: boolean;
}) {
  const intl = useIntl();
  if (engagements.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: emptyId })} />;
  return (
    <ul className="job-engagement-list">
      {engagements.map((engagement) => (
        <EngagementRow key={engagement.id_Ingaggio} engagement={engagement} withReports={withReports} />
      ))}
    </ul>
  );
}

/**
 * When editing a job (product.md §2.2): its accepted and sent engagements, folded away; each
 * worker's name opens their page, each engagement can be withdrawn, and an accepted one unfolds
 * the worker's sent time report and car sheet (product.md §4.6).
 */
export function JobEngagements() {
  const intl = useIntl();
  const headingId = useId();
  const { engagementsLoad, withdrawal } = useAppSelector(selectJobsState);
  const { accepted, sent } = useAppSelector(selectJobEngagementGroups);
  const loading = engagementsLoad.status === 'pending';
  const label = (id: string, count: number) =>
    loading ? intl.formatMessage({ id: `${id}.loading` }) : intl.formatMessage({ id }, { count });
  return (
    <section className="job-engagements" aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId}>
        <FormattedMessage id="jobs.engagements.title" />
      </Typography.Title>
      <ApiAlert failure={engagementsLoad.failure ?? withdrawal.failure} />
      {withdrawal.status === 'succeeded' && (
        <Typography.Paragraph type="success" role="status">
          <FormattedMessage id="jobs.engagements.withdrawn" />
        </Typography.Paragraph>
      )}
      <Collapse
        items={[
          {
            key: 'accepted',
            label: label('jobs.engagements.accepted', accepted.length),
            children: loading ? (
              <Spin />
            ) : (
              <EngagementList engagements={accepted} emptyId="jobs.engagements.accepted.empty" withReports />
            ),
          },
          {
            key: 'sent',
            label: label('jobs.engagements.sent', sent.length),
            children: loading ? <Spin /> : <EngagementList engagements={sent} emptyId="jobs.engagements.sent.empty" />,
          },
        ]}
      />
    </section>
  );
}
