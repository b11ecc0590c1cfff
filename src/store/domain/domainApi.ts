import { api } from '../../api/client';
import type { Language } from '@shared/validation/language';
import type { LanguageLevel, Nation, Scope, SpokenLanguage } from '@shared/contracts/domain';

/** The lookups take their names' language from Accept-Language as it-IT or en-EN (product.md §1.7). */
const headersFor = (language: Language) => ({ headers: { 'Accept-Language': language === 'it' ? 'it-IT' : 'en-EN' } });

export const domainApi = {
  nations: (language: Language) => api.get<Nation[]>('/api/Dominio/Nazioni', headersFor(language)),
  languages: (language: Language) => api.get<SpokenLanguage[]>('/api/Dominio/Lingue', headersFor(language)),
  levels: (language: Language) => api.get<LanguageLevel[]>('/api/Dominio/LivelloLingue', headersFor(language)),
  scopes: (language: Language) => api.get<Scope[]>('/api/Dominio/Ruoli', headersFor(language)),
};
