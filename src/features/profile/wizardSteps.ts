/**
 * The nine tabs of the profile wizard, by index (spec 01 section 2), with the path of each and
 * the calls that read and save it. Pure data and rules: no React, so sagas and tests use it too.
 */
import { type ProfileTab, WORKFLOW_COMPLETE, WORKFLOW_RESERVED_FROM, isTabEnabled as workflowAllowsTab } from '../../validation/profile/tabs';

export const WIZARD_TABS = [
  { path: 'availability', label: 'profile.tab.availability', load: 'RecuperaDatiDisponibilita/', save: 'SalvaDatiDisponibilita' },
  { path: 'data', label: 'profile.tab.data', load: 'RecuperaDatiProfilo/', save: 'SalvaDatiProfilo' },
  { path: 'personal-juridical', label: 'profile.tab.personalJuridical', load: 'RecuperaDatiPersonaliGiuridici/', save: 'SalvaDatiPersonaliGiuridici' },
  { path: 'citizenship', label: 'profile.tab.citizenship', load: 'RecuperaDatiCittadinanza/', save: 'SalvaDatiCittadinanza' },
  { path: 'physical', label: 'profile.tab.physical', load: 'RecuperaDatiFisici/', save: 'SalvaDatiFisici' },
  { path: 'family', label: 'profile.tab.family', load: 'RecuperaDatiFamiliari/', save: 'SalvaDatiFamiliari' },
  { path: 'professional', label: 'profile.tab.professional', load: 'RecuperaDatiProfessionali/', save: 'SalvaDatiProfessionali' },
  { path: 'fiscal', label: 'profile.tab.fiscal', load: 'RecuperaDatiFiscali/', save: 'SalvaDatiFiscali' },
  { path: 'bank', label: 'profile.tab.bank', load: 'RecuperaDatiBancari', save: 'SalvaDatiBancari' },
] as const;

export type WizardTab = number;
export const LAST_TAB = WIZARD_TABS.length - 1;

export const tabPath = (tab: WizardTab) => (tab < 0 ? '/home' : `/profile/${WIZARD_TABS[tab].path}`);

export function tabOfPath(segment: string | undefined): WizardTab | undefined {
  const index = WIZARD_TABS.findIndex((t) => t.path === segment);
  return index === -1 ? undefined : index;
}

/** 00-DECISIONS: a tab is enabled when the profile is complete or the user has reached it. */
export const isTabEnabled = (tab: WizardTab, workflow: number) => workflowAllowsTab(workflow, tab as ProfileTab);

/**
 * Where a user must be while the profile is incomplete: workflow w in 1..9 sends to tab w-1;
 * 0 (complete) and 10 or more (reserved) force nothing.
 */
export function forcedTab(workflow: number | null): WizardTab | undefined {
  if (workflow === null || workflow <= WORKFLOW_COMPLETE || workflow >= WORKFLOW_RESERVED_FROM) return undefined;
  return Math.min(workflow - 1, LAST_TAB);
}

/** After tab t is saved the wizard shows the next one; after the last, the home screen. */
export const nextPathAfter = (tab: WizardTab) => (tab >= LAST_TAB ? '/home' : tabPath(tab + 1));
