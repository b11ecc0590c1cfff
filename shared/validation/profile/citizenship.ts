import '../locale';
import * as yup from 'yup';
import { type Today, todayInRome } from '../dates';
import { dateField, fromToday, optionalLookupId, optionalText, requiredFlag } from '../fields';

/**
 * Profile tab 3: citizenship and residence permit (product.md §1.3, §1.5). Shared by the tab's
 * form and PUT /api/Profilo/SalvaDatiCittadinanza.
 *
 * The permit fields are optional: a citizen of another EU country is not Italian and needs no
 * permit, and the profile does not ask for the nationality. An Italian citizen keeps none of them.
 */
export function datiCittadinanzaSchema(today: Today = todayInRome) {
  return yup.object({
    cittadinanzaItaliana: requiredFlag('validation.profile.italianCitizenship.required'),
    id_MotivoRilascioPermessoSoggiorno: optionalLookupId().when('cittadinanzaItaliana', {
      is: true,
      then: (schema) => schema.transform(() => null),
    }),
    codicePermessoSoggiorno: optionalText(50).when('cittadinanzaItaliana', {
      is: true,
      then: (schema) => schema.transform(() => null),
    }),
    identificativoPermessoSoggiorno: optionalText(50).when('cittadinanzaItaliana', {
      is: true,
      then: (schema) => schema.transform(() => null),
    }),
    cittàRilascioPermessoSoggiorno: optionalText(100).when('cittadinanzaItaliana', {
      is: true,
      then: (schema) => schema.transform(() => null),
    }),
    dataScadenzaPermessoSoggiorno: dateField()
      .test('from-today', 'validation.profile.permitExpiry.past', fromToday(today))
      .when('cittadinanzaItaliana', { is: true, then: (schema) => schema.transform(() => null) }),
  });
}
export type DatiCittadinanzaRequest = yup.InferType<ReturnType<typeof datiCittadinanzaSchema>>;
