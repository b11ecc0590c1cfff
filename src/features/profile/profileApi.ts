import { apiCall } from '../../api/client';
import type { TabSaved } from '@shared/contracts/profile';
import { PROFILE_TABS, type ProfileTab, type ProfileTabKey } from '@shared/validation/profile/tabs';

/** The API calls column of PROFILE_TABS: each tab's read and save under /api/Profilo (product.md §1.7). */
const TAB_CALLS: Record<ProfileTabKey, { load: string; save: string }> = {
  availability: { load: 'RecuperaDatiDisponibilita/', save: 'SalvaDatiDisponibilita' },
  profile: { load: 'RecuperaDatiProfilo/', save: 'SalvaDatiProfilo' },
  personalLegal: { load: 'RecuperaDatiPersonaliGiuridici/', save: 'SalvaDatiPersonaliGiuridici' },
  citizenship: { load: 'RecuperaDatiCittadinanza/', save: 'SalvaDatiCittadinanza' },
  physical: { load: 'RecuperaDatiFisici/', save: 'SalvaDatiFisici' },
  family: { load: 'RecuperaDatiFamiliari/', save: 'SalvaDatiFamiliari' },
  professional: { load: 'RecuperaDatiProfessionali/', save: 'SalvaDatiProfessionali' },
  fiscal: { load: 'RecuperaDatiFiscali/', save: 'SalvaDatiFiscali' },
  bank: { load: 'RecuperaDatiBancari', save: 'SalvaDatiBancari' },
};

const callsOf = (tab: ProfileTab) => TAB_CALLS[PROFILE_TABS[tab].key];

export const profileApi = {
  loadTab: <T>(tab: ProfileTab) => apiCall<T>('GET', `/api/Profilo/${callsOf(tab).load}`).then((a) => a.data),
  saveTab: (tab: ProfileTab, values: unknown) =>
    apiCall<TabSaved>('PUT', `/api/Profilo/${callsOf(tab).save}`, { body: values }),
};
