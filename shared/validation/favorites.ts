import './locale';
import * as yup from 'yup';
import { emailRule } from './accounts';
import { idParam, integer, text } from './fields';
import { SHARE_STATE, type ShareState } from './shareStates';

/**
 * The favourites and sharing calls' rules (product.md §2.3, §2.5, §2.7, §3.8): the server checks
 * each request with them and the dialogs' forms use the same objects. Messages are ids of
 * locales/*.json.
 */

/** The category select's "none chosen" value: the dialog starts on it and it is never a category (product.md §2.5). */
export const NO_CATEGORY = -1;

/**
 * A category's name goes into the subject of the emails that share it (docs/product.md §3.8): the
 * sender's text there is bounded, with a message of its own naming the limit.
 */
export const CATEGORY_NAME_MAX = 60;
const categoryName = () => yup.string().trim().max(CATEGORY_NAME_MAX, 'validation.favorites.category.name.tooLong');

/** A required positive id in a body; '' or null (an empty select) reads as missing. */
const bodyId = (requiredMessage: string) =>
  integer()
    .typeError(requiredMessage)
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .required(requiredMessage)
    .min(1, requiredMessage);

/** POST /api/Preferiti/Categoria/ and the "new category" field: a name, unique among the owner's categories. */
export const categorySchema = yup.object({
  nome: categoryName().required('validation.favorites.category.name.required'),
});
export type CategoryRequest = yup.InferType<typeof categorySchema>;

/** POST /api/Preferiti: a user (id_Preferito, their userId) into one of the owner's categories, never -1. */
export const favouriteSchema = yup.object({
  id_Preferito: bodyId('validation.lookup.invalid'),
  id_Categoria: bodyId('validation.favorites.category.required'),
});
export type FavouriteRequest = yup.InferType<typeof favouriteSchema>;

/** DELETE /api/Preferiti?userId=&categoria=: a favourite out of one of the owner's categories. */
export const favouriteQuerySchema = yup.object({
  userId: idParam(),
  categoria: idParam(),
});
export type FavouriteQuery = yup.InferType<typeof favouriteQuerySchema>;

/** GET and DELETE /api/Preferiti/Categoria/{id}: one path, so one parameter name for both. */
export const categoryParamsSchema = yup.object({ id: idParam() });

/** POST /api/Preferiti/Condivisione: one of the owner's categories with another user. */
export const shareWithUserSchema = yup.object({
  id_Categoria: bodyId('validation.favorites.category.required'),
  user_ID: bodyId('validation.lookup.invalid'),
});
export type ShareWithUserRequest = yup.InferType<typeof shareWithUserSchema>;

/** POST /api/Preferiti/Condivisione/Email and its dialog: email, name and surname required (product.md §2.5). */
export const shareByEmailSchema = yup.object({
  id_Categoria: bodyId('validation.favorites.category.required'),
  email: emailRule,
  nome: text(100).required('validation.favorites.share.nome.required'),
  cognome: text(100).required('validation.favorites.share.cognome.required'),
});
export type ShareByEmailRequest = yup.InferType<typeof shareByEmailSchema>;

const shareState = (states: ShareState[]) =>
  integer()
    .typeError('validation.favorites.share.state.invalid')
    .oneOf(states, 'validation.favorites.share.state.invalid');

/** GET /api/Preferiti/Condivisione/Richieste?statoRichiesta=: the requests addressed to me, all or in one state. */
export const shareRequestsQuerySchema = yup.object({
  statoRichiesta: shareState([SHARE_STATE.pending, SHARE_STATE.accepted, SHARE_STATE.rejected])
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .optional(),
});
export type ShareRequestsQuery = yup.InferType<typeof shareRequestsQuerySchema>;

/** GET /api/Preferiti/Condivisione/Richieste/{id}. */
export const shareParamsSchema = yup.object({ id: idParam() });

/** PUT /api/Preferiti/Condivisione: the recipient accepts (1) or rejects (2) a pending share. */
export const shareAnswerSchema = yup.object({
  id_CondivisioneCategoriaPreferiti: bodyId('validation.lookup.invalid'),
  statoRichiesta: shareState([SHARE_STATE.accepted, SHARE_STATE.rejected]).required(
    'validation.favorites.share.state.invalid',
  ),
});
export type ShareAnswer = yup.InferType<typeof shareAnswerSchema>;

/** DELETE /api/Preferiti/Condivisione/Richieste?condivisioneCtegoria={id} (the spelling of product.md §2.7). */
export const shareDeleteQuerySchema = yup.object({ condivisioneCtegoria: idParam() });
export type ShareDeleteQuery = yup.InferType<typeof shareDeleteQuerySchema>;

/** The add dialog's choice that creates a category with the name typed beside it. */
export const NEW_CATEGORY = 0;

/**
 * The "add to favourites" dialog: one of the owner's categories, never -1 (product.md §2.5), or
 * NEW_CATEGORY with the new category's name (created first with categorySchema's rule).
 */
export const favouriteDialogSchema = yup.object({
  id_Categoria: integer()
    .typeError('validation.favorites.category.required')
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .required('validation.favorites.category.required')
    .notOneOf([NO_CATEGORY], 'validation.favorites.category.required'),
  nome: categoryName()
    .nullable()
    .default(null)
    .when('id_Categoria', {
      is: NEW_CATEGORY,
      then: (rule) =>
        rule
          .nonNullable('validation.favorites.category.name.required')
          .required('validation.favorites.category.name.required'),
    }),
});
export type FavouriteDialogValues = yup.InferType<typeof favouriteDialogSchema>;
