import { type EntityState, createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '../../api/client';
import { type Flow, failedFlow, idleFlow, pendingFlow, succeededFlow } from '../../store/flowStatus';
import { loggedOut } from '../../store/sessionEvents';
import type { Job, JobEngagement } from '@shared/contracts/jobs';
import { ENGAGEMENT_STATE, type EngagementState, OPEN_STATES } from '@shared/validation/engagementStates';
import type { JobRequest } from '@shared/validation/jobs';

export const jobsAdapter = createEntityAdapter({
  selectId: (job: Job) => job.id_Job,
  // The nearest job first: a client plans what starts next.
  sortComparer: (a, b) => a.dataInizio.localeCompare(b.dataInizio) || a.id_Job - b.id_Job,
});

export const engagementsAdapter = createEntityAdapter({
  selectId: (engagement: JobEngagement) => engagement.id_Ingaggio,
  sortComparer: (a, b) => a.dataInizio.localeCompare(b.dataInizio) || a.cognome.localeCompare(b.cognome),
});

/**
 * What the last save or deletion was, for the banner on /jobs, where both return. A deletion says
 * workers were told only when the job had engagements to withdraw ('deletedQuietly' when none).
 */
export type JobsOutcome = 'saved' | 'deleted' | 'deletedQuietly' | null;

export interface JobsState {
  jobs: EntityState<Job, number>;
  load: Flow;
  /** The job open in the form: its accepted and sent engagements (RecuperaIngaggi). */
  openJobId: number | null;
  engagements: EntityState<JobEngagement, number>;
  engagementsLoad: Flow;
  save: Flow;
  deletion: Flow;
  withdrawal: Flow & { id_Ingaggio: number | null };
  /** The client accepting a worker's counter-proposal (product.md §4.21). */
  counterAcceptance: Flow & { id_Ingaggio: number | null };
  outcome: JobsOutcome;
}

const initialState: JobsState = {
  jobs: jobsAdapter.getInitialState(),
  load: idleFlow,
  openJobId: null,
  engagements: engagementsAdapter.getInitialState(),
  engagementsLoad: idleFlow,
  save: idleFlow,
  deletion: idleFlow,
  withdrawal: { ...idleFlow, id_Ingaggio: null },
  counterAcceptance: { ...idleFlow, id_Ingaggio: null },
  outcome: null,
};

export interface JobSubmission {
  /** The job edited, or null for a new one. */
  id_Job: number | null;
  job: JobRequest;
}

const jobsSlice = createSlice({
  name: 'jobs',
  initialState,
  reducers: {
    /** /jobs opened: the list loads afresh; the banner of a save or deletion stays until then left. */
    jobsPageOpened: (state) => {
      state.load = pendingFlow;
    },
    jobsLoaded: (state, action: PayloadAction<Job[]>) => {
      jobsAdapter.setAll(state.jobs, action.payload);
      state.load = succeededFlow;
    },
    jobsLoadFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.load = failedFlow(action.payload);
    },
    /** /jobs/new (null) or /jobs/{id}: a form shows no outcome of an earlier visit. */
    jobFormOpened: (state, action: PayloadAction<number | null>) => {
      state.openJobId = action.payload;
      state.save = idleFlow;
      state.deletion = idleFlow;
      state.withdrawal = { ...idleFlow, id_Ingaggio: null };
      state.outcome = null;
      engagementsAdapter.removeAll(state.engagements);
      state.engagementsLoad = action.payload === null ? idleFlow : pendingFlow;
      // Opened by its address rather than from the list: the list loads first (no call reads one job).
      if (action.payload !== null && !state.jobs.entities[action.payload]) state.load = pendingFlow;
    },
    jobEngagementsLoaded: (state, action: PayloadAction<{ id_Job: number; engagements: JobEngagement[] }>) => {
      if (action.payload.id_Job !== state.openJobId) return;
      engagementsAdapter.setAll(state.engagements, action.payload.engagements);
      state.engagementsLoad = succeededFlow;
    },
    jobEngagementsLoadFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.engagementsLoad = failedFlow(action.payload);
    },
    jobSubmitted: (state, _action: PayloadAction<JobSubmission>) => {
      state.save = pendingFlow;
    },
    jobSaved: (state, action: PayloadAction<Job>) => {
      jobsAdapter.upsertOne(state.jobs, action.payload);
      state.save = succeededFlow;
      state.outcome = 'saved';
    },
    jobSaveFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.save = failedFlow(action.payload);
    },
    jobDeletionConfirmed: (state, _action: PayloadAction<number>) => {
      state.deletion = pendingFlow;
    },
    jobDeleted: (state, action: PayloadAction<number>) => {
      const job = state.jobs.entities[action.payload];
      // The counts the confirmation showed: with none, no worker was withdrawn, so none was told.
      const engaged = job !== undefined && job.cnt_Accettati + job.cnt_Inviati > 0;
      jobsAdapter.removeOne(state.jobs, action.payload);
      state.deletion = succeededFlow;
      state.outcome = engaged ? 'deleted' : 'deletedQuietly';
    },
    jobDeletionFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.deletion = failedFlow(action.payload);
    },
    engagementWithdrawalConfirmed: (state, action: PayloadAction<number>) => {
      state.withdrawal = { ...pendingFlow, id_Ingaggio: action.payload };
    },
    /** The engagement leaves the job's lists and its count, as RecuperaJobs would now answer. */
    engagementWithdrawn: (state, action: PayloadAction<JobEngagement>) => {
      const { id_Ingaggio, id_Job, statoIngaggio } = action.payload;
      engagementsAdapter.removeOne(state.engagements, id_Ingaggio);
      const job = state.jobs.entities[id_Job];
      if (job && statoIngaggio === ENGAGEMENT_STATE.accepted) job.cnt_Accettati = Math.max(0, job.cnt_Accettati - 1);
      if (job && OPEN_STATES.includes(statoIngaggio as EngagementState))
        job.cnt_Inviati = Math.max(0, job.cnt_Inviati - 1);
      state.withdrawal = { ...succeededFlow, id_Ingaggio };
      state.counterAcceptance = { ...idleFlow, id_Ingaggio: null };
    },
    engagementWithdrawalFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.withdrawal = { ...failedFlow(action.payload), id_Ingaggio: state.withdrawal.id_Ingaggio };
    },
    engagementCounterAcceptanceConfirmed: (state, action: PayloadAction<number>) => {
      state.counterAcceptance = { ...pendingFlow, id_Ingaggio: action.payload };
      state.withdrawal = { ...idleFlow, id_Ingaggio: null };
    },
    /**
     * The counter accepted (5 → 2): the engagement takes the counter's days and rate, as the server
     * stored them, and moves from the job's open requests to its accepted ones.
     */
    engagementCounterAccepted: (state, action: PayloadAction<number>) => {
      const engagement = state.engagements.entities[action.payload];
      if (engagement?.controproposta) {
        const { dataInizio, dataFine, tariffaGiornaliera } = engagement.controproposta;
        Object.assign(engagement, {
          dataInizio,
          dataFine,
          tariffaGiornaliera,
          statoIngaggio: ENGAGEMENT_STATE.accepted,
          posizione: null,
          rispondiEntro: null,
        });
        const job = state.jobs.entities[engagement.id_Job];
        if (job) {
          job.cnt_Inviati = Math.max(0, job.cnt_Inviati - 1);
          job.cnt_Accettati += 1;
        }
      }
      state.counterAcceptance = { ...succeededFlow, id_Ingaggio: action.payload };
    },
    engagementCounterAcceptanceFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.counterAcceptance = { ...failedFlow(action.payload), id_Ingaggio: state.counterAcceptance.id_Ingaggio };
    },
    /** The banner on /jobs was read (the page was left). */
    jobsOutcomeDismissed: (state) => {
      state.outcome = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const {
  jobsPageOpened,
  jobsLoaded,
  jobsLoadFailed,
  jobFormOpened,
  jobEngagementsLoaded,
  jobEngagementsLoadFailed,
  jobSubmitted,
  jobSaved,
  jobSaveFailed,
  jobDeletionConfirmed,
  jobDeleted,
  jobDeletionFailed,
  engagementWithdrawalConfirmed,
  engagementWithdrawn,
  engagementWithdrawalFailed,
  engagementCounterAcceptanceConfirmed,
  engagementCounterAccepted,
  engagementCounterAcceptanceFailed,
  jobsOutcomeDismissed,
} = jobsSlice.actions;
export const jobsReducer = jobsSlice.reducer;
