/**
 * The favourites feature's public face: what the crew card (features/search) shows, the add and
 * share dialogs, and the /favorites page is loaded by the app's routes.
 */
export { AddToFavouritesDialog, type Person, ShareCategoryDialog } from './CategoryDialogs';
export { CrewCardFavorites } from './CrewCardFavorites';
