/**
 * The profile wizard's nine tabs and its workflow (product.md §1.2, §3.4): the one table the SPA's
 * router, wizard and redirect and the server's save step are derived from. A tab's index is its
 * position here, and it is what the wire and the workflow count. Without yup, so the first chunk
 * (the router reads the paths) and the store load no form rules: each tab's schema is keyed by the
 * same `key` in tabSchemas.ts, and the SPA's calls and forms in src/features/profile.
 */
export const PROFILE_TABS = [
  { key: 'availability', path: 'availability', titleKey: 'profile.tab.availability' },
  { key: 'profile', path: 'data', titleKey: 'profile.tab.data' },
  { key: 'personalLegal', path: 'personal-juridical', titleKey: 'profile.tab.personalJuridical' },
  { key: 'citizenship', path: 'citizenship', titleKey: 'profile.tab.citizenship' },
  { key: 'physical', path: 'physical', titleKey: 'profile.tab.physical' },
  { key: 'family', path: 'family', titleKey: 'profile.tab.family' },
  { key: 'professional', path: 'professional', titleKey: 'profile.tab.professional' },
  { key: 'fiscal', path: 'fiscal', titleKey: 'profile.tab.fiscal' },
  { key: 'bank', path: 'bank', titleKey: 'profile.tab.bank' },
] as const;

type Rows = typeof PROFILE_TABS;
type IndexOf<Position> = Position extends `${infer Index extends number}` ? Index : never;
/** A tab's index, 0 to 8. */
export type ProfileTab = IndexOf<Extract<keyof Rows, `${number}`>>;
export type ProfileTabKey = Rows[number]['key'];

/** Each tab's index by its key (PROFILE_TAB.bank is 8), for code that names one tab. */
export const PROFILE_TAB = Object.fromEntries(PROFILE_TABS.map((tab, index) => [tab.key, index])) as {
  readonly [Index in ProfileTab as Rows[Index]['key']]: Index;
};

export const FIRST_PROFILE_TAB = 0 as ProfileTab;
export const LAST_PROFILE_TAB = (PROFILE_TABS.length - 1) as ProfileTab;

/** The tab at an index, or undefined for a number that names none. */
export function profileTabAt(index: number): ProfileTab | undefined {
  return Number.isInteger(index) && index >= FIRST_PROFILE_TAB && index <= LAST_PROFILE_TAB
    ? (index as ProfileTab)
    : undefined;
}

/** The tab whose path is `segment` (/profile/<path>), or undefined. */
export function profileTabOfPath(segment: string | undefined): ProfileTab | undefined {
  return profileTabAt(PROFILE_TABS.findIndex((tab) => tab.path === segment));
}

/** Workflow 0: the profile is complete. 1..9: the next tab to save, plus one. 10 and up: reserved. */
export const WORKFLOW_COMPLETE = 0;
export const WORKFLOW_RESERVED_FROM = PROFILE_TABS.length + 1;

/** A tab can be opened and saved once every tab before it has been saved. */
export function isTabEnabled(workflow: number, tab: ProfileTab): boolean {
  return workflow === WORKFLOW_COMPLETE || workflow >= tab + 1;
}

/** Saving tab t while workflow is t+1 moves it on; the last tab completes it; nothing moves it back. */
export function workflowAfterSaving(workflow: number, tab: ProfileTab): number {
  if (workflow !== tab + 1) return workflow;
  return tab === LAST_PROFILE_TAB ? WORKFLOW_COMPLETE : tab + 2;
}

/**
 * Where a user must be while the profile is incomplete: workflow w in 1..9 sends to tab w-1;
 * 0 (complete), 10 or more (reserved) and no session force nothing.
 */
export function forcedTab(workflow: number | null): ProfileTab | undefined {
  if (workflow === null || workflow <= WORKFLOW_COMPLETE || workflow >= WORKFLOW_RESERVED_FROM) return undefined;
  return profileTabAt(workflow - 1);
}
