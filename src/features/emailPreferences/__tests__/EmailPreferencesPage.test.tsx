import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../api/client';
import { intlFor, renderWithProviders, setupUser } from '../../../testing/render';
import { signedInAs } from '../../../testing/session';
import { EMAIL_KINDS } from '@shared/validation/emailKinds';
import { LANGUAGES } from '@shared/validation/language';
import EmailPreferencesPage from '../EmailPreferencesPage';
import { emailPreferencesApi } from '../emailPreferencesApi';

afterEach(() => jest.restoreAllMocks());

const ALL_ON = { requests: true, answers: true, messages: true, shares: true, summaries: true, reports: true };

describe.each(LANGUAGES)('EmailPreferencesPage in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string) => intl.formatMessage({ id });
  const renderPage = () =>
    renderWithProviders(<EmailPreferencesPage />, {
      language,
      route: '/emailpreferences',
      preloadedState: signedInAs(0),
    });
  const switchOf = (kind: string) => screen.getByRole('switch', { name: t(`emailPreferences.kind.${kind}`) });

  it('shows a switch per kind as the server answers them, and saves every switch', async () => {
    jest.spyOn(emailPreferencesApi, 'read').mockResolvedValue({ ...ALL_ON, reports: false });
    const save = jest.spyOn(emailPreferencesApi, 'save').mockImplementation(async (preferences) => preferences);
    const typist = setupUser();
    renderPage();
    expect(screen.getByRole('heading', { name: t('emailPreferences.title') })).toBeInTheDocument();
    expect(await screen.findByText(t('emailPreferences.intro'))).toBeInTheDocument();
    for (const kind of EMAIL_KINDS) {
      expect(switchOf(kind)).toHaveAttribute('aria-checked', kind === 'reports' ? 'false' : 'true');
      expect(screen.getByText(t(`emailPreferences.kind.${kind}.description`))).toBeInTheDocument();
    }

    await typist.click(switchOf('shares'));
    await typist.click(switchOf('reports'));
    await typist.click(screen.getByRole('button', { name: t('emailPreferences.save') }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ ...ALL_ON, shares: false }));
    expect(await screen.findByText(t('emailPreferences.saved'))).toBeInTheDocument();
    expect(switchOf('shares')).toHaveAttribute('aria-checked', 'false');
    expect(switchOf('reports')).toHaveAttribute('aria-checked', 'true');
  });

  it('says why the switches could not be read', async () => {
    jest
      .spyOn(emailPreferencesApi, 'read')
      .mockRejectedValue(new ApiError({ kind: 'http', status: 500, title: t('alert.error.generic'), messages: [] }));
    renderPage();
    expect(await screen.findByText(t('alert.error.generic'))).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
