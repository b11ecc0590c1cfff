import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError, type ApiFailure } from '../../../api/client';
import { tierRefusalReducer } from '../../../store/tierRefusal';
import { enlistmentsApi } from '../../enlistments';
import { jobsApi } from '../jobsApi';
import { acceptCounter, deleteJob, loadJobs, openJobForm, saveJob, withdrawEngagement } from '../jobsSagas';
import {
  engagementCounterAcceptanceConfirmed,
  engagementWithdrawalConfirmed,
  jobDeletionConfirmed,
  jobEngagementsLoaded,
  jobFormOpened,
  jobSubmitted,
  jobsLoaded,
  jobsPageOpened,
  jobsReducer,
} from '../jobsSlice';
import { selectJobEngagementGroups, selectJobs } from '../selectors';
import { aJob, anEngagement } from './testFixtures';

const reducer = combineReducers({ jobs: jobsReducer, tierRefusal: tierRefusalReducer });
type State = ReturnType<typeof reducer>;
const start = (...actions: { type: string }[]): State =>
  actions.reduce(reducer, reducer(undefined, { type: '@@init' }));

const refused = (status: number, title: string): ApiFailure => ({
  kind: status === 200 ? 'refused' : 'http',
  status,
  title,
  messages: [],
});
const forbidden = refused(403, 'Il tuo abbonamento non comprende questa funzione');

const later = aJob({
  id_Job: 2,
  nome: 'Serie TV',
  dataInizio: '2030-07-01',
  dataFine: '2030-07-30',
  cnt_Accettati: 1,
  cnt_Inviati: 2,
});
const sooner = aJob({ id_Job: 1, cnt_Accettati: 1, cnt_Inviati: 1 });
const request = {
  nome: 'Spot Barilla',
  descrizione: 'Riprese',
  indirizzo: 'Via Tiburtina 521, Roma',
  email: 'produzione@example.com',
  dataInizio: '2030-05-20',
  dataFine: '2030-05-22',
  listaNazioni: [{ id_Nazione: 21, id_Regione: 8 }],
  tariffaGiornaliera: 24000,
  oreGiornaliere: 8,
  maggiorazioneStraordinario: 25,
  rimborsoKm: 40,
};

describe('loading the jobs', () => {
  it('keeps them soonest first with their counts', async () => {
    const { storeState } = await expectSaga(loadJobs)
      .withReducer(reducer, start(jobsPageOpened()))
      .provide([[matchers.call.fn(jobsApi.jobs), [later, sooner]]])
      .run();
    expect(selectJobs(storeState).map((job) => job.id_Job)).toEqual([1, 2]);
    expect(storeState.jobs.load.status).toBe('succeeded');
  });

  it('sends a user without Master to /subscriptions with the server message', async () => {
    const navigate = jest.fn();
    const { storeState } = await expectSaga(loadJobs)
      .withReducer(reducer, start(jobsPageOpened()))
      .provide([
        [matchers.call.fn(jobsApi.jobs), throwError(new ApiError(forbidden))],
        [matchers.getContext('navigate'), navigate],
      ])
      .run();
    expect(storeState.jobs.load).toEqual({ status: 'failed', failure: forbidden });
    expect(storeState.tierRefusal.message).toBe(forbidden.title);
    expect(navigate).toHaveBeenCalledWith('/subscriptions', { replace: true });
  });

  it('stays on the page for any other failure', async () => {
    const navigate = jest.fn();
    const network: ApiFailure = { kind: 'network', status: 0, title: '', messages: [] };
    const { storeState } = await expectSaga(loadJobs)
      .withReducer(reducer, start(jobsPageOpened()))
      .provide([
        [matchers.call.fn(jobsApi.jobs), throwError(new ApiError(network))],
        [matchers.getContext('navigate'), navigate],
      ])
      .run();
    expect(storeState.jobs.load.failure).toEqual(network);
    expect(storeState.tierRefusal.message).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('opening a job', () => {
  it('reads the job from the list already loaded and both groups of engagements together', async () => {
    const accepted = anEngagement({ id_Ingaggio: 11, statoIngaggio: 2 });
    const sent = anEngagement({ id_Ingaggio: 12, statoIngaggio: 1, nome: 'Sara', cognome: 'Neri' });
    const { storeState } = await expectSaga(openJobForm, jobFormOpened(1))
      .withReducer(reducer, start(jobsLoaded([sooner]), jobFormOpened(1)))
      .provide([
        [matchers.call.fn(jobsApi.acceptedEngagements), [accepted]],
        [matchers.call.fn(jobsApi.sentEngagements), [sent]],
      ])
      .not.call.fn(jobsApi.jobs)
      .call(jobsApi.acceptedEngagements, 1)
      .call(jobsApi.sentEngagements, 1)
      .run();
    expect(selectJobEngagementGroups(storeState)).toEqual({ accepted: [accepted], sent: [sent] });
    expect(storeState.jobs.engagementsLoad.status).toBe('succeeded');
  });

  it('loads the list first when opened by its address', async () => {
    const { storeState } = await expectSaga(openJobForm, jobFormOpened(2))
      .withReducer(reducer, start(jobFormOpened(2)))
      .provide([
        [matchers.call.fn(jobsApi.jobs), [sooner, later]],
        [matchers.call.fn(jobsApi.acceptedEngagements), []],
        [matchers.call.fn(jobsApi.sentEngagements), []],
      ])
      .call(jobsApi.jobs)
      .run();
    expect(storeState.jobs.jobs.entities[2]).toEqual(later);
    expect(storeState.jobs.load.status).toBe('succeeded');
  });

  it('makes the one call of the list for a job the list does not hold, and asks for no engagements', async () => {
    const { storeState } = await expectSaga(openJobForm, jobFormOpened(99))
      .withReducer(reducer, start(jobFormOpened(99)))
      .provide([[matchers.call.fn(jobsApi.jobs), [sooner, later]]])
      .call(jobsApi.jobs)
      .not.call.fn(jobsApi.acceptedEngagements)
      .not.call.fn(jobsApi.sentEngagements)
      .run();
    expect(storeState.jobs.jobs.entities[99]).toBeUndefined();
    expect(storeState.jobs.load.status).toBe('succeeded');
  });

  it('asks for no engagements for a new job', async () => {
    await expectSaga(openJobForm, jobFormOpened(null))
      .withReducer(reducer)
      .not.call.fn(jobsApi.acceptedEngagements)
      .not.call.fn(jobsApi.jobs)
      .run();
  });

  it('keeps no engagements of a job left meanwhile', () => {
    const state = start(jobFormOpened(2), jobEngagementsLoaded({ id_Job: 1, engagements: [anEngagement()] }));
    expect(state.jobs.engagements.ids).toEqual([]);
  });
});

describe('saving a job', () => {
  it('creates a new one and returns to /jobs with the banner', async () => {
    const navigate = jest.fn();
    const created = aJob({ id_Job: 9 });
    const { storeState } = await expectSaga(saveJob, jobSubmitted({ id_Job: null, job: request }))
      .withReducer(reducer, start(jobSubmitted({ id_Job: null, job: request })))
      .provide([
        [matchers.call.fn(jobsApi.create), created],
        [matchers.getContext('navigate'), navigate],
      ])
      .call(jobsApi.create, request)
      .not.call.fn(jobsApi.update)
      .run();
    expect(storeState.jobs.jobs.entities[9]).toEqual(created);
    expect(storeState.jobs.save.status).toBe('succeeded');
    expect(storeState.jobs.outcome).toBe('saved');
    expect(navigate).toHaveBeenCalledWith('/jobs', { replace: true });
  });

  it('updates an existing one with its id', async () => {
    const updated = { ...sooner, nome: 'Spot Barilla 2' };
    const { storeState } = await expectSaga(
      saveJob,
      jobSubmitted({ id_Job: 1, job: { ...request, nome: 'Spot Barilla 2' } }),
    )
      .withReducer(reducer, start(jobsLoaded([sooner])))
      .provide([
        [matchers.call.fn(jobsApi.update), updated],
        [matchers.getContext('navigate'), jest.fn()],
      ])
      .call(jobsApi.update, { ...request, nome: 'Spot Barilla 2', id_Job: 1 })
      .run();
    expect(selectJobs(storeState)).toEqual([updated]);
  });

  it('stays on the form with every refusal of the server', async () => {
    const navigate = jest.fn();
    const invalid: ApiFailure = {
      kind: 'http',
      status: 400,
      title: 'Dati non validi',
      messages: [
        {
          field: 'listaNazioni[0].id_Regione',
          message: 'Impossibile proseguire senza inserire una Nazione o una Regione',
        },
      ],
    };
    const { storeState } = await expectSaga(saveJob, jobSubmitted({ id_Job: null, job: request }))
      .withReducer(reducer, start(jobSubmitted({ id_Job: null, job: request })))
      .provide([
        [matchers.call.fn(jobsApi.create), throwError(new ApiError(invalid))],
        [matchers.getContext('navigate'), navigate],
      ])
      .run();
    expect(storeState.jobs.save).toEqual({ status: 'failed', failure: invalid });
    expect(storeState.jobs.outcome).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('deleting a job', () => {
  it('removes it and returns to /jobs with the banner', async () => {
    const navigate = jest.fn();
    const { storeState } = await expectSaga(deleteJob, jobDeletionConfirmed(1))
      .withReducer(reducer, start(jobsLoaded([sooner, later]), jobDeletionConfirmed(1)))
      .provide([
        [matchers.call.fn(jobsApi.remove), null],
        [matchers.getContext('navigate'), navigate],
      ])
      .call(jobsApi.remove, 1)
      .run();
    expect(selectJobs(storeState)).toEqual([later]);
    expect(storeState.jobs.outcome).toBe('deleted');
    expect(navigate).toHaveBeenCalledWith('/jobs', { replace: true });
  });

  it('says no worker was told when the job had no engagements', async () => {
    const quiet = aJob({ id_Job: 3, cnt_Accettati: 0, cnt_Inviati: 0 });
    const { storeState } = await expectSaga(deleteJob, jobDeletionConfirmed(3))
      .withReducer(reducer, start(jobsLoaded([quiet]), jobDeletionConfirmed(3)))
      .provide([
        [matchers.call.fn(jobsApi.remove), null],
        [matchers.getContext('navigate'), jest.fn()],
      ])
      .run();
    expect(selectJobs(storeState)).toEqual([]);
    expect(storeState.jobs.outcome).toBe('deletedQuietly');
  });

  it('keeps it when the server refuses', async () => {
    const notFound = refused(404, 'Lavoro non trovato');
    const { storeState } = await expectSaga(deleteJob, jobDeletionConfirmed(1))
      .withReducer(reducer, start(jobsLoaded([sooner]), jobDeletionConfirmed(1)))
      .provide([
        [matchers.call.fn(jobsApi.remove), throwError(new ApiError(notFound))],
        [matchers.getContext('navigate'), jest.fn()],
      ])
      .run();
    expect(selectJobs(storeState)).toEqual([sooner]);
    expect(storeState.jobs.deletion).toEqual({ status: 'failed', failure: notFound });
  });
});

describe('withdrawing an engagement', () => {
  const opened = (...engagements: ReturnType<typeof anEngagement>[]) =>
    start(jobsLoaded([sooner]), jobFormOpened(1), jobEngagementsLoaded({ id_Job: 1, engagements }));

  it.each([
    ['an accepted one', 2, { cnt_Accettati: 0, cnt_Inviati: 1 }],
    ['a pending one', 1, { cnt_Accettati: 1, cnt_Inviati: 0 }],
  ])('takes %s off the list and off its count', async (_name, statoIngaggio, counts) => {
    const engagement = anEngagement({ statoIngaggio });
    const { storeState } = await expectSaga(withdrawEngagement, engagementWithdrawalConfirmed(10))
      .withReducer(reducer, opened(engagement))
      .provide([[matchers.call.fn(enlistmentsApi.answer), { id_Ingaggio: 10, id_Job: 1, statoIngaggio: 4 }]])
      .call(enlistmentsApi.answer, 10, 'withdraw')
      .run();
    expect(storeState.jobs.engagements.ids).toEqual([]);
    expect(storeState.jobs.jobs.entities[1]).toMatchObject(counts);
    expect(storeState.jobs.withdrawal).toEqual({ status: 'succeeded', failure: null, id_Ingaggio: 10 });
  });

  it('keeps the engagement when the server refuses', async () => {
    const already = refused(200, "L'ingaggio è già stato rifiutato");
    const { storeState } = await expectSaga(withdrawEngagement, engagementWithdrawalConfirmed(10))
      .withReducer(reducer, reducer(opened(anEngagement()), engagementWithdrawalConfirmed(10)))
      .provide([[matchers.call.fn(enlistmentsApi.answer), throwError(new ApiError(already))]])
      .run();
    expect(storeState.jobs.engagements.ids).toEqual([10]);
    expect(storeState.jobs.withdrawal).toEqual({ status: 'failed', failure: already, id_Ingaggio: 10 });
  });
});

describe("accepting a worker's counter-proposal", () => {
  const countered = anEngagement({
    statoIngaggio: 5,
    posizione: 1,
    rispondiEntro: '2030-05-12T16:00:00Z',
    controproposta: { dataInizio: '2030-05-20', dataFine: '2030-05-22', tariffaGiornaliera: 25050, nota: null },
  });
  const opened = () =>
    start(jobsLoaded([sooner]), jobFormOpened(1), jobEngagementsLoaded({ id_Job: 1, engagements: [countered] }));

  it("books the engagement on the counter's days and rate, and moves it among the accepted", async () => {
    const { storeState } = await expectSaga(acceptCounter, engagementCounterAcceptanceConfirmed(10))
      .withReducer(reducer, reducer(opened(), engagementCounterAcceptanceConfirmed(10)))
      .provide([[matchers.call.fn(enlistmentsApi.answer), { id_Ingaggio: 10, id_Job: 1, statoIngaggio: 2 }]])
      .call(enlistmentsApi.answer, 10, 'accept')
      .run();
    const { accepted, sent } = selectJobEngagementGroups(storeState);
    expect(sent).toEqual([]);
    expect(accepted).toEqual([
      expect.objectContaining({
        id_Ingaggio: 10,
        statoIngaggio: 2,
        dataInizio: '2030-05-20',
        dataFine: '2030-05-22',
        tariffaGiornaliera: 25050,
        posizione: null,
        rispondiEntro: null,
      }),
    ]);
    expect(storeState.jobs.jobs.entities[1]).toMatchObject({ cnt_Accettati: 2, cnt_Inviati: 0 });
    expect(storeState.jobs.counterAcceptance).toEqual({ status: 'succeeded', failure: null, id_Ingaggio: 10 });
  });

  it('keeps the counter open when the server refuses (the worker was booked meanwhile)', async () => {
    const overlap = refused(200, 'Non puoi accettare: i giorni si sovrappongono a un altro ingaggio');
    const { storeState } = await expectSaga(acceptCounter, engagementCounterAcceptanceConfirmed(10))
      .withReducer(reducer, reducer(opened(), engagementCounterAcceptanceConfirmed(10)))
      .provide([[matchers.call.fn(enlistmentsApi.answer), throwError(new ApiError(overlap))]])
      .run();
    expect(selectJobEngagementGroups(storeState).sent).toEqual([countered]);
    expect(storeState.jobs.counterAcceptance).toEqual({ status: 'failed', failure: overlap, id_Ingaggio: 10 });
  });

  it('sends a client without Master to the plans', async () => {
    const { storeState } = await expectSaga(acceptCounter, engagementCounterAcceptanceConfirmed(10))
      .withReducer(reducer, opened())
      .provide([
        [matchers.call.fn(enlistmentsApi.answer), throwError(new ApiError(forbidden))],
        [matchers.getContext('navigate'), jest.fn()],
      ])
      .run();
    expect(storeState.tierRefusal.message).toBe(forbidden.title);
  });
});
