import { Alert, Modal, Segmented, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SchemaForm } from '../../components/form/SchemaForm';
import { type SelectOption, SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  type FavouriteDialogValues,
  NEW_CATEGORY,
  type ShareByEmailRequest,
  type ShareWithUserRequest,
  favouriteDialogSchema,
  shareByEmailSchema,
  shareWithUserSchema,
} from '@shared/validation/favorites';
import {
  categoryShareRequested,
  favouriteAddRequested,
  favouriteDialogOpened,
  shareDialogOpened,
} from './favoritesSlice';
import { selectCategories, selectFavoritesState } from './selectors';
import { personName } from './names';

/** A person a dialog is about: the crew card's. */
export interface Person {
  userId: number;
  nome: string;
  cognome: string;
}

interface DialogProps {
  open: boolean;
  /** Cancelled. */
  onClose: () => void;
  /** Submitted and saved; the dialog is closed by it. */
  onDone: () => void;
}

/** Closes a dialog when its submission goes well (pending, then succeeded), not on an earlier success. */
function useDoneOnSuccess(open: boolean, status: string, onDone: () => void) {
  const previous = useRef(status);
  useEffect(() => {
    if (open && previous.current === 'pending' && status === 'succeeded') onDone();
    previous.current = status;
  }, [open, status, onDone]);
}

/** The user's categories as select options. */
function useCategoryOptions(): SelectOption[] {
  return useAppSelector(selectCategories).map((category) => ({
    value: category.id_CategoriaPreferiti,
    label: category.nome,
  }));
}

/**
 * "Add to favourites" on the crew card (product.md §2.2, §2.5): one of the user's categories,
 * never none (-1), or a new one named here and created first.
 */
export function AddToFavouritesDialog({ person, open, onClose, onDone }: DialogProps & { person: Person }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { add } = useAppSelector(selectFavoritesState);
  const options = useCategoryOptions();
  useEffect(() => {
    if (open) dispatch(favouriteDialogOpened());
  }, [dispatch, open]);
  useDoneOnSuccess(open, add.status, onDone);

  const initialValues: FavouriteDialogValues = { id_Categoria: null as unknown as number, nome: null };
  return (
    <Modal
      open={open}
      title={intl.formatMessage({ id: 'favorites.add.title' }, { name: personName(person) })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <SchemaForm<FavouriteDialogValues>
        initialValues={initialValues}
        schema={favouriteDialogSchema}
        pending={add.status === 'pending'}
        failure={add.failure}
        onSubmit={(values) => {
          const { id_Categoria, nome } = values as FavouriteDialogValues;
          dispatch(
            favouriteAddRequested(
              id_Categoria === NEW_CATEGORY
                ? { userId: person.userId, categoryId: null, newCategory: nome! }
                : { userId: person.userId, categoryId: id_Categoria, newCategory: null },
            ),
          );
        }}
        submitLabel={<FormattedMessage id="favorites.add.submit" />}
      >
        {(formik) => (
          <>
            <SelectField
              name="id_Categoria"
              label={intl.formatMessage({ id: 'favorites.add.category' })}
              placeholder={intl.formatMessage({ id: 'favorites.add.choose' })}
              options={[
                ...options,
                { value: NEW_CATEGORY, label: intl.formatMessage({ id: 'favorites.add.newCategory' }) },
              ]}
            />
            {formik.values.id_Categoria === NEW_CATEGORY && (
              <TextField name="nome" label={intl.formatMessage({ id: 'favorites.add.newName' })} required autoFocus />
            )}
          </>
        )}
      </SchemaForm>
    </Modal>
  );
}

type ShareMode = 'user' | 'email';

interface ShareCategoryDialogProps extends DialogProps {
  /** The crew card's person, offered as the recipient; without one the category goes by email. */
  person?: Person;
  /** A category chosen already (its panel on /favorites); else the user picks one of theirs. */
  category?: { id: number; nome: string };
}

/**
 * "Share a category" (product.md §2.2, §2.5, §2.7): with the crew card's person, or by email with
 * name and surname (an address without an account gets an invitation to register).
 */
export function ShareCategoryDialog({ person, category, open, onClose, onDone }: ShareCategoryDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { share, categoriesLoad } = useAppSelector(selectFavoritesState);
  const options = useCategoryOptions();
  const [mode, setMode] = useState<ShareMode>(person ? 'user' : 'email');
  useEffect(() => {
    if (open && !category) dispatch(shareDialogOpened());
  }, [dispatch, open, category]);
  useDoneOnSuccess(open, share.status, onDone);

  const categoryField = !category && (
    <SelectField
      name="id_Categoria"
      label={intl.formatMessage({ id: 'favorites.add.category' })}
      placeholder={intl.formatMessage({ id: 'favorites.add.choose' })}
      options={options}
    />
  );
  const noCategories = !category && categoriesLoad.status === 'succeeded' && options.length === 0;
  const chosenCategory = (category?.id ?? null) as number;
  const submitLabel = <FormattedMessage id="favorites.shareDialog.submit" />;
  return (
    <Modal
      open={open}
      title={
        category
          ? intl.formatMessage({ id: 'favorites.shareDialog.titleOf' }, { category: category.nome })
          : intl.formatMessage({ id: 'favorites.shareDialog.title' })
      }
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {noCategories ? (
        <Alert type="info" showIcon title={intl.formatMessage({ id: 'favorites.shareDialog.noCategories' })} />
      ) : (
        <>
          {person && (
            <Segmented<ShareMode>
              block
              className="favorites-share-mode"
              value={mode}
              onChange={setMode}
              options={[
                {
                  value: 'user',
                  label: intl.formatMessage({ id: 'favorites.shareDialog.withUser' }, { name: personName(person) }),
                },
                { value: 'email', label: intl.formatMessage({ id: 'favorites.shareDialog.byEmail' }) },
              ]}
            />
          )}
          {mode === 'user' && person ? (
            <SchemaForm<ShareWithUserRequest>
              key="user"
              initialValues={{ id_Categoria: chosenCategory, user_ID: person.userId }}
              schema={shareWithUserSchema}
              pending={share.status === 'pending'}
              failure={share.failure}
              onSubmit={(request) => {
                dispatch(categoryShareRequested({ kind: 'user', request: request as ShareWithUserRequest }));
              }}
              submitLabel={submitLabel}
            >
              {() => categoryField}
            </SchemaForm>
          ) : (
            <SchemaForm<ShareByEmailRequest>
              key="email"
              initialValues={{ id_Categoria: chosenCategory, email: '', nome: '', cognome: '' }}
              schema={shareByEmailSchema}
              pending={share.status === 'pending'}
              failure={share.failure}
              onSubmit={(request) => {
                dispatch(categoryShareRequested({ kind: 'email', request: request as ShareByEmailRequest }));
              }}
              submitLabel={submitLabel}
            >
              {() => (
                <>
                  {categoryField}
                  <Typography.Paragraph type="secondary">
                    <FormattedMessage id="favorites.shareDialog.emailHelp" />
                  </Typography.Paragraph>
                  <TextField
                    name="email"
                    label={intl.formatMessage({ id: 'favorites.shareDialog.email' })}
                    type="email"
                    autoComplete="off"
                  />
                  <TextField
                    name="nome"
                    label={intl.formatMessage({ id: 'favorites.shareDialog.nome' })}
                    autoComplete="off"
                  />
                  <TextField
                    name="cognome"
                    label={intl.formatMessage({ id: 'favorites.shareDialog.cognome' })}
                    autoComplete="off"
                  />
                </>
              )}
            </SchemaForm>
          )}
        </>
      )}
    </Modal>
  );
}
