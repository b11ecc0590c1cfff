import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { type ApiFailure, toFailure } from '../../api/client';
import type {
  CategoryDetail,
  CategoryShare,
  Favourite,
  FavouriteCategory,
  ShareRequest,
} from '@shared/contracts/favorites';
import { redirectWhenTierRefused } from '../../store/tierRefusal';
import { SHARE_STATE } from '@shared/validation/shareStates';
import { favoritesApi } from './favoritesApi';
import {
  type CategoryShareRequest,
  type FavoritesChange,
  type FavoritesRead,
  type FavouriteAddRequest,
  categoriesLoadFailed,
  categoriesLoaded,
  categoryCreated,
  categoryShareFailed,
  categoryShareRequested,
  categoryShared,
  favoritesChangeFailed,
  favoritesChangeRequested,
  favoritesChangeSaved,
  favoritesLoadFailed,
  favoritesLoaded,
  favoritesPageOpened,
  favouriteAddFailed,
  favouriteAddRequested,
  favouriteAdded,
  favouriteDialogOpened,
  shareAnswerSaved,
  shareDialogOpened,
} from './favoritesSlice';

/** A flow's failure: a tier refusal (403) sends the user to the plans; the rest stays on the page. */
function* fail(failure: ApiFailure, failed: (failure: ApiFailure) => PayloadAction<ApiFailure>) {
  yield put(failed(failure));
  yield call(redirectWhenTierRefused, failure);
}

/** The accepted shares' categories with their members, read together. */
function* sharedCategoriesOf(requests: ShareRequest[]) {
  const accepted = requests.filter((request) => request.statoRichiesta === SHARE_STATE.accepted);
  const categories: CategoryDetail[] = yield all(
    accepted.map((request) => call(favoritesApi.category, request.id_CategoriaPreferiti)),
  );
  return categories;
}

/**
 * /favorites: the shares addressed to the user (no subscription needed) and the categories they
 * accepted; with Master, also their own categories and the people in them.
 */
export function* loadFavorites(action: PayloadAction<{ master: boolean }>) {
  try {
    const [requests, own]: [ShareRequest[], FavoritesRead['own']] = yield all([
      call(favoritesApi.requests),
      action.payload.master ? call(loadOwn) : null,
    ]);
    const sharedCategories: CategoryDetail[] = yield call(sharedCategoriesOf, requests);
    yield put(favoritesLoaded({ own, requests, sharedCategories }));
  } catch (error) {
    yield call(fail, toFailure(error), favoritesLoadFailed);
  }
}

function* loadOwn() {
  const [categories, favourites]: [FavouriteCategory[], Favourite[]] = yield all([
    call(favoritesApi.categories),
    call(favoritesApi.favourites),
  ]);
  return { categories, favourites };
}

/** A dialog's select: the user's categories. */
export function* loadCategories() {
  try {
    const categories: FavouriteCategory[] = yield call(favoritesApi.categories);
    yield put(categoriesLoaded(categories));
  } catch (error) {
    yield call(fail, toFailure(error), categoriesLoadFailed);
  }
}

/** Adds a person to a category; a new category is created first, and stays even if the add then fails. */
export function* addFavourite(action: PayloadAction<FavouriteAddRequest>) {
  const { userId } = action.payload;
  try {
    let categoryId = action.payload.categoryId;
    if (action.payload.newCategory !== null) {
      const created: FavouriteCategory = yield call(favoritesApi.createCategory, { nome: action.payload.newCategory });
      yield put(categoryCreated(created));
      categoryId = created.id_CategoriaPreferiti;
    }
    const favourite: Favourite = yield call(favoritesApi.addFavourite, {
      id_Preferito: userId,
      id_Categoria: categoryId!,
    });
    yield put(favouriteAdded(favourite));
  } catch (error) {
    yield call(fail, toFailure(error), favouriteAddFailed);
  }
}

export function* shareCategory(action: PayloadAction<CategoryShareRequest>) {
  const share = action.payload;
  try {
    const saved: CategoryShare = yield share.kind === 'user'
      ? call(favoritesApi.shareWithUser, share.request)
      : call(favoritesApi.shareByEmail, share.request);
    yield put(categoryShared({ categoryId: share.request.id_Categoria, share: saved }));
  } catch (error) {
    yield call(fail, toFailure(error), categoryShareFailed);
  }
}

/** One change from /favorites; an accepted share's category is read at once, so it shows among the shared ones. */
export function* changeFavorites(action: PayloadAction<FavoritesChange>) {
  const change = action.payload;
  try {
    switch (change.kind) {
      case 'answer': {
        const request: ShareRequest = yield call(
          favoritesApi.answer,
          change.shareId,
          change.accept ? SHARE_STATE.accepted : SHARE_STATE.rejected,
        );
        const category: CategoryDetail | null = change.accept
          ? yield call(favoritesApi.category, request.id_CategoriaPreferiti)
          : null;
        yield put(shareAnswerSaved({ request, category }));
        return;
      }
      case 'dropShare':
      case 'withdrawShare':
        yield call(favoritesApi.deleteShare, change.shareId);
        break;
      case 'removeFavourite':
        yield call(favoritesApi.removeFavourite, change.userId, change.categoryId);
        break;
      case 'deleteCategory':
        yield call(favoritesApi.deleteCategory, change.categoryId);
        break;
    }
    yield put(favoritesChangeSaved(change));
  } catch (error) {
    yield call(fail, toFailure(error), favoritesChangeFailed);
  }
}

/** Reads follow the latest request; a second submit while one runs is ignored. */
export function* favoritesSaga() {
  yield all([
    takeLatest(favoritesPageOpened.type, loadFavorites),
    takeLatest([favouriteDialogOpened.type, shareDialogOpened.type], loadCategories),
    takeLeading(favouriteAddRequested.type, addFavourite),
    takeLeading(categoryShareRequested.type, shareCategory),
    takeLeading(favoritesChangeRequested.type, changeFavorites),
  ]);
}
