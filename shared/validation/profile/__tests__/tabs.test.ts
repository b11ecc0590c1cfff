import {
  PROFILE_TAB,
  PROFILE_TABS,
  forcedTab,
  isTabEnabled,
  profileTabAt,
  profileTabOfPath,
  workflowAfterSaving,
} from '../tabs';

describe('the tabs table', () => {
  it('numbers the nine tabs by their place, as the wire and the workflow count them', () => {
    expect(PROFILE_TABS).toHaveLength(9);
    expect(PROFILE_TAB).toEqual({
      availability: 0,
      profile: 1,
      personalLegal: 2,
      citizenship: 3,
      physical: 4,
      family: 5,
      professional: 6,
      fiscal: 7,
      bank: 8,
    });
  });

  it('finds a tab by its path and refuses what names none', () => {
    expect(profileTabOfPath('data')).toBe(PROFILE_TAB.profile);
    expect(profileTabOfPath('bank')).toBe(PROFILE_TAB.bank);
    expect(profileTabOfPath('nope')).toBeUndefined();
    expect(profileTabOfPath(undefined)).toBeUndefined();
    expect(profileTabAt(9)).toBeUndefined();
    expect(profileTabAt(1.5)).toBeUndefined();
  });
});

describe('workflow', () => {
  it('moves on only when the tab saved is the next one, and completes after the last', () => {
    expect(workflowAfterSaving(1, PROFILE_TAB.availability)).toBe(2);
    expect(workflowAfterSaving(8, PROFILE_TAB.fiscal)).toBe(9);
    expect(workflowAfterSaving(9, PROFILE_TAB.bank)).toBe(0);
    expect(workflowAfterSaving(5, PROFILE_TAB.availability)).toBe(5);
    expect(workflowAfterSaving(0, PROFILE_TAB.profile)).toBe(0);
    expect(workflowAfterSaving(12, PROFILE_TAB.bank)).toBe(12);
  });

  it('enables a tab once those before it are saved', () => {
    expect(isTabEnabled(1, PROFILE_TAB.availability)).toBe(true);
    expect(isTabEnabled(1, PROFILE_TAB.profile)).toBe(false);
    expect(isTabEnabled(4, PROFILE_TAB.citizenship)).toBe(true);
    expect(isTabEnabled(0, PROFILE_TAB.bank)).toBe(true);
  });

  it('forces the next tab to save while the profile is incomplete, nothing once complete or reserved', () => {
    expect(forcedTab(1)).toBe(PROFILE_TAB.availability);
    expect(forcedTab(9)).toBe(PROFILE_TAB.bank);
    expect(forcedTab(0)).toBeUndefined();
    expect(forcedTab(10)).toBeUndefined();
    expect(forcedTab(null)).toBeUndefined();
  });
});
