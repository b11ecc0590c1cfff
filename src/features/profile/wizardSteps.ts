/**
 * The wizard's routes, derived from PROFILE_TABS (shared/validation/profile/tabs.ts): where each tab
 * lives in the SPA and where a save leads. Pure: no React, so the router, sagas and tests use it.
 */
import { LAST_PROFILE_TAB, PROFILE_TABS, type ProfileTab, forcedTab } from '@shared/validation/profile/tabs';

export const tabPath = (tab: ProfileTab) => `/profile/${PROFILE_TABS[tab].path}`;

/** The redirect rule: while the profile is incomplete, the tab to save next is where the user goes. */
export function forcedTabPath(workflow: number | null): string | undefined {
  const tab = forcedTab(workflow);
  return tab === undefined ? undefined : tabPath(tab);
}

/** After tab t is saved the wizard shows the next one; after the last, the home screen. */
export const nextPathAfter = (tab: ProfileTab) =>
  tab >= LAST_PROFILE_TAB ? '/home' : tabPath((tab + 1) as ProfileTab);
