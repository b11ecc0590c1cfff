/**
 * Troupe's colours, a deep navy with a warm accent: the SPA's theme (src/app/theme.ts) and the
 * PDFs the server writes (server/src/pdf) draw with the same two.
 */
export const BRAND_NAVY = '#1f3a5f';
export const BRAND_ACCENT = '#e0a526';
