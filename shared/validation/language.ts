export const LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'it';

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The first supported language in an Accept-Language header ("en;q=0.9", "it-IT", "en-EN"),
 * taken in the header's order of preference; Italian when none matches.
 */
export function languageFromAcceptHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, position) => {
      const [tag, ...params] = part.trim().split(';');
      const quality = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { primary: tag.trim().slice(0, 2).toLowerCase(), q: quality ? Number(quality.slice(2)) : 1, position };
    })
    .sort((a, b) => b.q - a.q || a.position - b.position);
  const match = ranked.find((entry) => isLanguage(entry.primary));
  return (match?.primary as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/**
 * The cookie the SPA writes with the chosen language, so the server sends a prerendered public page
 * in that language on the next visit before any script has read the stored one.
 */
export const LANGUAGE_COOKIE = 'troupe-language';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;
