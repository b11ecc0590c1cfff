import type { Language } from '../../validation/language';

/**
 * The shape of locales/legal/<language>.json. The legal texts are data, not messages: they are
 * long, structured and versioned as a whole, so they live outside the flat UI message files and
 * load only when a legal page or the terms modal opens.
 */
export type LegalDocumentId = 'about' | 'privacy' | 'terms';

export interface LegalDefinition {
  term: string;
  text: string;
}

/** A paragraph, a bulleted list, or a list of terms with their explanation. */
export type LegalBlock = string | { list: string[] } | { definitions: LegalDefinition[] };

export interface LegalSection {
  /** Stable across languages: the anchor of the section and the key tests compare on. */
  id: string;
  heading: string;
  content: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** ISO date (YYYY-MM-DD) of the version in force. */
  updated: string;
  intro: string[];
  sections: LegalSection[];
}

export type LegalDocuments = Record<LegalDocumentId, LegalDocument>;

/*
 * One static import() per language, rather than a template path, so that webpack makes exactly
 * one chunk per language and nothing else in locales/legal/ is swept into it. The annotation on
 * each result makes the compiler check the JSON against LegalDocuments.
 */
const importers: Record<Language, () => Promise<LegalDocuments>> = {
  it: async () => {
    const documents: LegalDocuments = (await import(/* webpackChunkName: "legal-it" */ '../../../locales/legal/it.json')).default;
    return documents;
  },
  en: async () => {
    const documents: LegalDocuments = (await import(/* webpackChunkName: "legal-en" */ '../../../locales/legal/en.json')).default;
    return documents;
  },
};

const loaded = new Map<Language, LegalDocuments>();

/** The documents of a language if already loaded, so a second view renders without a flash. */
export function loadedLegalDocuments(language: Language): LegalDocuments | undefined {
  return loaded.get(language);
}

/** Loads a language's documents once; a failed load is not remembered, so it can be retried. */
export async function loadLegalDocuments(language: Language): Promise<LegalDocuments> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const documents = await importers[language]();
  loaded.set(language, documents);
  return documents;
}

const settling = new Map<Language, Promise<void>>();

/**
 * Settles, never rejecting, once a language's documents have loaded or failed to: for a page that
 * waits in its suspense boundary for the text instead of showing a skeleton (a prerendered legal
 * page, which the app takes over, must not give way to one). The same promise on every call, as
 * React's use() needs; a failure is shown, with its retry, by the view's own loading.
 */
export function legalDocumentsSettled(language: Language): Promise<void> {
  let settled = settling.get(language);
  if (!settled) {
    settled = loadLegalDocuments(language).then(
      () => undefined,
      () => undefined,
    );
    settling.set(language, settled);
  }
  return settled;
}
