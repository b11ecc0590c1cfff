import { apiCall } from '../../api/client';
import { WIZARD_TABS, type WizardTab } from './wizardSteps';

/** What every Salva call answers: the workflow after the save (00-DECISIONS). */
export interface TabSaved {
  workflow: number;
}

export const profileApi = {
  loadTab: <T>(tab: WizardTab) => apiCall<T>('GET', `/api/Profilo/${WIZARD_TABS[tab].load}`).then((a) => a.data),
  saveTab: (tab: WizardTab, values: unknown) => apiCall<TabSaved>('PUT', `/api/Profilo/${WIZARD_TABS[tab].save}`, { body: values }),
};
