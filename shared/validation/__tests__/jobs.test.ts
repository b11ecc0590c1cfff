import { readFileSync } from 'node:fs';
import path from 'node:path';
import english from '../../../locales/en.json';
import italian from '../../../locales/it.json';
import { failures, messageIdsOf, valid } from './schemaFailures';
import { ENGAGEMENT_STATE, mayChangeState } from '../engagementStates';
import {
  engagementAnswerSchema,
  engagementRequestSchema,
  isFreeSpan,
  isInsideJob,
  summaryEmailSchema,
} from '../enlistments';
import { aggiornaJobSchema, isJobDateAllowed, jobEngagementsQuerySchema, jobIdParamsSchema, jobSchema } from '../jobs';

const TODAY = '2025-06-15';
const today = () => TODAY;

const goodJob = {
  nome: 'Spot Milano',
  descrizione: 'Two days of shooting',
  indirizzo: 'Via Tortona 1, Milano',
  email: 'produzione@example.com',
  dataInizio: '2025-06-20',
  dataFine: '2025-06-22',
  listaNazioni: [{ id_Nazione: 21, id_Regione: 9 }],
};

describe('the job form', () => {
  const schema = jobSchema(today);

  it('accepts a complete job, up to three places, a nation without regions needing none', () => {
    const value = valid(schema, {
      ...goodJob,
      listaNazioni: [{ id_Nazione: 21, id_Regione: 9 }, { id_Nazione: 5 }, { id_Nazione: 21, id_Regione: 3 }],
    });
    expect(value.listaNazioni).toEqual([
      { id_Nazione: 21, id_Regione: 9 },
      { id_Nazione: 5, id_Regione: null },
      { id_Nazione: 21, id_Regione: 3 },
    ]);
    expect(failures(schema, { ...goodJob, dataInizio: TODAY, dataFine: TODAY })).toEqual({});
  });

  it('requires title, description, address, email, both dates and a first nation', () => {
    expect(failures(schema, {})).toEqual({
      nome: 'validation.job.nome.required',
      descrizione: 'validation.job.descrizione.required',
      indirizzo: 'validation.job.indirizzo.required',
      email: 'validation.email.required',
      dataInizio: 'validation.date.required',
      dataFine: 'validation.date.required',
      listaNazioni: 'validation.job.nationRegion.required',
    });
    expect(failures(schema, { ...goodJob, nome: '   ', email: 'nope' })).toEqual({
      nome: 'validation.job.nome.required',
      email: 'validation.email.invalid',
    });
  });

  it('says the nation/region message of product.md §2.5 without a nation or for Italy without a region', () => {
    expect(failures(schema, { ...goodJob, listaNazioni: [{ id_Nazione: 21 }] })).toEqual({
      'listaNazioni[0].id_Regione': 'validation.job.nationRegion.required',
    });
    expect(failures(schema, { ...goodJob, listaNazioni: [{ id_Nazione: '' }] })).toEqual({
      'listaNazioni[0].id_Nazione': 'validation.job.nationRegion.required',
    });
    expect(italian['validation.job.nationRegion.required']).toBe(
      'Impossibile proseguire senza inserire una Nazione o una Regione',
    );
  });

  it('takes at most three distinct places', () => {
    const four = [{ id_Nazione: 1 }, { id_Nazione: 2 }, { id_Nazione: 3 }, { id_Nazione: 4 }];
    expect(failures(schema, { ...goodJob, listaNazioni: four })).toEqual({
      listaNazioni: 'validation.job.nations.max',
    });
    expect(
      failures(schema, {
        ...goodJob,
        listaNazioni: [
          { id_Nazione: 21, id_Regione: 9 },
          { id_Nazione: 21, id_Regione: 9 },
        ],
      }),
    ).toEqual({
      listaNazioni: 'validation.job.nations.duplicate',
    });
  });

  it('refuses dates before today and an end before the start', () => {
    expect(failures(schema, { ...goodJob, dataInizio: '2025-06-14' })).toEqual({ dataInizio: 'validation.date.past' });
    expect(failures(schema, { ...goodJob, dataInizio: '2025-06-20', dataFine: '2025-06-19' })).toEqual({
      dataFine: 'validation.date.endBeforeStart',
    });
    expect(failures(schema, { ...goodJob, dataInizio: '2025-02-30' })).toEqual({
      dataInizio: 'validation.date.invalid',
    });
  });

  it('lets an edit keep the dates the job already has, even once past, but not move them into the past', () => {
    const running = jobSchema(today, { dataInizio: '2025-06-10', dataFine: '2025-06-20' });
    expect(failures(running, { ...goodJob, dataInizio: '2025-06-10', dataFine: '2025-06-20' })).toEqual({});
    expect(failures(running, { ...goodJob, dataInizio: '2025-06-09', dataFine: '2025-06-20' })).toEqual({
      dataInizio: 'validation.date.past',
    });
    expect(isJobDateAllowed('2025-06-10', TODAY, '2025-06-10')).toBe(true);
    expect(isJobDateAllowed('2025-06-11', TODAY, '2025-06-10')).toBe(false);
  });

  it("AggiornaJob's body needs the job's id and leaves past dates to the server", () => {
    expect(failures(aggiornaJobSchema, goodJob)).toEqual({ id_Job: 'validation.lookup.invalid' });
    expect(failures(aggiornaJobSchema, { ...goodJob, id_Job: 4, dataInizio: '2020-01-01' })).toEqual({});
    expect(failures(aggiornaJobSchema, { ...goodJob, id_Job: 4, dataFine: '2025-06-01' })).toEqual({
      dataFine: 'validation.date.endBeforeStart',
    });
  });

  it('reads ids and pages from paths and queries', () => {
    expect(valid(jobIdParamsSchema, { id: '7' })).toEqual({ id: 7 });
    expect(failures(jobIdParamsSchema, { id: 'x' })).toEqual({ id: 'validation.number.invalid' });
    expect(valid(jobEngagementsQuerySchema, { job: '3' })).toEqual({ job: 3, page: 1, per_page: 1000 });
    expect(failures(jobEngagementsQuerySchema, { job: '3', page: '0', per_page: '1001' })).toEqual({
      page: 'validation.page.invalid',
      per_page: 'validation.page.size',
    });
  });
});

describe('engagement requests', () => {
  const job = { dataInizio: '2025-06-15', dataFine: '2025-06-30' };
  const good = {
    userId: 9,
    id_Ingaggio: 0,
    id_Job: 3,
    nome: 'Spot Milano',
    dataInizio: '2025-06-15',
    dataFine: '2025-06-16',
  };

  it('may start today, inside the job, and defaults to a new request', () => {
    // No rate named: null, the job's (product.md §4.20).
    expect(valid(engagementRequestSchema(today, job), { ...good, id_Ingaggio: undefined })).toEqual({
      ...good,
      id_Ingaggio: 0,
      tariffaGiornaliera: null,
      rispondiEntro: null,
    });
  });

  it('needs a worker, a job and both dates', () => {
    expect(failures(engagementRequestSchema(today), {})).toEqual({
      userId: 'validation.engagement.worker.required',
      id_Job: 'validation.engagement.job.required',
      dataInizio: 'validation.date.required',
      dataFine: 'validation.date.required',
    });
  });

  it('refuses days before today, an end before the start and days outside the job', () => {
    expect(failures(engagementRequestSchema(today), { ...good, dataInizio: '2025-06-14' })).toEqual({
      dataInizio: 'validation.date.past',
    });
    expect(failures(engagementRequestSchema(today), { ...good, dataFine: '2025-06-14' })).toEqual({
      dataFine: 'validation.date.endBeforeStart',
    });
    expect(failures(engagementRequestSchema(today, job), { ...good, dataFine: '2025-07-01' })).toEqual({
      dataFine: 'validation.engagement.dates.outsideJob',
    });
    expect(isInsideJob({ dataInizio: '2025-06-14', dataFine: '2025-06-16' }, job)).toBe(false);
    expect(isInsideJob({ dataInizio: '2025-06-15', dataFine: '2025-06-30' }, job)).toBe(true);
  });

  it('refuses a span holding a day the worker is unavailable or booked on', () => {
    const busy = ['2025-06-17', '2025-06-20'];
    expect(failures(engagementRequestSchema(today, job, busy), { ...good, dataFine: '2025-06-17' })).toEqual({
      dataFine: 'validation.engagement.dates.workerBusy',
    });
    // Across a busy day, not only on it.
    expect(
      failures(engagementRequestSchema(today, job, busy), {
        ...good,
        dataInizio: '2025-06-18',
        dataFine: '2025-06-21',
      }),
    ).toEqual({ dataFine: 'validation.engagement.dates.workerBusy' });
    expect(valid(engagementRequestSchema(today, job, busy), good)).toEqual({
      ...good,
      tariffaGiornaliera: null,
      rispondiEntro: null,
    });
    expect(isFreeSpan({ dataInizio: '2025-06-18', dataFine: '2025-06-19' }, busy)).toBe(true);
    expect(isFreeSpan({ dataInizio: '2025-06-20', dataFine: '2025-06-20' }, new Set(busy))).toBe(false);
    // Missing dates are their own rule's to refuse.
    expect(isFreeSpan({ dataInizio: null, dataFine: '2025-06-20' }, busy)).toBe(true);
  });

  it('answers only with accept, reject, withdraw or counter', () => {
    // Without the dates the worker read (an earlier client), they are null and bind nothing.
    expect(valid(engagementAnswerSchema(), { id_Ingaggio: '5', statoIngaggio: '2' })).toEqual({
      id_Ingaggio: 5,
      statoIngaggio: 2,
      dataInizio: null,
      dataFine: null,
      tariffaGiornaliera: null,
      nota: null,
    });
    for (const state of [0, 1, 6, 'x']) {
      expect(failures(engagementAnswerSchema(), { id_Ingaggio: 5, statoIngaggio: state }).statoIngaggio).toMatch(
        /^validation\./,
      );
    }
  });

  it('sends the summary to an address', () => {
    expect(failures(summaryEmailSchema, { email: 'x', idIngaggio: 0 })).toEqual({
      email: 'validation.email.invalid',
      idIngaggio: 'validation.lookup.invalid',
    });
    expect(valid(summaryEmailSchema, { email: ' a@b.it ', idIngaggio: 1 })).toEqual({ email: 'a@b.it', idIngaggio: 1 });
  });
});

describe('engagement states', () => {
  const { sent, accepted, rejected, withdrawn, countered, expired } = ENGAGEMENT_STATE;
  const all = [sent, accepted, rejected, withdrawn, countered, expired];

  it('lets the worker accept, reject or counter a pending request and give up an accepted one, the client accept a counter or withdraw, the scheduler expire what waits, nothing else', () => {
    const allowed = (['worker', 'client', 'scheduler'] as const).flatMap((actor) =>
      all.flatMap((from) => all.filter((to) => mayChangeState(actor, from, to)).map((to) => `${actor} ${from}→${to}`)),
    );
    expect(allowed.sort()).toEqual([
      'client 1→4',
      'client 2→4',
      'client 5→2',
      'client 5→4',
      'scheduler 1→6',
      'scheduler 5→6',
      'worker 1→2',
      'worker 1→3',
      'worker 1→5',
      'worker 2→3',
    ]);
  });
});

describe('messages', () => {
  it('has every message id of these rules in both languages', () => {
    const ids = ['jobs.ts', 'enlistments.ts', 'fields.ts'].flatMap((file) =>
      messageIdsOf(readFileSync(path.join(__dirname, '..', file), 'utf8')),
    );
    const missing = ids.filter((id) => !(id in italian) || !(id in english));
    expect(missing).toEqual([]);
  });
});
