import { dialogOnDemand } from '../../components/onDemand';

const categoryDialogs = () =>
  import(/* webpackChunkName: "favourite-dialogs", webpackPrefetch: true */ './CategoryDialogs');

/*
 * The add and share dialogs as the crew card and the favourites page show them: their forms are
 * fetched when the browser is idle, or when one first opens, not with the page.
 */
export const AddToFavouritesDialog = dialogOnDemand(() =>
  categoryDialogs().then((module) => module.AddToFavouritesDialog),
);
export const ShareCategoryDialog = dialogOnDemand(() => categoryDialogs().then((module) => module.ShareCategoryDialog));
