import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, type ApiAnswer } from '../../../api/client';
import { enter, intlFor, renderWithProviders, setupUser } from '../../../testing/render';
import { LANGUAGES } from '@shared/validation/language';
import ChangePasswordPage from '../ChangePasswordPage';
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

describe.each(LANGUAGES)('ChangePasswordPage in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string) => intl.formatMessage({ id });

  const renderPage = () => {
    // The start-up refresh of the user data stays unanswered: it is not what this test is about.
    jest.spyOn(sessionApi, 'getUserData').mockReturnValue(new Promise(() => undefined));
    const typist = setupUser();
    const rendered = renderWithProviders(<ChangePasswordPage />, {
      language,
      route: '/changepassword',
      preloadedState: { session: { ...initialSessionState, user } },
    });
    const fill = (id: string, value: string) => enter(typist, screen.getByLabelText(t(id)), value);
    const submitButton = () => screen.getByRole('button', { name: t('changePassword.submit') });
    return { ...rendered, typist, fill, submitButton };
  };

  it('enables submit only when the new password is typed twice the same', async () => {
    const { fill, typist, submitButton } = renderPage();
    expect(submitButton()).toBeDisabled();
    await fill('changePassword.oldPassword', 'Vecchia123');
    await fill('changePassword.password', 'Nuova12345');
    expect(submitButton()).toBeDisabled();
    await fill('changePassword.repeatPassword', 'Nuova1234');
    expect(submitButton()).toBeDisabled();
    await typist.type(screen.getByLabelText(t('changePassword.repeatPassword')), '5');
    expect(submitButton()).toBeEnabled();
  });

  it('sends the old and new password, keeps the renewed token and clears the form', async () => {
    const change = jest.spyOn(sessionApi, 'changePassword').mockResolvedValue({
      data: { token: 'token-2' },
      message: t('accounts.changePassword.success'),
    } as ApiAnswer<{
      token: string;
    }>);
    const { fill, typist, submitButton, store } = renderPage();
    await fill('changePassword.oldPassword', 'Vecchia123');
    await fill('changePassword.password', 'Nuova12345');
    await fill('changePassword.repeatPassword', 'Nuova12345');
    await typist.click(submitButton());
    await waitFor(() => expect(change).toHaveBeenCalledWith({ oldPassword: 'Vecchia123', password: 'Nuova12345' }));
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText(t('accounts.changePassword.success'))).toBeInTheDocument();
    expect(store.getState().session.user?.token).toBe('token-2');
    await waitFor(() => expect(screen.getByLabelText(t('changePassword.password'))).toHaveValue(''));
  });

  it('shows a wrong current password as an error banner', async () => {
    const refused = {
      kind: 'refused' as const,
      status: 200,
      title: t('accounts.changePassword.wrongOld'),
      messages: [],
    };
    jest.spyOn(sessionApi, 'changePassword').mockRejectedValue(new ApiError(refused));
    const { fill, typist, submitButton } = renderPage();
    await fill('changePassword.oldPassword', 'Sbagliata1');
    await fill('changePassword.password', 'Nuova12345');
    await fill('changePassword.repeatPassword', 'Nuova12345');
    await typist.click(submitButton());
    const banner = await screen.findByRole('alert');
    expect(banner.closest('.ant-alert')).toHaveClass('ant-alert-error');
    expect(within(banner).getByText(refused.title)).toBeInTheDocument();
  });
});
