import { api } from '../../api/client';
import type {
  CategoryDetail,
  CategoryShare,
  Favourite,
  FavouriteCategory,
  ShareRequest,
} from '@shared/contracts/favorites';
import type {
  CategoryRequest,
  FavouriteRequest,
  ShareByEmailRequest,
  ShareWithUserRequest,
} from '@shared/validation/favorites';

/** product.md §2.7, Favourites. */
export const favoritesApi = {
  /** Every person in the user's categories. */
  favourites: () => api.get<Favourite[]>('/api/Preferiti'),
  addFavourite: (request: FavouriteRequest) => api.post<Favourite>('/api/Preferiti', request),
  removeFavourite: (userId: number, categoryId: number) =>
    api.delete<null>(`/api/Preferiti?userId=${userId}&categoria=${categoryId}`),
  /** The user's own categories. */
  categories: () => api.get<FavouriteCategory[]>('/api/Preferiti/Categoria'),
  /** A category with its members: one of the user's, or one shared with them and accepted. */
  category: (categoryId: number) => api.get<CategoryDetail>(`/api/Preferiti/Categoria/${categoryId}`),
  createCategory: (request: CategoryRequest) => api.post<FavouriteCategory>('/api/Preferiti/Categoria/', request),
  deleteCategory: (categoryId: number) => api.delete<null>(`/api/Preferiti/Categoria/${categoryId}`),
  shareWithUser: (request: ShareWithUserRequest) => api.post<CategoryShare>('/api/Preferiti/Condivisione', request),
  shareByEmail: (request: ShareByEmailRequest) => api.post<CategoryShare>('/api/Preferiti/Condivisione/Email', request),
  /** The shares addressed to the user, in every state. */
  requests: () => api.get<ShareRequest[]>('/api/Preferiti/Condivisione/Richieste'),
  answer: (shareId: number, statoRichiesta: number) =>
    api.put<ShareRequest>('/api/Preferiti/Condivisione', {
      id_CondivisioneCategoriaPreferiti: shareId,
      statoRichiesta,
    }),
  /** The recipient drops an accepted share, or the owner withdraws one (spelled as in product.md §2.7). */
  deleteShare: (shareId: number) =>
    api.delete<null>(`/api/Preferiti/Condivisione/Richieste?condivisioneCtegoria=${shareId}`),
};
