import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { NotFound } from '../http/errors';

/** Hashed files never change; index.html names the current ones, so it is checked every time. */
function cacheControlOf(fileName: string) {
  if (fileName === 'index.html') return 'no-cache';
  return /\.[0-9a-f]{8,}\./.test(fileName) ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and index.html
 * for every path outside /api so the client router decides what to show. Text files are sent as
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
    // Decided here for every file, sendFile's index.html included (a header set before sendFile is overwritten).
    setHeaders: (response, filePath) => response.header('Cache-Control', cacheControlOf(path.basename(filePath))),
  });
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/')) throw new NotFound();
    return reply.sendFile('index.html');
  });
});
