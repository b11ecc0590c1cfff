import { screen, waitFor, within } from '@testing-library/react';
import { type ApiAnswer } from '../../../api/client';
import type { RenewedToken } from '@shared/contracts/accounts';
import { intlFor, renderWithProviders, setupUser } from '../../../testing/render';
import { signedInAs } from '../../../testing/session';
import { LANGUAGES } from '@shared/validation/language';
import SignOutEverywherePage from '../SignOutEverywherePage';
import { sessionApi } from '../sessionApi';

afterEach(() => jest.restoreAllMocks());

describe.each(LANGUAGES)('SignOutEverywherePage in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string) => intl.formatMessage({ id });

  it('signs out everywhere only after the confirm, then keeps this session with the fresh token', async () => {
    let answer: (value: ApiAnswer<RenewedToken>) => void = () => undefined;
    const request = jest.spyOn(sessionApi, 'signOutEverywhere').mockImplementation(
      () =>
        new Promise<ApiAnswer<RenewedToken>>((resolve) => {
          answer = resolve;
        }),
    );
    const typist = setupUser();
    const { store, currentPath } = renderWithProviders(<SignOutEverywherePage />, {
      language,
      route: '/signouteverywhere',
      // A user with no subscription, the start-up refresh held.
      preloadedState: signedInAs(0),
    });
    expect(screen.getByRole('heading', { name: t('signOutEverywhere.title') })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: t('signOutEverywhere.submit') });

    await typist.click(button);
    const dialog = await screen.findByRole('dialog', { name: t('signOutEverywhere.confirm.title') });
    await typist.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    expect(request).not.toHaveBeenCalled();

    await typist.click(button);
    const again = await screen.findByRole('dialog', { name: t('signOutEverywhere.confirm.title') });
    await typist.click(within(again).getByRole('button', { name: t('signOutEverywhere.confirm.ok') }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button).toBeDisabled());

    answer({ data: { token: 'token-2' }, message: t('accounts.signOutEverywhere.success') });
    expect(await screen.findByText(t('accounts.signOutEverywhere.success'))).toBeInTheDocument();
    expect(store.getState().session.user?.token).toBe('token-2');
    expect(currentPath()).toBe('/signouteverywhere');
    expect(button).toBeEnabled();
  });
});
