import '../locale';
import type { AnyObjectSchema } from 'yup';
import type { Today } from '../dates';
import { datiDisponibilitaSchema } from './availability';
import { datiBancariSchema } from './bank';
import { datiCittadinanzaSchema } from './citizenship';
import { datiFamiliariSchema } from './family';
import { datiFiscaliSchema } from './fiscal';
import { datiPersonaliGiuridiciSchema } from './personalLegal';
import { datiFisiciSchema } from './physical';
import { datiProfessionaliSchema } from './professional';
import { datiProfiloSchema } from './profileData';
import type { ProfileTabKey } from './tabs';

/**
 * The schema column of PROFILE_TABS: each tab's body as the wire takes it (its Salva call), keyed
 * by the tab's key so the compiler asks for one schema per tab of the table. Kept apart from
 * tabs.ts because it loads yup and every tab's rules, which the router and the store do not need.
 */
export const PROFILE_TAB_SCHEMAS = {
  availability: (today) => datiDisponibilitaSchema(today),
  profile: (today) => datiProfiloSchema(today),
  personalLegal: () => datiPersonaliGiuridiciSchema,
  citizenship: (today) => datiCittadinanzaSchema(today),
  physical: () => datiFisiciSchema('kg'),
  family: () => datiFamiliariSchema,
  professional: () => datiProfessionaliSchema,
  fiscal: () => datiFiscaliSchema,
  bank: () => datiBancariSchema,
} satisfies Record<ProfileTabKey, (today: Today) => AnyObjectSchema>;
