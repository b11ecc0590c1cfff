import { type EntityState, createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '../../api/client';
import type {
  CategoryDetail,
  CategoryShare,
  Favourite,
  FavouriteCategory,
  ShareRequest,
} from '@shared/contracts/favorites';
import { type Flow, failedFlow, idleFlow, pendingFlow, succeededFlow } from '../../store/flowStatus';
import { loggedOut } from '../../store/sessionEvents';
import type { ShareByEmailRequest, ShareWithUserRequest } from '@shared/validation/favorites';
import { SHARE_STATE } from '@shared/validation/shareStates';

/** The user's own categories, by name as the server orders them. */
export const categoriesAdapter = createEntityAdapter({
  selectId: (category: FavouriteCategory) => category.id_CategoriaPreferiti,
  sortComparer: (a, b) =>
    a.nome.localeCompare(b.nome, undefined, { sensitivity: 'base' }) ||
    a.id_CategoriaPreferiti - b.id_CategoriaPreferiti,
});

/** A person in one of the user's categories: the same person may be in several, so the key names both. */
export const favouriteKey = (favourite: Favourite) => `${favourite.preferito.id_Categoria}:${favourite.userId}`;
export const favouritesAdapter = createEntityAdapter({ selectId: favouriteKey });

/** The shares addressed to the user (pending, accepted, rejected), oldest first as the server answers. */
export const requestsAdapter = createEntityAdapter({
  selectId: (request: ShareRequest) => request.id_CondivisioneCategoriaPreferiti,
});

/** Categories shared with the user and accepted, with their members. */
export const sharedCategoriesAdapter = createEntityAdapter({
  selectId: (category: CategoryDetail) => category.id_CategoriaPreferiti,
});

/** A change made from /favorites: which one (for its button's spinner) and how it went (for the banner). */
export type FavoritesChange =
  | { kind: 'answer'; shareId: number; accept: boolean }
  | { kind: 'dropShare'; shareId: number }
  | { kind: 'withdrawShare'; categoryId: number; shareId: number }
  | { kind: 'removeFavourite'; categoryId: number; userId: number }
  | { kind: 'deleteCategory'; categoryId: number };

/** The add dialog's request: a category of the user's, or a new one's name (created first). */
export type FavouriteAddRequest = { userId: number } & (
  { categoryId: number; newCategory: null } | { categoryId: null; newCategory: string }
);

export type CategoryShareRequest =
  { kind: 'user'; request: ShareWithUserRequest } | { kind: 'email'; request: ShareByEmailRequest };

export interface FavoritesState {
  categories: EntityState<FavouriteCategory, number>;
  favourites: EntityState<Favourite, string>;
  requests: EntityState<ShareRequest, number>;
  sharedCategories: EntityState<CategoryDetail, number>;
  /** The page's reads. */
  load: Flow;
  /** The user's categories for a dialog opened elsewhere (the crew card). */
  categoriesLoad: Flow;
  change: Flow & { change: FavoritesChange | null; messageId: string | null };
  /** The add dialog's and the share dialog's submission. */
  add: Flow;
  share: Flow;
}

const idleChange = { ...idleFlow, change: null, messageId: null };

const initialState: FavoritesState = {
  categories: categoriesAdapter.getInitialState(),
  favourites: favouritesAdapter.getInitialState(),
  requests: requestsAdapter.getInitialState(),
  sharedCategories: sharedCategoriesAdapter.getInitialState(),
  load: idleFlow,
  categoriesLoad: idleFlow,
  change: idleChange,
  add: idleFlow,
  share: idleFlow,
};

/** What the page reads at once; the user's own categories only with Master (else null). */
export interface FavoritesRead {
  own: { categories: FavouriteCategory[]; favourites: Favourite[] } | null;
  requests: ShareRequest[];
  sharedCategories: CategoryDetail[];
}

/** What each change says once saved; an answer says whether it accepted (shareAnswerSaved). */
const CHANGE_MESSAGES: Record<Exclude<FavoritesChange['kind'], 'answer'>, string> = {
  dropShare: 'favorites.share.deleted',
  withdrawShare: 'favorites.share.withdrawn',
  removeFavourite: 'favorites.favourite.removed',
  deleteCategory: 'favorites.category.deleted',
};

function countMembers(state: FavoritesState, categoryId: number, delta: number) {
  const category = state.categories.entities[categoryId];
  if (category) category.num_Inseriti = Math.max(0, category.num_Inseriti + delta);
}

const favoritesSlice = createSlice({
  name: 'favorites',
  initialState,
  reducers: {
    /** /favorites opened: everything reloads; `master` says whether the user has categories of their own to read. */
    favoritesPageOpened: (state, _action: PayloadAction<{ master: boolean }>) => {
      state.load = pendingFlow;
      state.change = idleChange;
    },
    favoritesLoaded: (state, action: PayloadAction<FavoritesRead>) => {
      const { own, requests, sharedCategories } = action.payload;
      categoriesAdapter.setAll(state.categories, own?.categories ?? []);
      favouritesAdapter.setAll(state.favourites, own?.favourites ?? []);
      requestsAdapter.setAll(state.requests, requests);
      sharedCategoriesAdapter.setAll(state.sharedCategories, sharedCategories);
      state.load = succeededFlow;
      if (own) state.categoriesLoad = succeededFlow;
    },
    favoritesLoadFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.load = failedFlow(action.payload);
    },

    /** A dialog of the crew card opened: the user's categories are read for its select. */
    favouriteDialogOpened: (state) => {
      state.categoriesLoad = pendingFlow;
      state.add = idleFlow;
    },
    shareDialogOpened: (state) => {
      state.categoriesLoad = pendingFlow;
      state.share = idleFlow;
    },
    categoriesLoaded: (state, action: PayloadAction<FavouriteCategory[]>) => {
      categoriesAdapter.setAll(state.categories, action.payload);
      state.categoriesLoad = succeededFlow;
    },
    categoriesLoadFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.categoriesLoad = failedFlow(action.payload);
    },

    favouriteAddRequested: (state, _action: PayloadAction<FavouriteAddRequest>) => {
      state.add = pendingFlow;
    },
    categoryCreated: (state, action: PayloadAction<FavouriteCategory>) => {
      categoriesAdapter.upsertOne(state.categories, action.payload);
    },
    favouriteAdded: (state, action: PayloadAction<Favourite>) => {
      favouritesAdapter.upsertOne(state.favourites, action.payload);
      countMembers(state, action.payload.preferito.id_Categoria, 1);
      state.add = succeededFlow;
    },
    favouriteAddFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.add = failedFlow(action.payload);
    },

    categoryShareRequested: (state, _action: PayloadAction<CategoryShareRequest>) => {
      state.share = pendingFlow;
    },
    categoryShared: (state, action: PayloadAction<{ categoryId: number; share: CategoryShare }>) => {
      const category = state.categories.entities[action.payload.categoryId];
      if (category) {
        const others = category.condiviso_Con.filter(
          (share) => share.id_CondivisioneCategoriaPreferiti !== action.payload.share.id_CondivisioneCategoriaPreferiti,
        );
        category.condiviso_Con = [...others, action.payload.share];
      }
      state.share = succeededFlow;
    },
    categoryShareFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.share = failedFlow(action.payload);
    },

    /** Accept, reject, drop, withdraw, remove or delete: one at a time, each confirmed where it cannot be undone. */
    favoritesChangeRequested: (state, action: PayloadAction<FavoritesChange>) => {
      state.change = { ...pendingFlow, change: action.payload, messageId: null };
    },
    shareAnswerSaved: (state, action: PayloadAction<{ request: ShareRequest; category: CategoryDetail | null }>) => {
      requestsAdapter.upsertOne(state.requests, action.payload.request);
      if (action.payload.category) sharedCategoriesAdapter.upsertOne(state.sharedCategories, action.payload.category);
      const accepted = action.payload.request.statoRichiesta === SHARE_STATE.accepted;
      state.change = {
        ...state.change,
        ...succeededFlow,
        messageId: accepted ? 'favorites.share.accepted' : 'favorites.share.rejected',
      };
    },
    favoritesChangeSaved: (state, action: PayloadAction<Exclude<FavoritesChange, { kind: 'answer' }>>) => {
      const change = action.payload;
      if (change.kind === 'dropShare') {
        const request = state.requests.entities[change.shareId];
        requestsAdapter.removeOne(state.requests, change.shareId);
        if (request) sharedCategoriesAdapter.removeOne(state.sharedCategories, request.id_CategoriaPreferiti);
      }
      if (change.kind === 'withdrawShare') {
        const category = state.categories.entities[change.categoryId];
        if (category)
          category.condiviso_Con = category.condiviso_Con.filter(
            (share) => share.id_CondivisioneCategoriaPreferiti !== change.shareId,
          );
      }
      if (change.kind === 'removeFavourite') {
        favouritesAdapter.removeOne(state.favourites, `${change.categoryId}:${change.userId}`);
        countMembers(state, change.categoryId, -1);
      }
      if (change.kind === 'deleteCategory') {
        categoriesAdapter.removeOne(state.categories, change.categoryId);
        const members = Object.values(state.favourites.entities).filter(
          (favourite) => favourite.preferito.id_Categoria === change.categoryId,
        );
        favouritesAdapter.removeMany(state.favourites, members.map(favouriteKey));
      }
      state.change = { ...state.change, ...succeededFlow, messageId: CHANGE_MESSAGES[change.kind] };
    },
    favoritesChangeFailed: (state, action: PayloadAction<ApiFailure>) => {
      state.change = { ...state.change, ...failedFlow(action.payload) };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const {
  favoritesPageOpened,
  favoritesLoaded,
  favoritesLoadFailed,
  favouriteDialogOpened,
  shareDialogOpened,
  categoriesLoaded,
  categoriesLoadFailed,
  favouriteAddRequested,
  categoryCreated,
  favouriteAdded,
  favouriteAddFailed,
  categoryShareRequested,
  categoryShared,
  categoryShareFailed,
  favoritesChangeRequested,
  shareAnswerSaved,
  favoritesChangeSaved,
  favoritesChangeFailed,
} = favoritesSlice.actions;
export const favoritesReducer = favoritesSlice.reducer;
