import type { Language } from '@shared/validation/language';

/**
 * The brochure and the user guide (docs/product.md §4.12): the documents the landing page links and
 * the server writes, each in every language, at one address per document and language.
 */
export const BROCHURES = ['brochure', 'guide'] as const;
export type Brochure = (typeof BROCHURES)[number];

export const brochurePath = (brochure: Brochure, language: Language) => `/docs/troupe-${brochure}-${language}.pdf`;

/** What the address answers: the document as a PDF. */
export const brochurePdf = {
  description: 'The document as a tagged PDF in its language, with the configured support address',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
} as const;
