import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError, type ApiFailure } from '../../../api/client';
import { tierRefusalReducer } from '../../../store/tierRefusal';
import { favoritesApi } from '../favoritesApi';
import { addFavourite, changeFavorites, loadFavorites, shareCategory } from '../favoritesSagas';
import {
  categoryShareRequested,
  favoritesChangeRequested,
  favoritesLoaded,
  favoritesPageOpened,
  favoritesReducer,
  favouriteAddRequested,
} from '../favoritesSlice';
import {
  selectAcceptedShares,
  selectCategories,
  selectFavourites,
  selectMembersByCategory,
  selectPendingRequests,
  selectSharedCategories,
} from '../selectors';
import { aCategory, aFavourite, aRequest, aSharedCategory } from './testFixtures';

const reducer = combineReducers({ favorites: favoritesReducer, tierRefusal: tierRefusalReducer });
type State = ReturnType<typeof reducer>;
const start = (...actions: { type: string }[]): State =>
  actions.reduce(reducer, reducer(undefined, { type: '@@init' }));
const refused = (title: string): ApiFailure => ({ kind: 'refused', status: 200, title, messages: [] });

const own = aCategory({ id_CategoriaPreferiti: 1, num_Inseriti: 2 });
const members = [aFavourite(7, 1), aFavourite(8, 1, 'Sara', 'Verdi')];
const pending = aRequest({ id_CondivisioneCategoriaPreferiti: 50, statoRichiesta: 0 });
const accepted = aRequest({ id_CondivisioneCategoriaPreferiti: 51, id_CategoriaPreferiti: 9, statoRichiesta: 1 });
const loaded = () =>
  start(
    favoritesLoaded({
      own: { categories: [own], favourites: members },
      requests: [pending, accepted],
      sharedCategories: [aSharedCategory()],
    }),
  );

describe('loading /favorites', () => {
  it("with Master: the requests, the accepted shares' categories, and the user's own categories with their people", async () => {
    const { storeState } = await expectSaga(loadFavorites, favoritesPageOpened({ master: true }))
      .withReducer(reducer, start(favoritesPageOpened({ master: true })))
      .provide([
        [matchers.call.fn(favoritesApi.requests), [pending, accepted]],
        [matchers.call.fn(favoritesApi.categories), [own]],
        [matchers.call.fn(favoritesApi.favourites), members],
        [matchers.call(favoritesApi.category, 9), aSharedCategory()],
      ])
      .call(favoritesApi.category, 9)
      .run();
    expect(selectPendingRequests(storeState)).toEqual([pending]);
    expect(selectAcceptedShares(storeState)).toEqual([accepted]);
    expect(selectSharedCategories(storeState)).toEqual([aSharedCategory()]);
    expect(selectCategories(storeState)).toEqual([own]);
    expect(
      selectMembersByCategory(storeState)
        .get(1)
        ?.map((m) => m.userId),
    ).toEqual([7, 8]);
    expect(storeState.favorites.load.status).toBe('succeeded');
  });

  it('without Master: only what was shared with the user, never the Master-only calls', async () => {
    const categories = jest.fn();
    const { storeState } = await expectSaga(loadFavorites, favoritesPageOpened({ master: false }))
      .withReducer(reducer, start(favoritesPageOpened({ master: false })))
      .provide([
        [matchers.call.fn(favoritesApi.requests), [pending]],
        [matchers.call.fn(favoritesApi.categories), categories],
      ])
      .not.call.fn(favoritesApi.categories)
      .not.call.fn(favoritesApi.favourites)
      .run();
    expect(selectPendingRequests(storeState)).toEqual([pending]);
    expect(selectCategories(storeState)).toEqual([]);
  });
});

describe('adding to favourites', () => {
  it('creates the new category first, then adds the person to it', async () => {
    const created = aCategory({ id_CategoriaPreferiti: 4, nome: 'Fonici', num_Inseriti: 0 });
    const favourite = aFavourite(7, 4);
    const { storeState } = await expectSaga(
      addFavourite,
      favouriteAddRequested({ userId: 7, categoryId: null, newCategory: 'Fonici' }),
    )
      .withReducer(reducer, start())
      .provide([
        [matchers.call.fn(favoritesApi.createCategory), created],
        [matchers.call.fn(favoritesApi.addFavourite), favourite],
      ])
      .call(favoritesApi.createCategory, { nome: 'Fonici' })
      .call(favoritesApi.addFavourite, { id_Preferito: 7, id_Categoria: 4 })
      .run();
    expect(selectCategories(storeState)).toEqual([{ ...created, num_Inseriti: 1 }]);
    expect(selectFavourites(storeState)).toEqual([favourite]);
    expect(storeState.favorites.add.status).toBe('succeeded');
  });

  it('keeps the refusal of a person already there for the dialog', async () => {
    const already = new ApiError({
      kind: 'http',
      status: 400,
      title: 'Errore',
      messages: [{ field: 'id_Preferito', message: 'Questa persona è già in questa categoria' }],
    });
    const { storeState } = await expectSaga(
      addFavourite,
      favouriteAddRequested({ userId: 7, categoryId: 1, newCategory: null }),
    )
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(favoritesApi.addFavourite), throwError(already)]])
      .not.call.fn(favoritesApi.createCategory)
      .run();
    expect(storeState.favorites.add).toMatchObject({ status: 'failed', failure: { status: 400 } });
    expect(selectCategories(storeState)[0].num_Inseriti).toBe(2);
  });
});

describe('sharing a category', () => {
  it('by email: the invitation shows among the category shares', async () => {
    const share = {
      id_CondivisioneCategoriaPreferiti: 60,
      userId: null,
      nome: 'Giulia',
      cognome: 'Neri',
      email: 'giulia@example.com',
      statoRichiesta: 0,
    };
    const request = { id_Categoria: 1, email: 'giulia@example.com', nome: 'Giulia', cognome: 'Neri' };
    const { storeState } = await expectSaga(shareCategory, categoryShareRequested({ kind: 'email', request }))
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(favoritesApi.shareByEmail), share]])
      .call(favoritesApi.shareByEmail, request)
      .run();
    expect(selectCategories(storeState)[0].condiviso_Con).toEqual([share]);
    expect(storeState.favorites.share.status).toBe('succeeded');
  });

  it('with a user, through the user call', async () => {
    const share = {
      id_CondivisioneCategoriaPreferiti: 61,
      userId: 7,
      nome: 'Mario',
      cognome: 'Rossi',
      email: null,
      statoRichiesta: 0,
    };
    await expectSaga(shareCategory, categoryShareRequested({ kind: 'user', request: { id_Categoria: 1, user_ID: 7 } }))
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(favoritesApi.shareWithUser), share]])
      .call(favoritesApi.shareWithUser, { id_Categoria: 1, user_ID: 7 })
      .run();
  });
});

describe('changes on /favorites', () => {
  it('accepting a request reads its category, which joins the shared ones', async () => {
    const category = aSharedCategory({ id_CategoriaPreferiti: 12, nome: 'Scenografi' });
    const request = aRequest({ id_CondivisioneCategoriaPreferiti: 50, id_CategoriaPreferiti: 12, statoRichiesta: 1 });
    const { storeState } = await expectSaga(
      changeFavorites,
      favoritesChangeRequested({ kind: 'answer', shareId: 50, accept: true }),
    )
      .withReducer(reducer, loaded())
      .provide([
        [matchers.call.fn(favoritesApi.answer), request],
        [matchers.call(favoritesApi.category, 12), category],
      ])
      .call(favoritesApi.answer, 50, 1)
      .run();
    expect(selectPendingRequests(storeState)).toEqual([]);
    expect(selectAcceptedShares(storeState).map((r) => r.id_CondivisioneCategoriaPreferiti)).toEqual([50, 51]);
    expect(selectSharedCategories(storeState).map((c) => c.nome)).toEqual(['Fonici', 'Scenografi']);
    expect(storeState.favorites.change).toMatchObject({ status: 'succeeded', messageId: 'favorites.share.accepted' });
  });

  it('rejecting reads nothing more', async () => {
    const { storeState } = await expectSaga(
      changeFavorites,
      favoritesChangeRequested({ kind: 'answer', shareId: 50, accept: false }),
    )
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(favoritesApi.answer), { ...pending, statoRichiesta: 2 }]])
      .call(favoritesApi.answer, 50, 2)
      .not.call.fn(favoritesApi.category)
      .run();
    expect(selectPendingRequests(storeState)).toEqual([]);
    expect(storeState.favorites.change.messageId).toBe('favorites.share.rejected');
  });

  it('dropping an accepted share takes its category away', async () => {
    const { storeState } = await expectSaga(
      changeFavorites,
      favoritesChangeRequested({ kind: 'dropShare', shareId: 51 }),
    )
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(favoritesApi.deleteShare), null]])
      .call(favoritesApi.deleteShare, 51)
      .run();
    expect(selectAcceptedShares(storeState)).toEqual([]);
    expect(selectSharedCategories(storeState)).toEqual([]);
  });

  it('removing a person updates the count', async () => {
    const { storeState } = await expectSaga(
      changeFavorites,
      favoritesChangeRequested({ kind: 'removeFavourite', categoryId: 1, userId: 7 }),
    )
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(favoritesApi.removeFavourite), null]])
      .call(favoritesApi.removeFavourite, 7, 1)
      .run();
    expect(selectFavourites(storeState).map((f) => f.userId)).toEqual([8]);
    expect(selectCategories(storeState)[0].num_Inseriti).toBe(1);
  });

  it("deleting a shared category keeps it, with the server's notice", async () => {
    const { storeState } = await expectSaga(
      changeFavorites,
      favoritesChangeRequested({ kind: 'deleteCategory', categoryId: 1 }),
    )
      .withReducer(reducer, loaded())
      .provide([
        [
          matchers.call.fn(favoritesApi.deleteCategory),
          throwError(new ApiError(refused('Una categoria condivisa non può essere eliminata'))),
        ],
      ])
      .run();
    expect(selectCategories(storeState)).toHaveLength(1);
    expect(storeState.favorites.change).toMatchObject({
      status: 'failed',
      failure: { title: 'Una categoria condivisa non può essere eliminata' },
    });
  });

  it('deleting a category takes its people with it', async () => {
    const { storeState } = await expectSaga(
      changeFavorites,
      favoritesChangeRequested({ kind: 'deleteCategory', categoryId: 1 }),
    )
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(favoritesApi.deleteCategory), null]])
      .run();
    expect(selectCategories(storeState)).toEqual([]);
    expect(selectFavourites(storeState)).toEqual([]);
  });
});
