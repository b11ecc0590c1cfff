/**
 * The public pages, the ones a visitor meets before signing in: the SPA's router declares them at
 * these paths, and the server lists them in /sitemap.xml for search engines (issue 12). The
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
