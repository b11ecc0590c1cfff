import type { Language } from '@shared/validation/language';
import { lazyModules } from '../lazyModules';

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
 * one chunk per language and nothing else in locales/legal/ is swept into it. The type given to
 * lazyModules makes the compiler check each JSON against LegalDocuments.
 */
const documents = lazyModules<Language, LegalDocuments>({
  it: () => import(/* webpackChunkName: "legal-it" */ '../../../locales/legal/it.json'),
  en: () => import(/* webpackChunkName: "legal-en" */ '../../../locales/legal/en.json'),
});

/** The documents of a language if already loaded, so a second view renders without a flash. */
export const loadedLegalDocuments = documents.get;

/** Loads a language's documents once; a failed load is not remembered, so it can be retried. */
export async function loadLegalDocuments(language: Language): Promise<LegalDocuments> {
  await documents.load(language);
  return documents.get(language)!;
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
