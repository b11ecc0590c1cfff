import { failures, valid } from '../../__tests__/schemaFailures';
import { datiCittadinanzaSchema } from '../citizenship';

const TODAY = '2025-06-15';
const today = () => TODAY;

describe('tab 3: citizenship', () => {
  const schema = datiCittadinanzaSchema(today);

  it('needs a permit expiry from today on, and keeps no permit for an Italian citizen', () => {
    expect(failures(schema, { cittadinanzaItaliana: false, dataScadenzaPermessoSoggiorno: '2025-06-14' })).toEqual({
      dataScadenzaPermessoSoggiorno: 'validation.profile.permitExpiry.past',
    });
    expect(failures(schema, { cittadinanzaItaliana: false, dataScadenzaPermessoSoggiorno: '2025-06-15' })).toEqual({});
    expect(
      valid(schema, {
        cittadinanzaItaliana: true,
        codicePermessoSoggiorno: 'X',
        dataScadenzaPermessoSoggiorno: '2020-01-01',
      }),
    ).toMatchObject({
      codicePermessoSoggiorno: null,
      dataScadenzaPermessoSoggiorno: null,
    });
    expect(failures(schema, {})).toEqual({ cittadinanzaItaliana: 'validation.profile.italianCitizenship.required' });
  });

  it('keeps the accented field name of product.md §1.3', () => {
    expect(valid(schema, { cittadinanzaItaliana: false, cittàRilascioPermessoSoggiorno: 'Roma' })).toMatchObject({
      cittàRilascioPermessoSoggiorno: 'Roma',
    });
  });
});
