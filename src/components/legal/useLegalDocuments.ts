import { useEffect, useState } from 'react';
import type { Language } from '@shared/validation/language';
import { loadedLegalDocuments, loadLegalDocuments, type LegalDocuments } from './legalDocuments';

export type LegalDocumentsState =
  { status: 'pending' } | { status: 'failed'; retry: () => void } | { status: 'succeeded'; documents: LegalDocuments };

/**
 * The legal documents of a language, loading their chunk on first use. Documents already loaded
 * are read straight from the loader's cache during render (it only ever gains entries), so
 * reopening the terms modal or switching back to a language shows the text without a skeleton.
 */
export function useLegalDocuments(language: Language): LegalDocumentsState {
  const documents = loadedLegalDocuments(language);
  // Which language last failed to load; a success needs no state of its own, since it lands in
  // the cache and the state change below only has to trigger the render that reads it.
  const [outcome, setOutcome] = useState<{ language: Language; failed: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (documents) return undefined;
    let current = true;
    loadLegalDocuments(language).then(
      () => current && setOutcome({ language, failed: false }),
      () => current && setOutcome({ language, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [language, documents, attempt]);

  if (documents) return { status: 'succeeded', documents };
  if (outcome?.language === language && outcome.failed) {
    return {
      status: 'failed',
      retry: () => {
        setOutcome(null);
        setAttempt((count) => count + 1);
      },
    };
  }
  return { status: 'pending' };
}
