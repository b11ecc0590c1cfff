import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { App, Button, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { ApiAlert } from '../../components/ApiAlert';
import { Outcome } from '../../components/Outcome';
import type { Job } from '@shared/contracts/jobs';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectUser } from '../session';
import { onDemand } from '../../components/onDemand';
import { JobEngagements } from './JobEngagements';
import { JobForm } from './JobForm';
import { jobDeletionConfirmed, jobFormOpened, jobSubmitted } from './jobsSlice';
import { selectJobById, selectJobsState } from './selectors';
import './jobs.css';

/** The costs' table and downloads: fetched when the job is shown, so the form's chunk stays within its budget. */
const JobCosts = onDemand(
  () =>
    import(/* webpackChunkName: "job-costs", webpackPrefetch: true */ './JobCosts').then((module) => module.JobCosts),
  { waiting: <Spin /> },
);

/** The delete button, with a confirmation that says what becomes of the job's engagements. */
function DeleteJobButton({ job }: { job: Job }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { modal } = App.useApp();
  const { deletion } = useAppSelector(selectJobsState);
  const engaged = job.cnt_Accettati + job.cnt_Inviati;
  const askDeletion = () => {
    modal.confirm({
      title: intl.formatMessage({ id: 'jobs.delete.title' }, { name: job.nome }),
      content:
        engaged === 0
          ? intl.formatMessage({ id: 'jobs.delete.confirm.none' })
          : intl.formatMessage({ id: 'jobs.delete.confirm' }, { accepted: job.cnt_Accettati, sent: job.cnt_Inviati }),
      okText: intl.formatMessage({ id: 'jobs.delete' }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'common.cancel' }),
      onOk: () => {
        dispatch(jobDeletionConfirmed(job.id_Job));
      },
    });
  };
  return (
    <Button danger icon={<DeleteOutlined aria-hidden />} onClick={askDeletion} loading={deletion.status === 'pending'}>
      <FormattedMessage id="jobs.delete" />
    </Button>
  );
}

/** The route's id: a positive whole number, or null for /jobs/new (and for an address that names no job). */
function useJobId(): { jobId: number | null; malformed: boolean } {
  const { id } = useParams();
  if (id === undefined) return { jobId: null, malformed: false };
  const jobId = Number(id);
  return Number.isInteger(jobId) && jobId > 0 ? { jobId, malformed: false } : { jobId: null, malformed: true };
}

/** /jobs/new and /jobs/{id} (product.md §2.2): the job form; when editing, its engagements, its costs (§4.20) and deletion. */
export default function JobFormPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { jobId, malformed } = useJobId();
  const { load, save, deletion } = useAppSelector(selectJobsState);
  const job = useAppSelector((state) => (jobId === null ? undefined : selectJobById(state, jobId)));
  const user = useAppSelector(selectUser);
  useEffect(() => {
    if (!malformed) dispatch(jobFormOpened(jobId));
  }, [dispatch, jobId, malformed]);

  const editing = jobId !== null;
  const back = (
    <Link to="/jobs" className="job-back">
      <ArrowLeftOutlined aria-hidden /> <FormattedMessage id="jobs.form.back" />
    </Link>
  );

  if (malformed || (editing && !job && load.status !== 'pending')) {
    return (
      <div className="content-page job-form-page">
        {back}
        {load.status === 'failed' ? (
          <ApiAlert failure={load.failure} />
        ) : (
          <Outcome kind="notFound" title={intl.formatMessage({ id: 'jobs.form.notFound' })} />
        )}
      </div>
    );
  }

  return (
    <div className="content-page job-form-page">
      {back}
      <div className="job-form-head">
        <Typography.Title level={1}>
          <FormattedMessage id={editing ? 'jobs.form.title.edit' : 'jobs.form.title.new'} />
        </Typography.Title>
        {job && <DeleteJobButton job={job} />}
      </div>
      <ApiAlert failure={deletion.failure} />
      {editing && !job ? (
        <Spin size="large" className="page-spinner" />
      ) : (
        <>
          <JobForm
            // A new form for each job opened, so no field of another job stays behind.
            key={jobId ?? 'new'}
            job={job}
            defaultEmail={user?.email ?? ''}
            pending={save.status === 'pending'}
            failure={save.failure}
            onSubmit={(request) => {
              dispatch(jobSubmitted({ id_Job: jobId, job: request }));
            }}
          />
          {job && <JobEngagements />}
          {job && <JobCosts jobId={job.id_Job} />}
        </>
      )}
    </div>
  );
}
