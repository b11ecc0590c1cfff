import { PROFILE_TAB, isTabEnabled, workflowAfterSaving } from '../tabs';

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
});
