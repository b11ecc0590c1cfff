import { type Today, todayInRome } from '../dates';
import { datiDisponibilitaSchema } from './availability';
import { datiBancariSchema } from './bank';
import { datiCittadinanzaSchema } from './citizenship';
import { datiFamiliariSchema } from './family';
import { datiFiscaliSchema } from './fiscal';
import { datiPersonaliGiuridiciSchema } from './personalLegal';
import { datiFisiciSchema } from './physical';
import { datiProfessionaliSchema } from './professional';
import { datiProfiloSchema } from './profileData';

/** All nine, by tab index, as the wire takes them. */
export function profileTabSchemas(today: Today = todayInRome) {
  return [
    datiDisponibilitaSchema(today),
    datiProfiloSchema(today),
    datiPersonaliGiuridiciSchema,
    datiCittadinanzaSchema(today),
    datiFisiciSchema('kg'),
    datiFamiliariSchema,
    datiProfessionaliSchema,
    datiFiscaliSchema,
    datiBancariSchema,
  ] as const;
}
