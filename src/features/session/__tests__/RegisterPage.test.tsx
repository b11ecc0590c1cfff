import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, type ApiAnswer, type ApiFailure } from '../../../api/client';
import { enter, intlFor, renderWithProviders, setupUser } from '../../../testing/render';
import { LANGUAGES } from '@shared/validation/language';
import legalEn from '../../../../locales/legal/en.json';
import legalIt from '../../../../locales/legal/it.json';
import RegisterPage from '../RegisterPage';
import { sessionApi } from '../sessionApi';

const termsTitle = { it: legalIt.terms.title, en: legalEn.terms.title };

afterEach(() => jest.restoreAllMocks());

describe.each(LANGUAGES)('RegisterPage in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string) => intl.formatMessage({ id });
  const raw = (id: string) => String(intl.messages[id]);
  /** A message with rich-text tags as a screen reader reads it: the tags' text only. */
  const plain = (id: string) => raw(id).replace(/<\/?\w+>/g, '');
  const linkText = (id: string) => /<link>(.*?)<\/link>/.exec(raw(id))?.[1] ?? '';

  const renderPage = () => {
    const user = setupUser();
    const rendered = renderWithProviders(<RegisterPage />, { language, route: '/register' });
    const field = (id: string) => screen.getByLabelText(t(id));
    const fill = (id: string, value: string) => enter(user, field(id), value);
    const submit = () => user.click(screen.getByRole('button', { name: t('register.submit') }));
    const termsBox = () => screen.getByLabelText(plain('register.acceptTerms'));
    const imagesBox = () => screen.getByLabelText(plain('register.acceptUseImages'));
    const fillValid = async () => {
      await fill('register.username', 'mario.rossi');
      await fill('register.password', 'Segreta123');
      await fill('register.repeatPassword', 'Segreta123');
      await fill('register.email', 'mario@example.com');
      await user.click(termsBox());
      await user.click(imagesBox());
    };
    return { ...rendered, user, field, fill, submit, termsBox, fillValid };
  };

  it('shows every client message of product.md §1.5 on an empty submit, and calls nothing', async () => {
    const registerCall = jest.spyOn(sessionApi, 'register');
    const { submit } = renderPage();
    await submit();
    for (const id of [
      'validation.username.required',
      'validation.password.required',
      'validation.repeatPassword.required',
      'validation.email.required',
      'validation.acceptTerms.required',
      'validation.acceptUseImages.required',
    ]) {
      expect(await screen.findByText(t(id))).toBeInTheDocument();
    }
    expect(registerCall).not.toHaveBeenCalled();
  });

  it('refuses a username with spaces, an invalid email and passwords that differ', async () => {
    const { fill, field, submit } = renderPage();
    await fill('register.username', 'mario rossi');
    await fill('register.password', 'Segreta123');
    await fill('register.repeatPassword', 'Segreta124');
    await fill('register.email', 'mario@');
    await submit();
    expect(await screen.findByText(t('validation.username.invalid'))).toBeInTheDocument();
    expect(screen.getByText(t('validation.repeatPassword.mismatch'))).toBeInTheDocument();
    expect(screen.getByText(t('validation.email.invalid'))).toBeInTheDocument();
    expect(field('register.username')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets each password be shown', async () => {
    const { user, field } = renderPage();
    const toggles = screen.getAllByRole('img', { name: /eye/ });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[1]);
    expect(field('register.repeatPassword')).toHaveAttribute('type', 'text');
    expect(field('register.password')).toHaveAttribute('type', 'password');
  });

  it('sends the account fields and the image consent (kept for the profile), once, and shows the server message with a link to sign in', async () => {
    let answer: (value: ApiAnswer<null>) => void = () => undefined;
    const registerCall = jest.spyOn(sessionApi, 'register').mockImplementation(
      () =>
        new Promise<ApiAnswer<null>>((resolve) => {
          answer = resolve;
        }),
    );
    const { user, fillValid } = renderPage();
    await fillValid();
    // The same button twice, as a quick double click would: the second press must not send again.
    const button = screen.getByRole('button', { name: t('register.submit') });
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(registerCall).toHaveBeenCalled());
    expect(registerCall).toHaveBeenCalledTimes(1);
    expect(registerCall).toHaveBeenCalledWith({
      userName: 'mario.rossi',
      password: 'Segreta123',
      email: 'mario@example.com',
      consensoTrattamentoImmagini: true,
    });
    answer({ data: null, message: t('accounts.registration.success') });
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText(t('accounts.registration.success'))).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: t('register.signIn') })).toHaveAttribute('href', '/login');
    expect(screen.getByLabelText(t('register.username'))).toBeDisabled();
  });

  it('shows a refusal as an information banner', async () => {
    const refused: ApiFailure = {
      kind: 'refused',
      status: 200,
      title: t('accounts.registration.usernameTaken'),
      messages: [],
    };
    jest.spyOn(sessionApi, 'register').mockRejectedValue(new ApiError(refused));
    const { fillValid, submit } = renderPage();
    await fillValid();
    await submit();
    const banner = await screen.findByRole('alert');
    expect(banner.closest('.ant-alert')).toHaveClass('ant-alert-info');
    expect(within(banner).getByText(t('alert.info.title'))).toBeInTheDocument();
    expect(within(banner).getByText(refused.title)).toBeInTheDocument();
    expect(screen.getByLabelText(t('register.username'))).toBeEnabled();
  });

  it('opens the terms in a modal from the link, and accepting there ticks the box', async () => {
    const { user, termsBox } = renderPage();
    const link = screen.getByRole('link', { name: linkText('register.acceptTerms') });
    expect(link).toHaveAttribute('href', '/terms');
    expect(termsBox()).not.toBeChecked();
    await user.click(link);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t('register.terms.title'))).toBeInTheDocument();
    expect(await within(dialog).findByRole('heading', { name: termsTitle[language], level: 1 })).toBeInTheDocument();
    // The link opened the text without ticking the box behind it.
    expect(termsBox()).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: t('register.terms.accept') }));
    expect(termsBox()).toBeChecked();
  });
});
