import { createSelector } from '@reduxjs/toolkit';
import type { Favourite } from '@shared/contracts/favorites';
import { SHARE_STATE } from '@shared/validation/shareStates';
import {
  type FavoritesState,
  categoriesAdapter,
  favouritesAdapter,
  requestsAdapter,
  sharedCategoriesAdapter,
} from './favoritesSlice';

/** Every read of this feature's state: components, sagas and other features select through these. */
interface WithFavorites {
  favorites: FavoritesState;
}

const categorySelectors = categoriesAdapter.getSelectors((state: WithFavorites) => state.favorites.categories);
const favouriteSelectors = favouritesAdapter.getSelectors((state: WithFavorites) => state.favorites.favourites);
const requestSelectors = requestsAdapter.getSelectors((state: WithFavorites) => state.favorites.requests);
const sharedSelectors = sharedCategoriesAdapter.getSelectors(
  (state: WithFavorites) => state.favorites.sharedCategories,
);

export const selectFavoritesState = (state: WithFavorites) => state.favorites;
export const selectCategories = categorySelectors.selectAll;
export const selectFavourites = favouriteSelectors.selectAll;
export const selectShareRequests = requestSelectors.selectAll;
export const selectSharedCategories = sharedSelectors.selectAll;

/** Shares waiting for the user's answer. */
export const selectPendingRequests = createSelector([selectShareRequests], (requests) =>
  requests.filter((request) => request.statoRichiesta === SHARE_STATE.pending),
);
/** Shares the user accepted: the categories they read, and may drop. */
export const selectAcceptedShares = createSelector([selectShareRequests], (requests) =>
  requests.filter((request) => request.statoRichiesta === SHARE_STATE.accepted),
);
/** The members of each of the user's categories, by surname and name as the server answers them. */
export const selectMembersByCategory = createSelector([selectFavourites], (favourites) => {
  const byCategory = new Map<number, Favourite[]>();
  for (const favourite of favourites) {
    const list = byCategory.get(favourite.preferito.id_Categoria) ?? [];
    list.push(favourite);
    byCategory.set(favourite.preferito.id_Categoria, list);
  }
  return byCategory;
});
