import { act, screen } from '@testing-library/react';
import { subscriptionTypeChanged } from '../../features/subscription/subscriptionTypeSlice';
import { intlFor, renderWithProviders, setupUser } from '../../testing/render';
import { signedInAs } from '../../testing/session';
import { LANGUAGES } from '@shared/validation/language';
import { TIER_ADVANCED, TIER_MASTER } from '@shared/validation/tiers';
import { RequireTier, type TierRule } from '../RequireTier';

afterEach(() => jest.restoreAllMocks());

/** The notice and the pages are chunks of their own: a file's first import of one takes a second or more on a busy machine. */
const ARRIVAL = { timeout: 10_000 };

/** The page behind the guard: a form a person would start typing into. */
const Page = () => <input aria-label="Job title" />;

describe.each(LANGUAGES)('a page that needs a plan, in %s', (language) => {
  const t = (id: string, values?: Record<string, string>) => intlFor(language).formatMessage({ id }, values);
  const plan = (tier: 'none' | 'advanced' | 'master') => t(`home.plan.${tier}`);

  const open = (tier: number, rule: TierRule, at: { route: string; path?: string } = { route: '/jobs/new' }) =>
    renderWithProviders(
      <RequireTier rule={rule} title="jobs.form.title.new">
        <Page />
      </RequireTier>,
      { language, ...at, preloadedState: signedInAs(tier) },
    );

  it('shows the page itself to a user on that plan or above', () => {
    open(TIER_MASTER, { tier: TIER_MASTER });
    expect(screen.getByRole('textbox', { name: 'Job title' })).toBeInTheDocument();
    expect(screen.queryByText(t('tierNotice.title', { plan: plan('master') }))).toBeNull();
  });

  it('opens as the notice below it: the heading, the plan needed by name, the own plan, and no form', async () => {
    open(0, { tier: TIER_MASTER });
    expect(
      await screen.findByText(t('tierNotice.title', { plan: plan('master') }), undefined, ARRIVAL),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: t('jobs.form.title.new') })).toBeInTheDocument();
    expect(screen.getByText(t('tierNotice.current', { plan: plan('none') }))).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('names Master to an Advanced user on a Master page', async () => {
    open(TIER_ADVANCED, { tier: TIER_MASTER });
    expect(
      await screen.findByText(t('tierNotice.title', { plan: plan('master') }), undefined, ARRIVAL),
    ).toBeInTheDocument();
    expect(screen.getByText(t('tierNotice.current', { plan: plan('advanced') }))).toBeInTheDocument();
  });

  it('names Advanced on an Advanced page, and says Master has it too', async () => {
    open(0, { tier: TIER_ADVANCED });
    expect(
      await screen.findByText(t('tierNotice.title', { plan: plan('advanced') }), undefined, ARRIVAL),
    ).toBeInTheDocument();
    expect(screen.getByText(t('tierNotice.masterToo'), { exact: false })).toBeInTheDocument();
  });

  it('lets an Advanced user into an Advanced page', () => {
    open(TIER_ADVANCED, { tier: TIER_ADVANCED });
    expect(screen.getByRole('textbox', { name: 'Job title' })).toBeInTheDocument();
  });

  it('leads to /subscriptions', async () => {
    const user = setupUser();
    const { currentPath } = open(0, { tier: TIER_MASTER });
    const link = await screen.findByRole('link', { name: t('tierNotice.link') }, ARRIVAL);
    expect(link).toHaveAttribute('href', '/subscriptions');
    await user.click(link);
    expect(currentPath()).toBe('/subscriptions');
  });

  it('shows the page as soon as the plan is activated, without a reload', async () => {
    const { store } = open(0, { tier: TIER_MASTER });
    await screen.findByText(t('tierNotice.title', { plan: plan('master') }), undefined, ARRIVAL);
    act(() => {
      store.dispatch(subscriptionTypeChanged(TIER_MASTER));
    });
    expect(screen.getByRole('textbox', { name: 'Job title' })).toBeInTheDocument();
  });

  it("opens the user's own page on any plan, another user's below the plan as the notice", async () => {
    const card = { tier: TIER_MASTER, exceptOwn: 'id' } as const;
    // signedInAs's user is id 3.
    const own = open(0, card, { route: '/user/3', path: '/user/:id' });
    expect(screen.getByRole('textbox', { name: 'Job title' })).toBeInTheDocument();
    own.unmount();
    open(0, card, { route: '/user/4', path: '/user/:id' });
    expect(
      await screen.findByText(t('tierNotice.title', { plan: plan('master') }), undefined, ARRIVAL),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
