import { screen, waitFor, within } from '@testing-library/react';
import { type ApiAnswer } from '../../../api/client';
import { enter, intlFor, renderWithProviders, setupUser } from '../../../testing/render';
import { LANGUAGES } from '@shared/validation/language';
import ForgotPasswordPage from '../ForgotPasswordPage';
import { sessionApi } from '../sessionApi';

afterEach(() => jest.restoreAllMocks());

describe.each(LANGUAGES)('ForgotPasswordPage in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string) => intl.formatMessage({ id });

  const renderPage = () => {
    const user = setupUser();
    renderWithProviders(<ForgotPasswordPage />, { language, route: '/forgot-password' });
    return { user, submitButton: () => screen.getByRole('button', { name: t('forgotPassword.submit') }) };
  };

  it('keeps submit disabled while both fields are empty', async () => {
    const { user, submitButton } = renderPage();
    expect(submitButton()).toBeDisabled();
    await enter(user, screen.getByLabelText(t('forgotPassword.username')), 'mario');
    expect(submitButton()).toBeEnabled();
    await user.clear(screen.getByLabelText(t('forgotPassword.username')));
    expect(submitButton()).toBeDisabled();
    await enter(user, screen.getByLabelText(t('forgotPassword.email')), 'mario@example.com');
    expect(submitButton()).toBeEnabled();
  });

  it('asks for a link with either field and shows the message with a link to sign in', async () => {
    const message = t('accounts.reset.emailSent');
    const recovery = jest
      .spyOn(sessionApi, 'requestPasswordRecovery')
      .mockResolvedValue({ data: null, message } as ApiAnswer<null>);
    const { user, submitButton } = renderPage();
    await enter(user, screen.getByLabelText(t('forgotPassword.email')), 'mario@example.com');
    await user.click(submitButton());
    await waitFor(() => expect(recovery).toHaveBeenCalledWith({ email: 'mario@example.com', userName: '' }));
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText(message)).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: t('forgotPassword.signIn') })).toHaveAttribute('href', '/login');
    expect(screen.getByLabelText(t('forgotPassword.email'))).toBeDisabled();
  });
});
