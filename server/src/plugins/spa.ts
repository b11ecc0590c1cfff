import fastifyStatic from '@fastify/static';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_QUERY, PUBLIC_PAGES, type PublicPage, prerenderedFileOf } from '@shared/contracts/publicPages';
import {
  LANGUAGES,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type Language,
  isLanguage,
  languageFromAcceptHeader,
} from '@shared/validation/language';
import { NotFound } from '../http/errors';

/**
 * Hashed files never change; an HTML page names the current ones, so it is checked every time, and
 * so is the service worker, whose precache list names them too (docs/product.md §4.19).
 */
function cacheControlOf(fileName: string) {
  if (fileName.endsWith('.html') || fileName === 'sw.js') return 'no-cache';
  return /\.[0-9a-f]{8,}\./.test(fileName) ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
}

/** The visitor's language for a prerendered page: the one the SPA last wrote in its cookie, else the browser's. */
function pageLanguageOf(request: FastifyRequest): Language {
  const chosen = request.headers.cookie && parseCookie(request.headers.cookie)[LANGUAGE_COOKIE];
  return isLanguage(chosen) ? chosen : languageFromAcceptHeader(request.headers['accept-language']);
}

/**
 * Serves the built SPA: hashed assets cached for a year, HTML never cached. A public page is sent
 * prerendered, in the visitor's language (scripts/prerender.mjs); every other path
 * outside /api gets index.html, so the client router decides what to show. Text files are sent as
 * the build compressed them (.br, .gz beside each) to a browser that accepts it.
 */
export default fp(async function spa(app: FastifyInstance, options: { root: string }) {
  if (!existsSync(path.join(options.root, 'index.html'))) {
    app.log.warn({ root: options.root }, 'no built SPA found; run npm run build');
    return;
  }
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Decided here for every file, sendFile's HTML included (a header set before sendFile is overwritten).
    setHeaders: (response, filePath) => response.header('Cache-Control', cacheControlOf(path.basename(filePath))),
  });
  const route = { config: { access: 'public' as const }, schema: { hide: true } };
  // Only the pages this build prerendered (a build made before prerendering has none).
  const prerendered = (Object.values(PUBLIC_PAGES) as PublicPage[]).filter((page) =>
    LANGUAGES.every((language) => existsSync(path.join(options.root, prerenderedFileOf(language, page)))),
  );
  for (const page of prerendered) {
    app.get<{ Querystring: Record<string, string | undefined> }>(page, route, (request, reply) => {
      // The header's language switch sent by the browser (before the app has taken over, or
      // without JavaScript): the choice is kept as the app keeps it, and the page asked again.
      const chosen = request.query[LANGUAGE_QUERY];
      if (isLanguage(chosen)) {
        const cookie = stringifySetCookie({
          name: LANGUAGE_COOKIE,
          value: chosen,
          path: '/',
          maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
          sameSite: 'lax',
        });
        // The page's other parameters stay (the sign-in's `next`); the path is the page's own, so
        // the answer can send nobody elsewhere.
        const kept = new URLSearchParams(
          Object.entries(request.query).filter(
            (entry): entry is [string, string] => entry[0] !== LANGUAGE_QUERY && typeof entry[1] === 'string',
          ),
        ).toString();
        return reply.header('Set-Cookie', cookie).redirect(kept ? `${page}?${kept}` : page, 303);
      }
      const language = pageLanguageOf(request);
      return reply
        .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
        .header('Content-Language', language)
        .sendFile(prerenderedFileOf(language, page));
    });
  }
  app.get('/*', route, (request, reply) => {
    if (request.url.startsWith('/api/')) throw new NotFound();
    return reply.sendFile('index.html');
  });
});
