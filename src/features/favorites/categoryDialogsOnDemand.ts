import { onDemand } from '../../components/onDemand';

const categoryDialogs = () => import(/* webpackChunkName: "favourite-dialogs", webpackPrefetch: true */ './CategoryDialogs');

/*
 * The add and share dialogs as the crew card and the favourites page show them: their forms are
 * fetched when the browser is idle, or when one first opens, not with the page.
 */
export const AddToFavouritesDialog = onDemand(() => categoryDialogs().then((module) => module.AddToFavouritesDialog), {
  shown: (props) => props.open,
});
export const ShareCategoryDialog = onDemand(() => categoryDialogs().then((module) => module.ShareCategoryDialog), {
  shown: (props) => props.open,
});
