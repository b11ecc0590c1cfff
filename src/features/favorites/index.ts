/**
 * The favourites feature's public face: what the crew card (features/search) shows, with its add
 * and share dialogs; the /favorites page is loaded by the app's routes.
 */
export type { Person } from './CategoryDialogs';
export { CrewCardFavorites } from './CrewCardFavorites';
