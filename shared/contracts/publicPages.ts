/**
 * The public pages, the ones a visitor meets before signing in: the SPA's router declares them at
 * these paths, and the server lists them in /sitemap.xml for search engines. The
 * legal pages also answer at their short aliases (/privacy, /terms), which the sitemap leaves out.
 */
export const PUBLIC_PAGES = {
  landing: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  about: '/about-us',
} as const;

export type PublicPage = (typeof PUBLIC_PAGES)[keyof typeof PUBLIC_PAGES];

/**
 * Where the build writes a public page prerendered in a language (scripts/prerender.mjs) and the
 * server finds it, under the built SPA's folder: prerendered/en/login.html, prerendered/it/index.html.
 */
const PRERENDERED_DIR = 'prerendered';
export const prerenderedFileOf = (language: string, page: PublicPage) =>
  `${PRERENDERED_DIR}/${language}${page === '/' ? '/index' : page}.html`;

/** The query of the header's language switch when the browser, not the app, sends it: /login?language=en. */
export const LANGUAGE_QUERY = 'language';
