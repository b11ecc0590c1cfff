import type { FastifyInstance } from 'fastify';
import { BROCHURES, brochurePath, brochurePdf } from '@shared/contracts/brochures';
import { LANGUAGES } from '@shared/validation/language';
import type { BrochuresService } from './service';

/**
 * GET /docs/troupe-{brochure,guide}-{it,en}.pdf, public: the documents the landing page links
 * (docs/product.md §4.12). Files for people, like the SPA's, so left out of the API's document.
 */
export default async function brochuresRoutes(app: FastifyInstance, options: { service: BrochuresService }) {
  for (const kind of BROCHURES) {
    for (const language of LANGUAGES) {
      app.get(
        brochurePath(kind, language),
        { config: { access: 'public' }, schema: { hide: true, response: { 200: brochurePdf } } },
        async (_request, reply) =>
          reply
            .type('application/pdf')
            .header('Content-Language', language)
            // The same bytes until the server restarts with another configuration.
            .header('Cache-Control', 'public, max-age=300')
            .send(await options.service.file(kind, language)),
      );
    }
  }
}
