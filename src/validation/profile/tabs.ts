/**
 * The profile wizard's tabs and workflow (00-DECISIONS: profile wizard and workflow), without yup,
 * so the store and the wizard's routing use them without loading the form rules.
 */
export const PROFILE_TAB = {
  availability: 0,
  profile: 1,
  personalLegal: 2,
  citizenship: 3,
  physical: 4,
  family: 5,
  professional: 6,
  fiscal: 7,
  bank: 8,
} as const;
export type ProfileTab = (typeof PROFILE_TAB)[keyof typeof PROFILE_TAB];
export const PROFILE_TAB_COUNT = 9;

/** Workflow 0: the profile is complete. 1..9: the next tab to save, plus one. 10 and up: reserved. */
export const WORKFLOW_COMPLETE = 0;
export const WORKFLOW_RESERVED_FROM = 10;

/** A tab can be opened and saved once every tab before it has been saved. */
export function isTabEnabled(workflow: number, tab: ProfileTab): boolean {
  return workflow === WORKFLOW_COMPLETE || workflow >= tab + 1;
}

/** Saving tab t while workflow is t+1 moves it on; the last tab completes it; nothing moves it back. */
export function workflowAfterSaving(workflow: number, tab: ProfileTab): number {
  if (workflow !== tab + 1) return workflow;
  return tab === PROFILE_TAB.bank ? WORKFLOW_COMPLETE : tab + 2;
}
