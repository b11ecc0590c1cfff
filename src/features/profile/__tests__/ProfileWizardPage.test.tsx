import { screen } from '@testing-library/react';
import { intlFor, renderWithProviders } from '../../../testing/render';
import { LANGUAGES } from '../../../validation/language';
import ProfileWizardPage from '../ProfileWizardPage';
import { profileApi } from '../profileApi';

// The tab's own read never answers: these tests are about the strip of tabs and where it leads.
beforeEach(() => jest.spyOn(profileApi, 'loadTab').mockReturnValue(new Promise(() => undefined)));
afterEach(() => jest.restoreAllMocks());

describe.each(LANGUAGES)('the profile wizard (%s)', (language) => {
  const t = (id: string) => intlFor(language).formatMessage({ id });
  const open = (route: string, workflow: number) =>
    renderWithProviders(<ProfileWizardPage />, { language, route, path: '/profile/:tab', preloadedState: { workflow: { value: workflow } } });

  it('sends a user to the tab to save next and locks the tabs after it', async () => {
    const { currentPath } = open('/profile/bank', 3);
    expect(await screen.findByRole('tab', { name: t('profile.tab.personalJuridical'), selected: true })).toBeInTheDocument();
    expect(currentPath()).toBe('/profile/personal-juridical');
    expect(screen.getByRole('tab', { name: t('profile.tab.data') })).not.toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('tab', { name: t('profile.tab.citizenship') })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('tab', { name: t('profile.tab.bank') })).toHaveAttribute('aria-disabled', 'true');
  });

  it('opens any tab of a complete profile by its path', async () => {
    const { currentPath } = open('/profile/fiscal', 0);
    expect(await screen.findByRole('tab', { name: t('profile.tab.fiscal'), selected: true })).toBeInTheDocument();
    expect(currentPath()).toBe('/profile/fiscal');
    expect(screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-disabled') === 'true')).toEqual([]);
  });
});
