import type { CategoryDetail, Favourite, FavouriteCategory, ShareRequest } from '@shared/contracts/favorites';

export const aCategory = (overrides: Partial<FavouriteCategory> = {}): FavouriteCategory => ({
  id_CategoriaPreferiti: 1,
  nome: 'Operatori',
  num_Inseriti: 1,
  condiviso_Con: [],
  ...overrides,
});

export const aFavourite = (userId: number, categoryId: number, nome = 'Mario', cognome = 'Rossi'): Favourite => ({
  userId,
  nome,
  cognome,
  preferito: { id_Preferito: userId, id_Categoria: categoryId },
});

export const aRequest = (overrides: Partial<ShareRequest> = {}): ShareRequest => ({
  id_CondivisioneCategoriaPreferiti: 50,
  id_CategoriaPreferiti: 9,
  nome: 'Fonici',
  nomeCreatore: 'Laura',
  cognomeCreatore: 'Bianchi',
  statoRichiesta: 0,
  ...overrides,
});

export const aSharedCategory = (overrides: Partial<CategoryDetail> = {}): CategoryDetail => ({
  id_CategoriaPreferiti: 9,
  nome: 'Fonici',
  num_Inseriti: 1,
  condiviso_Con: [],
  modificabile: false,
  nomeCreatore: 'Laura',
  cognomeCreatore: 'Bianchi',
  preferiti: [aFavourite(77, 9, 'Anna', "Dall'Olio")],
  ...overrides,
});
