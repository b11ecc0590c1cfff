import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, type ApiAnswer } from '../../../api/client';
import { enter, intlFor, renderWithProviders, setupUser } from '../../../testing/render';
import { LANGUAGES } from '@shared/validation/language';
import ResetPasswordPage from '../ResetPasswordPage';
import { sessionApi } from '../sessionApi';

afterEach(() => jest.restoreAllMocks());

describe.each(LANGUAGES)('ResetPasswordPage in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string) => intl.formatMessage({ id });

  const renderPage = () => {
    const typist = setupUser();
    renderWithProviders(<ResetPasswordPage />, {
      language,
      route: '/reset-password/abc123',
      path: '/reset-password/:token',
    });
    const fill = (id: string, value: string) => enter(typist, screen.getByLabelText(t(id)), value);
    const submit = () => typist.click(screen.getByRole('button', { name: t('resetPassword.submit') }));
    return { fill, submit };
  };

  it('sends the link token with the new password and offers to sign in', async () => {
    const confirm = jest
      .spyOn(sessionApi, 'confirmPasswordReset')
      .mockResolvedValue({ data: null, message: t('accounts.reset.success') } as ApiAnswer<null>);
    const { fill, submit } = renderPage();
    await fill('resetPassword.password', 'Nuova12345');
    await fill('resetPassword.repeatPassword', 'Nuova12345');
    await submit();
    await waitFor(() => expect(confirm).toHaveBeenCalledWith({ token: 'abc123', password: 'Nuova12345' }));
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText(t('accounts.reset.success'))).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: t('resetPassword.signIn') })).toHaveAttribute('href', '/login');
  });

  it('points to a new link when this one is refused', async () => {
    const refused = { kind: 'refused' as const, status: 200, title: t('accounts.reset.invalidLink'), messages: [] };
    jest.spyOn(sessionApi, 'confirmPasswordReset').mockRejectedValue(new ApiError(refused));
    const { fill, submit } = renderPage();
    await fill('resetPassword.password', 'Nuova12345');
    await fill('resetPassword.repeatPassword', 'Nuova12345');
    await submit();
    expect(await screen.findByText(refused.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('resetPassword.newLink') })).toHaveAttribute('href', '/forgot-password');
  });
});
