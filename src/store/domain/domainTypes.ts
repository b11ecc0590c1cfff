import type { LanguageLevel, Nation, Scope, SpokenLanguage } from '@shared/contracts/domain';

/** The lookups of GET /api/Dominio/* as the store keeps them, in one language. */
export interface DomainLookups {
  nations: Nation[];
  languages: SpokenLanguage[];
  levels: LanguageLevel[];
  scopes: Scope[];
}
