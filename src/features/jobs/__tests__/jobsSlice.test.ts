import { configureStore } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import createSagaMiddleware from 'redux-saga';
import type { Job } from '@shared/contracts/jobs';
import { loggedOut } from '../../../store/sessionEvents';
import { jobsApi } from '../jobsApi';
import { jobsSaga } from '../jobsSagas';
import {
  jobDeleted,
  jobFormOpened,
  jobSaveFailed,
  jobSaved,
  jobSubmitted,
  jobsLoaded,
  jobsOutcomeDismissed,
  jobsReducer,
} from '../jobsSlice';
import { selectJobs } from '../selectors';
import { aJob } from './testFixtures';

const initial = jobsReducer(undefined, { type: '@@init' });
const apply = (...actions: { type: string }[]) => actions.reduce(jobsReducer, initial);
const { id_Job: _id, cnt_Accettati: _accepted, cnt_Inviati: _sent, ...request } = aJob();

describe('the jobs slice', () => {
  it('opens a form without the outcome of an earlier visit', () => {
    const failure = { kind: 'http' as const, status: 400, title: 'No', messages: [] };
    const state = apply(
      jobsLoaded([aJob()]),
      jobSubmitted({ id_Job: 1, job: request }),
      jobSaveFailed(failure),
      jobFormOpened(1),
    );
    expect(state.save).toEqual({ status: 'idle', failure: null });
    expect(state.openJobId).toBe(1);
    expect(state.engagementsLoad.status).toBe('pending');
    // The job is in the list already: nothing to wait for before showing the form.
    expect(state.load.status).toBe('succeeded');
  });

  it('waits for the list when a job is opened by its address', () => {
    expect(apply(jobFormOpened(5)).load.status).toBe('pending');
    expect(apply(jobFormOpened(null)).engagementsLoad.status).toBe('idle');
  });

  it('keeps the banner of a save or deletion until the list page is left', () => {
    const saved = apply(jobSaved(aJob()));
    expect(saved.outcome).toBe('saved');
    expect(jobsReducer(saved, jobsOutcomeDismissed()).outcome).toBeNull();
    expect(jobsReducer(saved, jobDeleted(1)).outcome).toBe('deletedQuietly');
  });

  it('says workers were told of a deletion only when the job had engagements', () => {
    const engaged = apply(jobsLoaded([aJob({ id_Job: 1, cnt_Inviati: 1 }), aJob({ id_Job: 2 })]));
    expect(jobsReducer(engaged, jobDeleted(1)).outcome).toBe('deleted');
    expect(jobsReducer(engaged, jobDeleted(2)).outcome).toBe('deletedQuietly');
  });

  it('forgets every job on logout', () => {
    const state = apply(jobsLoaded([aJob()]), jobFormOpened(1));
    expect(jobsReducer(state, loggedOut({ reason: 'user' }))).toEqual(initial);
  });

  it('ignores a second Save while the first is under way', async () => {
    // A real store and saga middleware: two clicks dispatched back to back, the first answer still pending.
    let answer: (job: Job) => void = () => undefined;
    const create = jest.spyOn(jobsApi, 'create').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const sagaMiddleware = createSagaMiddleware({ context: { navigate: jest.fn() } });
    const store = configureStore({
      reducer: { jobs: jobsReducer },
      middleware: (getDefault) => getDefault().concat(sagaMiddleware),
    });
    sagaMiddleware.run(jobsSaga);
    store.dispatch(jobSubmitted({ id_Job: null, job: request }));
    store.dispatch(jobSubmitted({ id_Job: null, job: request }));
    answer(aJob({ id_Job: 9 }));
    await waitFor(() => expect(store.getState().jobs.save.status).toBe('succeeded'));
    expect(create).toHaveBeenCalledTimes(1);
    expect(selectJobs(store.getState()).map((job) => job.id_Job)).toEqual([9]);
    create.mockRestore();
  });
});
