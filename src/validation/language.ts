export const LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'it';

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
  const match = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.primary));
  return (match?.primary as Language | undefined) ?? DEFAULT_LANGUAGE;
}
