import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Empty, Spin, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ApiAlert } from '../../components/ApiAlert';
import { DateRange } from '../../components/DateText';
import { NationNames } from '../../components/NationNames';
import type { Job } from '@shared/contracts/jobs';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { jobsOutcomeDismissed, jobsPageOpened } from './jobsSlice';
import { selectJobs, selectJobsState } from './selectors';
import './jobs.css';

function JobCard({ job }: { job: Job }) {
  const headingId = `job-${job.id_Job}`;
  return (
    <Link to={`/jobs/${job.id_Job}`} className="job-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{job.nome}</h3>
      <span className="job-card-meta">
        <DateRange start={job.dataInizio} end={job.dataFine} />
      </span>
      <span className="job-card-meta">
        <NationNames places={job.listaNazioni} />
      </span>
      <span className="job-card-counts">
        <Tag color={job.cnt_Accettati > 0 ? 'green' : 'default'}>
          <FormattedMessage id="jobs.card.accepted" values={{ count: job.cnt_Accettati }} />
        </Tag>
        <Tag color={job.cnt_Inviati > 0 ? 'blue' : 'default'}>
          <FormattedMessage id="jobs.card.sent" values={{ count: job.cnt_Inviati }} />
        </Tag>
      </span>
    </Link>
  );
}

/** /jobs (product.md §2.2): the user's jobs as cards with their engagement counts, and a box to create one. */
export default function JobsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { load, outcome } = useAppSelector(selectJobsState);
  const jobs = useAppSelector(selectJobs);
  useEffect(() => {
    dispatch(jobsPageOpened());
    // The banner of the save or deletion that led here is read once: leaving the page drops it.
    return () => {
      dispatch(jobsOutcomeDismissed());
    };
  }, [dispatch]);

  const firstLoad = load.status === 'pending' && jobs.length === 0;
  return (
    <div className="content-page jobs">
      <Typography.Title level={1}>
        <FormattedMessage id="jobs.title" />
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="jobs.intro" />
      </Typography.Paragraph>
      {outcome && (
        <Alert
          className="jobs-banner"
          type="success"
          showIcon
          closable
          title={intl.formatMessage({ id: `jobs.outcome.${outcome}` })}
        />
      )}
      <div className="jobs-banner">
        <ApiAlert failure={load.failure} />
      </div>
      {firstLoad ? (
        <Spin size="large" className="page-spinner" />
      ) : (
        <>
          <ul className="job-grid" aria-label={intl.formatMessage({ id: 'jobs.list' })}>
            <li>
              <Link to="/jobs/new" className="job-card job-create">
                <PlusOutlined aria-hidden />
                <span className="job-create-title">
                  <FormattedMessage id="jobs.create" />
                </span>
                <span className="job-card-meta">
                  <FormattedMessage id="jobs.create.description" />
                </span>
              </Link>
            </li>
            {jobs.map((job) => (
              <li key={job.id_Job}>
                <JobCard job={job} />
              </li>
            ))}
          </ul>
          {load.status === 'succeeded' && jobs.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: 'jobs.empty' })} />
          )}
        </>
      )}
    </div>
  );
}
