import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, type ApiFailure } from '../../../api/client';
import { enter, intlFor, renderWithProviders, setupUser } from '../../../testing/render';
import type { LoginData } from '@shared/contracts/accounts';
import { LANGUAGES } from '@shared/validation/language';
import LoginPage from '../LoginPage';
import { sessionApi } from '../sessionApi';
import { loginSubmitted } from '../sessionSlice';

const loginData: LoginData = {
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

describe.each(LANGUAGES)('LoginPage in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string) => intl.formatMessage({ id });

  const renderPage = (route = '/login') => {
    const user = setupUser();
    const rendered = renderWithProviders(<LoginPage />, { language, route });
    const fill = async (username: string, password: string) => {
      await enter(user, screen.getByLabelText(t('login.username')), username);
      await enter(user, screen.getByLabelText(t('login.password')), password);
    };
    const submit = () => user.click(screen.getByRole('button', { name: t('login.submit') }));
    return { ...rendered, user, fill, submit };
  };

  it('shows the form in the language, with links to sign up and to recover the password', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: t('login.title') })).toBeInTheDocument();
    expect(screen.getByLabelText(t('login.username'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('login.forgotPassword') })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: t('login.register') })).toHaveAttribute('href', '/register');
  });

  it('says what is missing and calls nothing', async () => {
    const loginCall = jest.spyOn(sessionApi, 'login');
    const { submit } = renderPage();
    await submit();
    expect(await screen.findByText(t('validation.username.required'))).toBeInTheDocument();
    // The username's shows first, as the click on the button leaves the field it was in.
    expect(await screen.findByText(t('validation.password.required'))).toBeInTheDocument();
    expect(loginCall).not.toHaveBeenCalled();
  });

  it('hides and shows the password', async () => {
    const { user } = renderPage();
    const password = screen.getByLabelText(t('login.password'));
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('img', { name: /eye/ }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('submits once, shows the success banner and goes home', async () => {
    let answer: (data: LoginData) => void = () => undefined;
    const loginCall = jest.spyOn(sessionApi, 'login').mockImplementation(
      () =>
        new Promise<LoginData>((resolve) => {
          answer = resolve;
        }),
    );
    const { store, currentPath, user, fill } = renderPage();
    const dispatch = jest.spyOn(store, 'dispatch');
    await fill('mario', 'Segreta123');
    // The same button twice, as a quick double click would: the second press must not send again.
    const button = screen.getByRole('button', { name: t('login.submit') });
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(loginCall).toHaveBeenCalled());
    expect(loginCall).toHaveBeenCalledTimes(1);
    expect(loginCall).toHaveBeenCalledWith({ username: 'mario', password: 'Segreta123' });
    expect(dispatch.mock.calls.filter(([action]) => loginSubmitted.match(action))[0]).toEqual([
      loginSubmitted({ credentials: { username: 'mario', password: 'Segreta123' }, returnTo: null }),
    ]);
    await waitFor(() => expect(screen.getByLabelText(t('login.username'))).toBeDisabled());
    answer(loginData);
    expect(await screen.findByText(t('login.success'))).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(store.getState().session.user?.token).toBe('token-1');
  });

  it('opens, once signed in, the page its address names', async () => {
    jest.spyOn(sessionApi, 'login').mockResolvedValue(loginData);
    const { currentPath, fill, submit } = renderPage(`/login?next=${encodeURIComponent('/enlistments/12/sent')}`);
    await fill('mario', 'Segreta123');
    await submit();
    await waitFor(() => expect(currentPath()).toBe('/enlistments/12/sent'));
  });

  it('goes home, not to another site, when its address names one', async () => {
    jest.spyOn(sessionApi, 'login').mockResolvedValue(loginData);
    const { currentPath, fill, submit } = renderPage(`/login?next=${encodeURIComponent('//evil.com/jobs')}`);
    await fill('mario', 'Segreta123');
    await submit();
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });

  it('shows a refusal as an information banner with the server message', async () => {
    const refused: ApiFailure = { kind: 'refused', status: 200, title: 'Username o password errati', messages: [] };
    jest.spyOn(sessionApi, 'login').mockRejectedValue(new ApiError(refused));
    const { currentPath, fill, submit } = renderPage();
    await fill('mario', 'Sbagliata1');
    await submit();
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText(t('alert.info.title'))).toBeInTheDocument();
    expect(within(banner).getByText('Username o password errati')).toBeInTheDocument();
    expect(banner.closest('.ant-alert')).toHaveClass('ant-alert-info');
    expect(currentPath()).toBe('/login');
  });

  it('shows an HTTP error with its title and every validation message', async () => {
    const failure: ApiFailure = {
      kind: 'http',
      status: 400,
      title: 'Validation error, check the entered data',
      messages: [
        { field: 'username', message: 'The username must be 3 to 50 characters long' },
        { field: 'password', message: 'The password is too long' },
      ],
    };
    jest.spyOn(sessionApi, 'login').mockRejectedValue(new ApiError(failure));
    const { fill, submit } = renderPage();
    await fill('mario', 'Segreta123');
    await submit();
    const banner = await screen.findByRole('alert');
    expect(banner.closest('.ant-alert')).toHaveClass('ant-alert-error');
    expect(within(banner).getByText(failure.title)).toBeInTheDocument();
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(failure.messages.map((m) => m.message));
  });
});
