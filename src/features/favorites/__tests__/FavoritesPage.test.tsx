import { screen, waitFor, within } from '@testing-library/react';
import { enter, intlFor, renderWithProviders, setupUser } from '../../../testing/render';
import { signedInAs } from '../../../testing/session';
import {
  drawnItems,
  forgetLayout,
  layOutRows,
  scrollWindowTo,
  scrollWindowToEnd,
} from '../../../testing/virtualLayout';
import { LANGUAGES } from '@shared/validation/language';
import FavoritesPage from '../FavoritesPage';
import { favoritesApi } from '../favoritesApi';
import { CrewCardFavorites } from '../index';
import { aCategory, aFavourite, aRequest, aSharedCategory } from './testFixtures';

// Loads go through the sagas before the page shows them: on a busy machine more than the library's one second.
afterEach(() => jest.restoreAllMocks());

const shared = aCategory({
  id_CategoriaPreferiti: 2,
  nome: 'Elettricisti',
  num_Inseriti: 0,
  condiviso_Con: [
    {
      id_CondivisioneCategoriaPreferiti: 70,
      userId: null,
      nome: 'Giulia',
      cognome: 'Neri',
      email: 'giulia@example.com',
      statoRichiesta: 0,
    },
  ],
});

describe.each(LANGUAGES)('FavoritesPage in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const renderPage = (tier = 2) => {
    jest
      .spyOn(favoritesApi, 'requests')
      .mockResolvedValue([
        aRequest({ id_CondivisioneCategoriaPreferiti: 50, id_CategoriaPreferiti: 8, nome: 'Scenografi' }),
        aRequest({ id_CondivisioneCategoriaPreferiti: 51, statoRichiesta: 1 }),
      ]);
    jest.spyOn(favoritesApi, 'category').mockResolvedValue(aSharedCategory());
    const categories = jest.spyOn(favoritesApi, 'categories').mockResolvedValue([aCategory(), shared]);
    jest.spyOn(favoritesApi, 'favourites').mockResolvedValue([aFavourite(7, 1)]);
    const user = setupUser();
    return {
      user,
      categories,
      ...renderWithProviders(<FavoritesPage />, { language, route: '/favorites', preloadedState: signedInAs(tier) }),
    };
  };
  const panel = async (id: string, count: number) => {
    const header = await screen.findByRole('button', { name: t(id, { count }) });
    return header.closest<HTMLElement>('.ant-collapse-item')!;
  };

  it('shows the pending requests with Accept and Reject, and accepting brings the category among the shared ones', async () => {
    const answer = jest.spyOn(favoritesApi, 'answer').mockResolvedValue(
      aRequest({
        id_CondivisioneCategoriaPreferiti: 50,
        id_CategoriaPreferiti: 8,
        nome: 'Scenografi',
        statoRichiesta: 1,
      }),
    );
    const { user } = renderPage();
    const requests = await panel('favorites.requests.title', 1);
    expect(within(requests).getByText('Scenografi')).toBeInTheDocument();
    expect(within(requests).getByText(t('favorites.requests.from', { name: 'Laura Bianchi' }))).toBeInTheDocument();
    expect(within(requests).getByRole('button', { name: t('favorites.requests.reject') })).toBeEnabled();
    await user.click(within(requests).getByRole('button', { name: t('favorites.requests.accept') }));
    expect(answer).toHaveBeenCalledWith(50, 1);
    expect(await screen.findByText(t('favorites.share.accepted'))).toBeInTheDocument();
    expect(await panel('favorites.accepted.title', 2)).toBeInTheDocument();
  });

  it("lists the user's categories with their people linking to their cards, and keeps a shared one from deletion with the notice", async () => {
    renderPage();
    const own = await panel('favorites.own.title', 2);
    const operatori = within(own).getByRole('region', { name: 'Operatori' });
    // A category's people come in the list's deferred render, after the page.
    expect(await within(operatori).findByRole('link', { name: /Mario Rossi/ })).toHaveAttribute('href', '/user/7');
    expect(within(operatori).getByRole('button', { name: new RegExp(t('favorites.category.delete')) })).toBeEnabled();
    const elettricisti = within(own).getByRole('region', { name: 'Elettricisti' });
    expect(
      within(elettricisti).getByRole('button', { name: new RegExp(t('favorites.category.delete')) }),
    ).toBeDisabled();
    expect(within(elettricisti).getByText(t('favorites.category.sharedNoDelete'))).toBeInTheDocument();
    expect(within(elettricisti).getByText('giulia@example.com')).toBeInTheDocument();
    expect(within(elettricisti).getByText(t('favorites.shareState.0'))).toBeInTheDocument();
  });

  it('removes a person after confirmation', async () => {
    const remove = jest.spyOn(favoritesApi, 'removeFavourite').mockResolvedValue(null);
    const { user } = renderPage();
    const operatori = within(await panel('favorites.own.title', 2)).getByRole('region', { name: 'Operatori' });
    await user.click(
      await within(operatori).findByRole('button', {
        name: new RegExp(t('favorites.category.removeNamed', { name: 'Mario Rossi' })),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(t('favorites.category.removeConfirm', { name: 'Mario Rossi', category: 'Operatori' })),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t('favorites.category.remove') }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(7, 1));
    expect(await within(operatori).findByText(t('favorites.category.noMembers'))).toBeInTheDocument();
  });

  it('shows the categories shared with the user read-only, and the accepted shares with Delete', async () => {
    renderPage();
    const sharedPanel = await panel('favorites.shared.title', 1);
    const fonici = within(sharedPanel).getByRole('region', { name: 'Fonici' });
    expect(within(fonici).getByText(t('favorites.shared.readOnly'))).toBeInTheDocument();
    expect(await within(fonici).findByRole('link', { name: /Anna Dall'Olio/ })).toHaveAttribute('href', '/user/77');
    expect(within(fonici).queryByRole('button')).not.toBeInTheDocument();
    const accepted = await panel('favorites.accepted.title', 1);
    expect(
      within(accepted).getByRole('button', { name: new RegExp(t('favorites.accepted.delete')) }),
    ).toBeInTheDocument();
  });

  it('without Master shows what was shared with the user and no categories of their own', async () => {
    const { categories } = renderPage(0);
    expect(await panel('favorites.requests.title', 1)).toBeInTheDocument();
    expect(await panel('favorites.shared.title', 1)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('favorites.own.title', { count: 0 }) })).not.toBeInTheDocument();
    expect(categories).not.toHaveBeenCalled();
  });
});

describe('a category of 300 people', () => {
  const COUNT = 300;
  beforeEach(() => layOutRows(40));
  afterEach(forgetLayout);
  const intl = intlFor('it');

  it('draws the people on screen, tells each its place among all, and reaches the last', async () => {
    jest.spyOn(favoritesApi, 'requests').mockResolvedValue([]);
    jest.spyOn(favoritesApi, 'categories').mockResolvedValue([aCategory({ num_Inseriti: COUNT })]);
    jest
      .spyOn(favoritesApi, 'favourites')
      .mockResolvedValue(Array.from({ length: COUNT }, (_, index) => aFavourite(index + 1, 1, `Nome${index + 1}`)));
    renderWithProviders(<FavoritesPage />, { route: '/favorites', preloadedState: signedInAs(2) });
    const list = await screen.findByRole('list', {
      name: intl.formatMessage({ id: 'favorites.category.members' }, { count: COUNT }),
    });
    await waitFor(() => expect(drawnItems(list).length).toBeGreaterThan(0));
    expect(drawnItems(list).length).toBeLessThan(40);
    expect(drawnItems(list)[0]).toHaveAttribute('aria-setsize', String(COUNT));
    expect(within(list).getByRole('link', { name: /Nome1 Rossi/ })).toHaveAttribute('href', '/user/1');
    expect(within(list).queryByRole('link', { name: /Nome300 Rossi/ })).toBeNull();
    await scrollWindowToEnd();
    expect(within(list).getByRole('link', { name: /Nome300 Rossi/ })).toHaveAttribute('href', '/user/300');
    expect(drawnItems(list).at(-1)).toHaveAttribute('aria-posinset', String(COUNT));
    expect(
      within(list).getByRole('button', {
        name: intl.formatMessage({ id: 'favorites.category.removeNamed' }, { name: 'Nome300 Rossi' }),
      }),
    ).toBeEnabled();
    await scrollWindowTo(0);
    expect(within(list).getByRole('link', { name: /Nome1 Rossi/ })).toBeInTheDocument();
  });
});

describe.each(LANGUAGES)('the crew card favourites buttons in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const person = { userId: 7, nome: 'Mario', cognome: 'Rossi' };
  const renderButtons = () => {
    jest.spyOn(favoritesApi, 'categories').mockResolvedValue([aCategory()]);
    const user = setupUser();
    return {
      user,
      ...renderWithProviders(<CrewCardFavorites person={person} />, {
        language,
        route: '/user/7',
        preloadedState: signedInAs(2),
      }),
    };
  };

  it('adds the person to a new category named in the dialog, refusing no category', async () => {
    const create = jest
      .spyOn(favoritesApi, 'createCategory')
      .mockResolvedValue(aCategory({ id_CategoriaPreferiti: 4, nome: 'Fonici', num_Inseriti: 0 }));
    const add = jest.spyOn(favoritesApi, 'addFavourite').mockResolvedValue(aFavourite(7, 4));
    const { user } = renderButtons();
    await user.click(screen.getByRole('button', { name: new RegExp(t('favorites.add.button')) }));
    const dialog = await screen.findByRole('dialog', { name: t('favorites.add.title', { name: 'Mario Rossi' }) });
    await user.click(within(dialog).getByRole('button', { name: t('favorites.add.submit') }));
    expect(
      await within(dialog).findByText(t('validation.favorites.category.required'), {
        selector: '.ant-form-item-explain-error',
      }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: t('favorites.add.category') }));
    await user.click(await screen.findByTitle(t('favorites.add.newCategory')));
    await enter(user, await within(dialog).findByRole('textbox', { name: t('favorites.add.newName') }), 'Fonici');
    await user.click(within(dialog).getByRole('button', { name: t('favorites.add.submit') }));
    await waitFor(() => expect(add).toHaveBeenCalledWith({ id_Preferito: 7, id_Categoria: 4 }));
    expect(create).toHaveBeenCalledWith({ nome: 'Fonici' });
    expect(await screen.findByText(t('favorites.add.done', { name: 'Mario Rossi' }))).toBeInTheDocument();
  });

  it('shares a category by email, requiring email, name and surname', async () => {
    const share = jest.spyOn(favoritesApi, 'shareByEmail').mockResolvedValue({
      id_CondivisioneCategoriaPreferiti: 60,
      userId: null,
      nome: 'Giulia',
      cognome: 'Neri',
      email: 'giulia@example.com',
      statoRichiesta: 0,
    });
    const { user } = renderButtons();
    await user.click(screen.getByRole('button', { name: new RegExp(t('favorites.shareDialog.button')) }));
    const dialog = await screen.findByRole('dialog', { name: t('favorites.shareDialog.title') });
    await user.click(within(dialog).getByRole('radio', { name: t('favorites.shareDialog.byEmail') }));
    expect(await within(dialog).findByRole('textbox', { name: t('favorites.shareDialog.email') })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t('favorites.shareDialog.submit') }));
    expect(await within(dialog).findByText(t('validation.favorites.share.nome.required'))).toBeInTheDocument();
    expect(within(dialog).getByText(t('validation.favorites.share.cognome.required'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: t('favorites.add.category') }));
    await user.click(await screen.findByTitle('Operatori'));
    await enter(
      user,
      within(dialog).getByRole('textbox', { name: t('favorites.shareDialog.email') }),
      'giulia@example.com',
    );
    await enter(user, within(dialog).getByRole('textbox', { name: t('favorites.shareDialog.nome') }), 'Giulia');
    await enter(user, within(dialog).getByRole('textbox', { name: t('favorites.shareDialog.cognome') }), 'Neri');
    await user.click(within(dialog).getByRole('button', { name: t('favorites.shareDialog.submit') }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        id_Categoria: 1,
        email: 'giulia@example.com',
        nome: 'Giulia',
        cognome: 'Neri',
      }),
    );
    expect(await screen.findByText(t('favorites.share.sent'))).toBeInTheDocument();
  });

  it('shares a category with the person of the card', async () => {
    const share = jest.spyOn(favoritesApi, 'shareWithUser').mockResolvedValue({
      id_CondivisioneCategoriaPreferiti: 61,
      userId: 7,
      nome: 'Mario',
      cognome: 'Rossi',
      email: null,
      statoRichiesta: 0,
    });
    const { user } = renderButtons();
    await user.click(screen.getByRole('button', { name: new RegExp(t('favorites.shareDialog.button')) }));
    const dialog = await screen.findByRole('dialog', { name: t('favorites.shareDialog.title') });
    await user.click(within(dialog).getByRole('combobox', { name: t('favorites.add.category') }));
    await user.click(await screen.findByTitle('Operatori'));
    await user.click(within(dialog).getByRole('button', { name: t('favorites.shareDialog.submit') }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ id_Categoria: 1, user_ID: 7 }));
  });
});
