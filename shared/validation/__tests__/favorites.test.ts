import {
  CATEGORY_NAME_MAX,
  NEW_CATEGORY,
  NO_CATEGORY,
  categorySchema,
  favouriteDialogSchema,
  favouriteSchema,
  shareAnswerSchema,
  shareByEmailSchema,
} from '../favorites';

const errorsOf = (schema: { validateSync(value: unknown, options: object): unknown }, value: unknown) => {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]);
  }
};

describe('favourites rules', () => {
  it('never adds to category -1 (product.md §2.5)', () => {
    expect(errorsOf(favouriteSchema, { id_Preferito: 7, id_Categoria: NO_CATEGORY })).toEqual([
      ['id_Categoria', 'validation.favorites.category.required'],
    ]);
    expect(errorsOf(favouriteSchema, { id_Preferito: 7, id_Categoria: 3 })).toEqual([]);
  });

  it("the add dialog takes a category of one's own, or a new one with its name", () => {
    expect(errorsOf(favouriteDialogSchema, { id_Categoria: null, nome: null })).toEqual([
      ['id_Categoria', 'validation.favorites.category.required'],
    ]);
    expect(errorsOf(favouriteDialogSchema, { id_Categoria: NO_CATEGORY, nome: null })).toEqual([
      ['id_Categoria', 'validation.favorites.category.required'],
    ]);
    expect(errorsOf(favouriteDialogSchema, { id_Categoria: NEW_CATEGORY, nome: ' ' })).toEqual([
      ['nome', 'validation.favorites.category.name.required'],
    ]);
    expect(errorsOf(favouriteDialogSchema, { id_Categoria: NEW_CATEGORY, nome: 'Fonici' })).toEqual([]);
    expect(errorsOf(favouriteDialogSchema, { id_Categoria: 4, nome: null })).toEqual([]);
  });

  it("bounds a category's name, which the share emails' subject carries, with a message naming the limit", () => {
    const longest = 'x'.repeat(CATEGORY_NAME_MAX);
    const tooLong = [['nome', 'validation.favorites.category.name.tooLong']];
    expect(errorsOf(categorySchema, { nome: `${longest}x` })).toEqual(tooLong);
    expect(errorsOf(favouriteDialogSchema, { id_Categoria: NEW_CATEGORY, nome: `${longest}x` })).toEqual(tooLong);
    // Spaces around the name are not counted: they are trimmed away.
    expect(errorsOf(categorySchema, { nome: ` ${longest} ` })).toEqual([]);
  });

  it('sharing by email needs an email, a name and a surname', () => {
    expect(
      errorsOf(shareByEmailSchema, { id_Categoria: 1, email: 'x', nome: '', cognome: '' })
        .map(([path]) => path)
        .sort(),
    ).toEqual(['cognome', 'email', 'nome']);
    expect(errorsOf(shareByEmailSchema, { id_Categoria: 1, email: 'a@example.com', nome: 'A', cognome: 'B' })).toEqual(
      [],
    );
  });

  it('an answer accepts (1) or rejects (2), nothing else', () => {
    expect(errorsOf(shareAnswerSchema, { id_CondivisioneCategoriaPreferiti: 1, statoRichiesta: 0 })).toEqual([
      ['statoRichiesta', 'validation.favorites.share.state.invalid'],
    ]);
    expect(errorsOf(shareAnswerSchema, { id_CondivisioneCategoriaPreferiti: 1, statoRichiesta: 2 })).toEqual([]);
  });
});
