import { createSelector } from '@reduxjs/toolkit';
import { ENGAGEMENT_STATE, type EngagementState, OPEN_STATES } from '@shared/validation/engagementStates';
import { type JobsState, engagementsAdapter, jobsAdapter } from './jobsSlice';
import { type EngagementReportsState, reportsAdapter } from './engagementReportsSlice';
import type { JobCostsState } from './jobCostsSlice';

/** Every read of this feature's state: components, sagas and other features select through these. */
interface WithJobs {
  jobs: JobsState;
}

const jobSelectors = jobsAdapter.getSelectors((state: WithJobs) => state.jobs.jobs);
const engagementSelectors = engagementsAdapter.getSelectors((state: WithJobs) => state.jobs.engagements);

export const selectJobsState = (state: WithJobs) => state.jobs;
export const selectJobs = jobSelectors.selectAll;
export const selectJobById = jobSelectors.selectById;
export const selectJobEngagements = engagementSelectors.selectAll;

/** The open job's engagements in the form's two groups (product.md §3.6: /Accettati and /Inviati, pending or countered, §4.21). */
export const selectJobEngagementGroups = createSelector([selectJobEngagements], (engagements) => ({
  accepted: engagements.filter((engagement) => engagement.statoIngaggio === ENGAGEMENT_STATE.accepted),
  sent: engagements.filter((engagement) => OPEN_STATES.includes(engagement.statoIngaggio as EngagementState)),
}));

interface WithJobReports {
  jobReports: EngagementReportsState;
}

const reportSelectors = reportsAdapter.getSelectors((state: WithJobReports) => state.jobReports.reports);
export const selectEngagementReports = reportSelectors.selectById;
export const selectJobReportsState = (state: WithJobReports) => state.jobReports;

interface WithJobCosts {
  jobCosts: JobCostsState;
}

export const selectJobCostsState = (state: WithJobCosts) => state.jobCosts;
