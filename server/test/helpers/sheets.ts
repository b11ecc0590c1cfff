import type { ParsedMail } from 'mailparser';
import { addDays } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import {
  type Tier,
  answer,
  createJob,
  crewMember,
  markAvailable,
  masterClient,
  requestEngagement,
} from './engagements';
import type { TestApp } from './testApp';
import type { SignedInUser } from './users';

/** The tests' starting instant, and a day. */
export const NOW = '2026-05-15T08:00:00Z';
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Time report and car sheet tests: a Master client's job (email produzione@example.com) and an
 * Advanced worker (the worker's side of an engagement is Advanced's, product.md §2.6) engaged from
 * `today` to `today + 5`, accepted; the tests then move the clock to `today + 3`, so the
 * engagement's first four days may be filled and the last two are still to come. The client is a
 * new one unless given: a test may share one client among engagements of its own. The job's terms
 * (tariffaGiornaliera and the rest, as CreaJob takes them) are CreaJob's defaults unless given.
 */
export async function engagedWorker(
  t: TestApp,
  options: { clientLanguage?: 'it' | 'en'; client?: SignedInUser; terms?: object } = {},
) {
  const start = t.clock.today();
  const client = options.client ?? (await masterClient(t.app, options.clientLanguage ?? 'it'));
  const worker = await crewMember(t.app, start, 'advanced', 'en');
  const job = await createJob(t.app, client, start, {
    dataInizio: start,
    dataFine: addDays(start, 20),
    ...options.terms,
  });
  await markAvailable(t.app, worker, start, start, addDays(start, 5));
  const engagementId = await requestEngagement(t.app, client, worker, job.id_Job, start, addDays(start, 5));
  await answer(t.app, worker, engagementId, ENGAGEMENT_STATE.accepted);
  return { client, worker, job, engagementId, start, days: (offset: number) => addDays(start, offset) };
}

/** A fresh stranger (Master unless told), with nothing to do with the engagement. */
export const stranger = (t: TestApp, today: string, tier: Tier = 'master'): Promise<SignedInUser> =>
  crewMember(t.app, today, tier);

/** The one PDF attached to an email. */
export function attachedPdf(email: ParsedMail): Buffer {
  const pdfs = email.attachments.filter((attachment) => attachment.contentType === 'application/pdf');
  expect(pdfs).toHaveLength(1);
  return pdfs[0].content;
}
