import legalIt from '../../../locales/legal/it.json';
import type { Queryable } from './client';
import { consents } from './schema';

/** The versions in force: the date each document was last updated (the same in both languages). */
export const LEGAL_VERSIONS = { terms: legalIt.terms.updated, privacy: legalIt.privacy.updated };

export type ConsentKind = 'terms' | 'privacy' | 'images';

/**
 * Records consents given or withdrawn at `at`, with the legal versions in force: accounts at
 * registration, the profile when the image consent changes. Rows are only ever added.
 */
export async function recordConsents(
  db: Queryable,
  userId: number,
  at: Date,
  given: { kind: ConsentKind; granted: boolean }[],
) {
  if (given.length === 0) return;
  await db.insert(consents).values(
    given.map(({ kind, granted }) => ({
      userId,
      kind,
      granted,
      termsVersion: LEGAL_VERSIONS.terms,
      privacyVersion: LEGAL_VERSIONS.privacy,
      recordedAt: at,
    })),
  );
}
