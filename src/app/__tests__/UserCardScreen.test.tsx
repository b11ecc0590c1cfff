import { screen, waitFor, within } from '@testing-library/react';
import type { ProfiloPubblico } from '@shared/contracts/profile';
import { favoritesApi } from '../../features/favorites/favoritesApi';
import { searchApi } from '../../features/search/searchApi';
import { intlFor, renderWithProviders, setupUser } from '../../testing/render';
import { signedInAs } from '../../testing/session';
import { LANGUAGES } from '@shared/validation/language';
import UserCardScreen from '../UserCardScreen';

afterEach(() => jest.restoreAllMocks());

const card: ProfiloPubblico = {
  id_Profilo: 7,
  userId: 7,
  nome: 'Mario',
  cognome: 'Rossi',
  immagineProfilo: false,
  contatti: null,
  listaNazioni: [],
  datiFisici: { altezza: 180, peso: 75, numeroScarpe: null, tagliaVestiti: null, tagliaPantaloni: null },
  esperienze: null,
  listaRuoli: [],
  listaLingue: [],
  listaDisponibilita: [],
};

describe.each(LANGUAGES)('the crew card at /user/{id} in %s', (language) => {
  const t = (id: string, values?: Record<string, string>) => intlFor(language).formatMessage({ id }, values);

  it('offers the favourites buttons beside the engagement request, for the person of the card', async () => {
    jest.spyOn(searchApi, 'card').mockResolvedValue(card);
    jest
      .spyOn(favoritesApi, 'categories')
      .mockResolvedValue([{ id_CategoriaPreferiti: 1, nome: 'Operatori', num_Inseriti: 0, condiviso_Con: [] }]);
    const add = jest.spyOn(favoritesApi, 'addFavourite').mockResolvedValue({
      userId: 7,
      nome: 'Mario',
      cognome: 'Rossi',
      preferito: { id_Preferito: 7, id_Categoria: 1 },
    });
    const user = setupUser();
    renderWithProviders(<UserCardScreen />, {
      language,
      route: '/user/7',
      path: '/user/:id',
      preloadedState: signedInAs(2),
    });
    await user.click(await screen.findByRole('button', { name: new RegExp(t('favorites.add.button')) }));
    const dialog = await screen.findByRole('dialog', { name: t('favorites.add.title', { name: 'Mario Rossi' }) });
    await user.click(within(dialog).getByRole('combobox', { name: t('favorites.add.category') }));
    await user.click(await screen.findByTitle('Operatori'));
    await user.click(within(dialog).getByRole('button', { name: t('favorites.add.submit') }));
    await waitFor(() => expect(add).toHaveBeenCalledWith({ id_Preferito: 7, id_Categoria: 1 }));
    expect(await screen.findByText(t('favorites.add.done', { name: 'Mario Rossi' }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(t('favorites.shareDialog.button')) })).toBeInTheDocument();
  });
});
