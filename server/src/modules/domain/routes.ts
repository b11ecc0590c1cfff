import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { languagesResponse, levelsResponse, nationsResponse, scopesResponse } from '@shared/contracts/domain';
import { ok } from '../../http/envelope';
import { requestLanguage } from '../../i18n/messages';
import type { DomainService } from './service';

/**
 * The lookups every form and search uses (product.md §1.7), in the language of Accept-Language
 * (it-IT or en-EN). They are public: nothing in them is secret, and the registration and landing
 * pages may show them before anyone signs in. They change only with a new release, so browsers
 * and proxies may keep them for an hour, one copy per language.
 */
export default async function domainRoutes(app: FastifyInstance, options: { service: DomainService }) {
  const { service } = options;
  const lookup = (response: TSchema) => ({
    config: { access: 'public' as const },
    schema: { tags: ['Dominio'], security: [], response: { 200: response } },
  });
  const cacheable = (reply: FastifyReply) =>
    reply.header('cache-control', 'public, max-age=3600').header('vary', 'Accept-Language');

  app.get('/api/Dominio/Nazioni', lookup(nationsResponse), async (request, reply) => {
    cacheable(reply);
    return ok(await service.nations(requestLanguage(request)));
  });

  app.get('/api/Dominio/Lingue', lookup(languagesResponse), async (request, reply) => {
    cacheable(reply);
    return ok(await service.languages(requestLanguage(request)));
  });

  app.get('/api/Dominio/LivelloLingue', lookup(levelsResponse), async (request, reply) => {
    cacheable(reply);
    return ok(await service.levels(requestLanguage(request)));
  });

  app.get('/api/Dominio/Ruoli', lookup(scopesResponse), async (request, reply) => {
    cacheable(reply);
    return ok(await service.roles(requestLanguage(request)));
  });
}
