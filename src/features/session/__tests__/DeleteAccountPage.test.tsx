import { screen, waitFor, within } from '@testing-library/react';
import { type ApiAnswer } from '../../../api/client';
import { intlFor, renderWithProviders, setupUser } from '../../../testing/render';
import { LANGUAGES } from '@shared/validation/language';
import DeleteAccountPage from '../DeleteAccountPage';
import { sessionApi } from '../sessionApi';
import { initialSessionState } from '../sessionSlice';

const user = {
  username: 'mario',
  nomeSaluto: 'Mario',
  workflow: 0,
  token: 'token-1',
  id_Profilo: 7,
  userId: 7,
  email: 'mario@example.com',
  tipologiaUtente: 0,
  tipologiaAbbonamento: 0,
};

afterEach(() => jest.restoreAllMocks());

describe.each(LANGUAGES)('DeleteAccountPage in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string) => intl.formatMessage({ id });

  it('says what deletion removes, deletes only after confirmation and then stays disabled', async () => {
    // The start-up refresh of the user data stays unanswered: it is not what this test is about.
    jest.spyOn(sessionApi, 'getUserData').mockReturnValue(new Promise(() => undefined));
    let answer: (value: ApiAnswer<null>) => void = () => undefined;
    const deletion = jest.spyOn(sessionApi, 'deleteAccount').mockImplementation(
      () =>
        new Promise<ApiAnswer<null>>((resolve) => {
          answer = resolve;
        }),
    );
    const typist = setupUser();
    const { store, currentPath } = renderWithProviders(<DeleteAccountPage />, {
      language,
      route: '/deleteaccount',
      preloadedState: { session: { ...initialSessionState, user } },
    });
    expect(screen.getByText(t('deleteAccount.removes.files'))).toBeInTheDocument();
    const button = screen.getByRole('button', { name: t('deleteAccount.submit') });

    await typist.click(button);
    const dialog = await screen.findByRole('dialog', { name: t('confirm.areYouSure') });
    await typist.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    expect(deletion).not.toHaveBeenCalled();

    await typist.click(button);
    const again = await screen.findByRole('dialog');
    await typist.click(within(again).getByRole('button', { name: t('deleteAccount.confirm.ok') }));
    await waitFor(() => expect(deletion).toHaveBeenCalledTimes(1));
    expect(button).toBeDisabled();
    await typist.click(button);
    expect(deletion).toHaveBeenCalledTimes(1);

    answer({ data: null, message: t('accounts.delete.success') });
    await waitFor(() => expect(store.getState().session.user).toBeNull());
    await waitFor(() => expect(currentPath()).toBe('/'));
  });
});
