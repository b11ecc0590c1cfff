import type { FastifyInstance } from 'fastify';
import { searchResponse } from '@shared/contracts/search';
import type { Today } from '@shared/validation/dates';
import { type SearchCriteria, searchCriteriaSchema } from '@shared/validation/search';
import { TIER_MASTER } from '@shared/validation/tiers';
import type { Slots } from '../../http/concurrency';
import { okJsonText } from '../../http/envelope';
import { ServiceUnavailable } from '../../http/errors';
import { requestLanguage } from '../../i18n/messages';
import type { SearchService } from './service';

/** product.md §2.7, Search: Master only (product.md §3.5). */
export default async function searchRoutes(
  app: FastifyInstance,
  options: { service: SearchService; slots: Slots; today: Today },
) {
  const { service, slots } = options;
  app.post<{ Body: SearchCriteria }>(
    '/api/SearchEngine/',
    {
      config: { tier: TIER_MASTER },
      schema: {
        tags: ['SearchEngine'],
        summary: 'Finds crew members with a complete profile',
        description:
          'Every filter is optional and they combine with AND. nome and cognome match a prefix without regard to case or accents; id_Nazione (and id_Regione) ' +
          "match any of the person's working areas; dataInizio..dataFine matches people available on every day (not marked unavailable, not booked by an " +
          "accepted engagement); the most specific of id_Ruolo, id_Dipartimento, id_Ambito matches any of the person's roles at that depth; id_LinguaProfilo matches a person who speaks the language at livelloMinimo or above (any level without one). Ordered by " +
          'relevance (a full name typed, the main role matching), then surname and name. paginaCorrente from 0, elementiPerPagina 1 to 1000.',
        body: searchCriteriaSchema(options.today),
        response: { 200: searchResponse },
      },
    },
    // The service writes the page's JSON (each result kept written by the database), so it goes as
    // it is: bytes with a JSON content type skip the serializer, the schema stays the contract. As
    // one buffer, the text is encoded once, where a string is measured for its length and then
    // encoded again (a page of 1,000 is up to a megabyte).
    // Without a free slot, 503 at once with Retry-After.
    async (request, reply) => {
      const release = slots.tryTake(request.user.id);
      if (!release) {
        const busy = new ServiceUnavailable('api.error.busy', 1);
        reply.header('retry-after', String(busy.retryAfterSeconds));
        throw busy;
      }
      try {
        const page = await service.search(request.user.id, request.body, requestLanguage(request));
        return reply.type('application/json; charset=utf-8').send(Buffer.from(okJsonText(page)));
      } finally {
        release();
      }
    },
  );
}
