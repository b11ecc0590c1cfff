import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  categoriesResponse,
  categoryDetailResponse,
  categoryResponse,
  categoryShareResponse,
  favoritesDeletedResponse,
  favouriteResponse,
  favouritesResponse,
  shareRequestResponse,
  shareRequestsResponse,
} from '@shared/contracts/favorites';
import {
  type CategoryRequest,
  type FavouriteQuery,
  type FavouriteRequest,
  type ShareAnswer,
  type ShareByEmailRequest,
  type ShareDeleteQuery,
  type ShareRequestsQuery,
  type ShareWithUserRequest,
  categoryParamsSchema,
  categorySchema,
  favouriteQuerySchema,
  favouriteSchema,
  shareAnswerSchema,
  shareByEmailSchema,
  shareDeleteQuerySchema,
  shareParamsSchema,
  shareRequestsQuerySchema,
  shareWithUserSchema,
} from '@shared/validation/favorites';
import { TIER_MASTER } from '@shared/validation/tiers';
import { ok } from '../../http/envelope';
import { TooManyRequests } from '../../http/errors';
import { requestLanguage, translate } from '../../i18n/messages';
import type { FavoritesService } from './service';

const tags = ['Preferiti'];
const master = { tier: TIER_MASTER } as const;

/**
 * Sharing mails any address: at most this many shares an hour per user, by user and by email together
 * (product.md §3.8).
 */
export const SHARES_PER_HOUR = 50;

/** Favourites, categories and their sharing (product.md §2.7, Favourites). */
export default async function favoritesRoutes(app: FastifyInstance, options: { service: FavoritesService }) {
  const { service } = options;
  const message = (request: FastifyRequest, id: string) => translate(requestLanguage(request), id);

  const shareLimit = app.createRateLimit({
    max: SHARES_PER_HOUR,
    timeWindow: 60 * 60 * 1000,
    keyGenerator: (request) => `favorites-share:${request.user.id}`,
  });
  const limitShares = async (request: FastifyRequest) => {
    const limit = await shareLimit(request);
    if (!limit.isAllowed && limit.isExceeded) throw new TooManyRequests('favorites.share.tooMany');
  };

  app.get(
    '/api/Preferiti',
    {
      config: master,
      schema: {
        tags,
        summary: "Every person in the signed-in user's categories, with the category each is in",
        response: { 200: favouritesResponse },
      },
    },
    async (request) => ok(await service.favourites(request.user.id)),
  );

  app.post<{ Body: FavouriteRequest }>(
    '/api/Preferiti',
    {
      config: master,
      schema: {
        tags,
        summary: 'Adds a person to one of your categories',
        description:
          'id_Preferito is the userId of a person with a complete profile; the same person twice in a category is refused (400).',
        body: favouriteSchema,
        response: { 200: favouriteResponse },
      },
    },
    async (request) =>
      ok(await service.addFavourite(request.user.id, request.body), message(request, 'favorites.favourite.added')),
  );

  app.delete<{ Querystring: FavouriteQuery }>(
    '/api/Preferiti',
    {
      config: master,
      schema: {
        tags,
        summary: 'Removes a person from one of your categories',
        querystring: favouriteQuerySchema,
        response: { 200: favoritesDeletedResponse },
      },
    },
    async (request) => {
      await service.removeFavourite(request.user.id, request.query);
      return ok(null, message(request, 'favorites.favourite.removed'));
    },
  );

  app.get(
    '/api/Preferiti/Categoria',
    {
      config: master,
      schema: { tags, summary: "The signed-in user's categories, by name", response: { 200: categoriesResponse } },
    },
    async (request) => ok(await service.categories(request.user.id)),
  );

  app.get<{ Params: { id: number } }>(
    '/api/Preferiti/Categoria/:id',
    {
      schema: {
        tags,
        summary: 'A category with its members',
        description:
          'For its owner (modificabile true) or, read-only and with no subscription needed, for a recipient who accepted its share.',
        params: categoryParamsSchema,
        response: { 200: categoryDetailResponse },
      },
    },
    async (request) => ok(await service.category(request.user.id, request.params.id)),
  );

  app.post<{ Body: CategoryRequest }>(
    '/api/Preferiti/Categoria/',
    {
      config: master,
      schema: {
        tags,
        summary: 'Creates a category; its name is unique among yours',
        body: categorySchema,
        response: { 200: categoryResponse },
      },
    },
    async (request) =>
      ok(await service.createCategory(request.user.id, request.body), message(request, 'favorites.category.created')),
  );

  app.delete<{ Params: { id: number } }>(
    '/api/Preferiti/Categoria/:id',
    {
      config: master,
      schema: {
        tags,
        summary: 'Deletes one of your categories',
        description: 'Refused (success false) while it is shared: a share pending or accepted.',
        params: categoryParamsSchema,
        response: { 200: favoritesDeletedResponse },
      },
    },
    async (request) => {
      await service.deleteCategory(request.user.id, request.params.id);
      return ok(null, message(request, 'favorites.category.deleted'));
    },
  );

  app.post<{ Body: ShareWithUserRequest }>(
    '/api/Preferiti/Condivisione',
    {
      config: master,
      preHandler: limitShares,
      schema: {
        tags,
        summary: 'Shares one of your categories with a user',
        description: `The user is emailed and answers the request. At most ${SHARES_PER_HOUR} shares an hour, by user and by email together (429).`,
        body: shareWithUserSchema,
        response: { 200: categoryShareResponse },
      },
    },
    async (request) =>
      ok(await service.shareWithUser(request.user.id, request.body), message(request, 'favorites.share.sent')),
  );

  app.post<{ Body: ShareByEmailRequest }>(
    '/api/Preferiti/Condivisione/Email',
    {
      config: master,
      preHandler: limitShares,
      schema: {
        tags,
        summary: 'Shares one of your categories by email',
        description:
          'With the account that has this address, as a share with a user; otherwise an invitation to register is emailed in the ' +
          `request's language, and the share becomes the new account's request. At most ${SHARES_PER_HOUR} shares an hour (429).`,
        body: shareByEmailSchema,
        response: { 200: categoryShareResponse },
      },
    },
    async (request) =>
      ok(
        await service.shareByEmail(request.user.id, request.body, requestLanguage(request)),
        message(request, 'favorites.share.sent'),
      ),
  );

  app.get<{ Querystring: ShareRequestsQuery }>(
    '/api/Preferiti/Condivisione/Richieste',
    {
      schema: {
        tags,
        summary: 'The shares addressed to the signed-in user',
        description:
          'All of them, or those in one statoRichiesta: 0 pending, 1 accepted, 2 rejected. No subscription needed.',
        querystring: shareRequestsQuerySchema,
        response: { 200: shareRequestsResponse },
      },
    },
    async (request) => ok(await service.requests(request.user.id, request.query.statoRichiesta)),
  );

  app.get<{ Params: { id: number } }>(
    '/api/Preferiti/Condivisione/Richieste/:id',
    {
      schema: {
        tags,
        summary: 'One share addressed to the signed-in user',
        params: shareParamsSchema,
        response: { 200: shareRequestResponse },
      },
    },
    async (request) => ok(await service.request(request.user.id, request.params.id)),
  );

  app.put<{ Body: ShareAnswer }>(
    '/api/Preferiti/Condivisione',
    {
      schema: {
        tags,
        summary: 'Answers a share addressed to you',
        description: 'statoRichiesta 1 accepts, 2 rejects; only a pending share. No subscription needed.',
        body: shareAnswerSchema,
        response: { 200: shareRequestResponse },
      },
    },
    async (request) => {
      const answered = await service.answer(request.user.id, request.body);
      return ok(
        answered,
        message(request, answered.statoRichiesta === 1 ? 'favorites.share.accepted' : 'favorites.share.rejected'),
      );
    },
  );

  app.delete<{ Querystring: ShareDeleteQuery }>(
    '/api/Preferiti/Condivisione/Richieste',
    {
      schema: {
        tags,
        summary: 'Deletes a share',
        description:
          "The recipient drops an accepted share; the category's owner withdraws any share of it. No subscription needed.",
        querystring: shareDeleteQuerySchema,
        response: { 200: favoritesDeletedResponse },
      },
    },
    async (request) => {
      await service.deleteShare(request.user.id, request.query.condivisioneCtegoria);
      return ok(null, message(request, 'favorites.share.deleted'));
    },
  );
}
