import { type Static, Type } from '@sinclair/typebox';
import { Nullable, envelope } from './envelope';

/**
 * The Preferiti calls' answers (product.md §2.3, §2.7, §3.8).
 * statoRichiesta: 0 pending, 1 accepted, 2 rejected (shared/validation/shareStates.ts).
 */

/**
 * One share of a category as its owner sees it: with a user (userId), or by email to an address
 * with no account yet (userId null until someone registers with it). nome and cognome are the
 * recipient's as their profile names them, or as the owner typed them for an invitation.
 */
export const categoryShare = Type.Object({
  id_CondivisioneCategoriaPreferiti: Type.Integer(),
  userId: Nullable(Type.Integer()),
  nome: Type.String(),
  cognome: Type.String(),
  email: Nullable(Type.String({ description: 'The address an invitation went to; null for a share with a user' })),
  statoRichiesta: Type.Integer(),
});
export type CategoryShare = Static<typeof categoryShare>;

/** A favourites category (product.md §2.3, Favourite category): its members' count and whom it is shared with. */
export const favouriteCategory = Type.Object({
  id_CategoriaPreferiti: Type.Integer(),
  nome: Type.String(),
  num_Inseriti: Type.Integer(),
  condiviso_Con: Type.Array(categoryShare, {
    description: "Pending, accepted and rejected shares; empty when a recipient reads someone else's category",
  }),
});
export type FavouriteCategory = Static<typeof favouriteCategory>;

/** A favourite: a user with a preferito object naming the category they are in (product.md §2.3). */
export const favourite = Type.Object({
  userId: Type.Integer(),
  nome: Type.String(),
  cognome: Type.String(),
  preferito: Type.Object({
    id_Preferito: Type.Integer({ description: "The favourite's userId" }),
    id_Categoria: Type.Integer(),
  }),
});
export type Favourite = Static<typeof favourite>;

/**
 * One category with its members. modificabile is true for its owner; a recipient of an accepted
 * share reads it with modificabile false and the owner's name in nomeCreatore, cognomeCreatore.
 */
export const categoryDetail = Type.Composite([
  favouriteCategory,
  Type.Object({
    modificabile: Type.Boolean(),
    nomeCreatore: Type.String(),
    cognomeCreatore: Type.String(),
    preferiti: Type.Array(favourite),
  }),
]);
export type CategoryDetail = Static<typeof categoryDetail>;

/** A share as its recipient sees it (product.md §2.3, Category share). */
export const shareRequest = Type.Object({
  id_CondivisioneCategoriaPreferiti: Type.Integer(),
  id_CategoriaPreferiti: Type.Integer(),
  nome: Type.String({ description: "The category's name" }),
  nomeCreatore: Type.String(),
  cognomeCreatore: Type.String(),
  statoRichiesta: Type.Integer(),
});
export type ShareRequest = Static<typeof shareRequest>;

/** GET /api/Preferiti: every favourite in the owner's categories. */
export const favouritesResponse = envelope(Type.Array(favourite));
/** POST /api/Preferiti: the favourite as added. */
export const favouriteResponse = envelope(favourite);
/** GET /api/Preferiti/Categoria: the owner's categories, by name. */
export const categoriesResponse = envelope(Type.Array(favouriteCategory));
/** POST /api/Preferiti/Categoria/: the new category. */
export const categoryResponse = envelope(favouriteCategory);
/** GET /api/Preferiti/Categoria/{id}: a category with its members, for its owner or a recipient who accepted it. */
export const categoryDetailResponse = envelope(categoryDetail);
/** POST /api/Preferiti/Condivisione and /Condivisione/Email: the share as the owner sees it. */
export const categoryShareResponse = envelope(categoryShare);
/** GET /api/Preferiti/Condivisione/Richieste: the requests addressed to the signed-in user. */
export const shareRequestsResponse = envelope(Type.Array(shareRequest));
/** GET /api/Preferiti/Condivisione/Richieste/{id} and PUT /api/Preferiti/Condivisione. */
export const shareRequestResponse = envelope(shareRequest);
/** The deletes: nothing beyond the message. */
export const favoritesDeletedResponse = envelope(Type.Null());
