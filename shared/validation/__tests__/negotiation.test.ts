import { readFileSync } from 'node:fs';
import path from 'node:path';
import english from '../../../locales/en.json';
import italian from '../../../locales/it.json';
import {
  engagementAnswerSchema,
  engagementMessageSchema,
  engagementRequestSchema,
  isDeadlineByStart,
  isDeadlineFuture,
  isIsoInstant,
} from '../enlistments';
import { failures, messageIdsOf, valid } from './schemaFailures';

/** The negotiation's rules (product.md §4.21): the answer's deadline, the counter, the thread's message. */
const today = () => '2025-06-15';
const now = () => new Date('2025-06-15T10:00:00Z');
const job = { dataInizio: '2025-06-15', dataFine: '2025-06-30' };
const request = { userId: 7, id_Ingaggio: 0, id_Job: 3, dataInizio: '2025-06-20', dataFine: '2025-06-22' };

describe('rispondiEntro', () => {
  const schema = engagementRequestSchema(today, job, [], now);

  it('is optional, an instant with its offset, later than now and not after the first day in Rome', () => {
    expect(valid(schema, { ...request, rispondiEntro: '' }).rispondiEntro).toBeNull();
    expect(valid(schema, { ...request, rispondiEntro: '2025-06-20T23:59:00+02:00' }).rispondiEntro).toBe(
      '2025-06-20T23:59:00+02:00',
    );
    expect(failures(schema, { ...request, rispondiEntro: '2025-06-18' })).toEqual({
      rispondiEntro: 'validation.engagement.answerBy.invalid',
    });
    expect(failures(schema, { ...request, rispondiEntro: '2025-06-15T10:00:00Z' })).toEqual({
      rispondiEntro: 'validation.engagement.answerBy.past',
    });
    // 22:30 UTC on the 20th is already the 21st in Rome.
    expect(failures(schema, { ...request, rispondiEntro: '2025-06-20T22:30:00Z' })).toEqual({
      rispondiEntro: 'validation.engagement.answerBy.afterStart',
    });
  });

  it('reads instants and days as the server does', () => {
    expect(isIsoInstant('2025-06-20T10:00:00.000Z')).toBe(true);
    expect(isIsoInstant('2025-06-20T10:00')).toBe(false);
    expect(isDeadlineFuture('2025-06-15T10:00:01Z', now())).toBe(true);
    expect(isDeadlineFuture(null, now())).toBe(true);
    expect(isDeadlineByStart('2025-06-20T21:59:00Z', '2025-06-20')).toBe(true);
    expect(isDeadlineByStart('2025-06-20T22:00:00Z', '2025-06-20')).toBe(false);
  });
});

describe('the counter (statoIngaggio 5)', () => {
  const schema = engagementAnswerSchema(today, job);

  it('needs dates from today inside the job, the end not before the start, and a rate; the note is optional', () => {
    expect(failures(schema, { id_Ingaggio: 4, statoIngaggio: 5 })).toEqual({
      dataInizio: 'validation.date.required',
      dataFine: 'validation.date.required',
      tariffaGiornaliera: 'validation.engagement.counter.rateRequired',
    });
    expect(
      failures(schema, {
        id_Ingaggio: 4,
        statoIngaggio: 5,
        dataInizio: '2025-06-14',
        dataFine: '2025-07-02',
        tariffaGiornaliera: 1,
      }),
    ).toEqual({ dataInizio: 'validation.date.past', dataFine: 'validation.engagement.dates.outsideJob' });
    expect(
      failures(schema, {
        id_Ingaggio: 4,
        statoIngaggio: 5,
        dataInizio: '2025-06-20',
        dataFine: '2025-06-19',
        tariffaGiornaliera: 1,
      }),
    ).toEqual({ dataFine: 'validation.date.endBeforeStart' });
    expect(
      valid(schema, {
        id_Ingaggio: 4,
        statoIngaggio: 5,
        dataInizio: '2025-06-20',
        dataFine: '2025-06-21',
        tariffaGiornaliera: 25000,
        nota: ' ok ',
      }),
    ).toEqual({
      id_Ingaggio: 4,
      statoIngaggio: 5,
      dataInizio: '2025-06-20',
      dataFine: '2025-06-21',
      tariffaGiornaliera: 25000,
      nota: 'ok',
    });
  });

  it('asks nothing of the other answers', () => {
    expect(valid(schema, { id_Ingaggio: 4, statoIngaggio: 3, nota: 'Busy' }).nota).toBe('Busy');
  });
});

describe('a message', () => {
  it('is 1 to 2,000 characters once trimmed', () => {
    expect(failures(engagementMessageSchema, { idIngaggio: 1, testo: '  ' })).toEqual({
      testo: 'validation.engagement.message.required',
    });
    expect(failures(engagementMessageSchema, { idIngaggio: 0, testo: 'a'.repeat(2001) })).toEqual({
      idIngaggio: 'validation.lookup.invalid',
      testo: 'validation.engagement.message.tooLong',
    });
    expect(valid(engagementMessageSchema, { idIngaggio: '2', testo: ` ${'a'.repeat(2000)} ` }).testo).toHaveLength(
      2000,
    );
  });

  it('has every message id of these rules in both languages', () => {
    const ids = messageIdsOf(readFileSync(path.join(__dirname, '..', 'enlistments.ts'), 'utf8'));
    expect(ids.filter((id) => !(id in italian) || !(id in english))).toEqual([]);
  });
});
