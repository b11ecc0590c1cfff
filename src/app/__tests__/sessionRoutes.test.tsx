import { screen, waitFor } from '@testing-library/react';
import { initialSessionState } from '../../features/session/sessionSlice';
import { renderAppRoutes } from '../../testing/appRouter';
import { intlFor } from '../../testing/render';
import { signedInAs } from '../../testing/session';
import { LANGUAGES } from '@shared/validation/language';

describe.each(LANGUAGES)('the session guards of the routes (%s)', (language) => {
  const t = (id: string) => intlFor(language).formatMessage({ id });

  it('sends a visitor without a session from a private page to the sign-in, which names that page', async () => {
    const { address } = renderAppRoutes('/enlistments/12/sent?x=1', { language });
    // The sign-in page's chunk is the first this file loads.
    expect(await screen.findByRole('heading', { name: t('login.title') }, { timeout: 20_000 })).toBeInTheDocument();
    expect(address()).toBe(`/login?next=${encodeURIComponent('/enlistments/12/sent?x=1')}`);
  });

  it('sends a person who signed out from a private page to the landing page, naming nothing', async () => {
    const { address } = renderAppRoutes('/changepassword', {
      language,
      preloadedState: { session: { ...initialSessionState, ended: 'user' } },
    });
    await waitFor(() => expect(address()).toBe('/'), { timeout: 5000 });
  });

  it('sends a signed-in user from the sign-in to the page it names', async () => {
    const { address } = renderAppRoutes(`/login?next=${encodeURIComponent('/changepassword')}`, {
      language,
      preloadedState: signedInAs(2),
    });
    await waitFor(() => expect(address()).toBe('/changepassword'), { timeout: 5000 });
  });

  it('sends a signed-in user from the sign-in home when it names another site', async () => {
    const { address } = renderAppRoutes(`/login?next=${encodeURIComponent('/\\evil.com')}`, {
      language,
      preloadedState: signedInAs(2),
    });
    await waitFor(() => expect(address()).toBe('/home'), { timeout: 5000 });
  });
});
