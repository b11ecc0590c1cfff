import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PUBLIC_PAGES } from '@shared/contracts/publicPages';

const DAY_SECONDS = 24 * 3600;

/**
 * What search engines read before the pages: /robots.txt keeps them out of the API and
 * names the sitemap, and /sitemap.xml lists the public pages (shared/contracts/publicPages.ts, the
 * paths the SPA's router declares) at PUBLIC_URL, never at the Host a request names.
 */
export default fp(async function crawlers(app: FastifyInstance, options: { publicUrl: string }) {
  const robots = ['User-agent: *', 'Disallow: /api/', 'Allow: /', `Sitemap: ${options.publicUrl}/sitemap.xml`, ''].join(
    '\n',
  );
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    // PUBLIC_URL is a checked http(s) URL and the paths are constants: nothing here needs escaping.
    ...Object.values(PUBLIC_PAGES).map((page) => `  <url><loc>${options.publicUrl}${page}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  const route = { config: { access: 'public' as const }, schema: { hide: true } };
  app.get('/robots.txt', route, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', `public, max-age=${DAY_SECONDS}`).send(robots),
  );
  app.get('/sitemap.xml', route, (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', `public, max-age=${DAY_SECONDS}`)
      .send(sitemap),
  );
});
