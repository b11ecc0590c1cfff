import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * An engagement that started before today, for the sheets journey: e2e/seedPastEngagement.ts books
 * it before the e2e server starts and writes this file; the journey reads it.
 */

/** How far back the engagement starts: the journey fills that day, the next, and today. */
export const DAYS_AGO = 2;
export const PAST_ENGAGEMENT_FILE = 'past-engagement.json';

/** What the journey reads: who signs in, the job, and the engagement's days. */
export interface PastEngagement {
  client: { username: string };
  worker: { username: string };
  jobId: number;
  dataInizio: string;
  dataFine: string;
}

export const pastEngagementPath = (dataDir: string) => path.join(dataDir, PAST_ENGAGEMENT_FILE);

/** The engagement seedPastEngagement.ts booked before the e2e server started, in that server's DATA_DIR. */
export const readPastEngagement = (): PastEngagement =>
  JSON.parse(readFileSync(pastEngagementPath(process.env.E2E_DATA_DIR!), 'utf8'));
