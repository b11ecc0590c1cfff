import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { NotFound } from '../http/errors';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and index.html
 * for every path outside /api so the client router decides what to show.
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
    setHeaders: (response, filePath) => {
      const immutable = /\.[0-9a-f]{8,}\./.test(path.basename(filePath));
      response.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/')) throw new NotFound();
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
});
