import { failures, valid } from '../../__tests__/schemaFailures';
import { datiFamiliariSchema } from '../family';

describe('tab 5: family', () => {
  it('asks a married person for the spouse code, and one valid code per dependent child', () => {
    expect(
      failures(datiFamiliariSchema, {
        statoCivile: 1,
        numeroFigliACarico: 2,
        percentualeFigliACarico: 50,
        listaFigliACarico: [{ codiceFiscaleFiglio: 'bad' }],
      }),
    ).toEqual({
      codiceFiscaleConiuge: 'validation.profile.spouseFiscalCode.required',
      listaFigliACarico: 'validation.profile.children.count',
      'listaFigliACarico[0].codiceFiscaleFiglio': 'validation.profile.childFiscalCode.invalid',
    });
    expect(
      valid(datiFamiliariSchema, {
        statoCivile: 1,
        codiceFiscaleConiuge: 'rssmra85t10a562s',
        numeroFigliACarico: 1,
        percentualeFigliACarico: 100,
        listaFigliACarico: [{ codiceFiscaleFiglio: 'rssgli15a41h501w' }],
      }),
    ).toMatchObject({
      codiceFiscaleConiuge: 'RSSMRA85T10A562S',
      listaFigliACarico: [{ codiceFiscaleFiglio: 'RSSGLI15A41H501W' }],
    });
  });

  it('forgets the spouse code of a single person and the percentage when there are no children', () => {
    expect(
      valid(datiFamiliariSchema, {
        statoCivile: 2,
        codiceFiscaleConiuge: 'RSSMRA85T10A562S',
        numeroFigliACarico: 0,
        percentualeFigliACarico: 50,
      }),
    ).toMatchObject({
      codiceFiscaleConiuge: null,
      percentualeFigliACarico: null,
      listaFigliACarico: [],
    });
    expect(
      failures(datiFamiliariSchema, {
        numeroFigliACarico: 1,
        listaFigliACarico: [{ codiceFiscaleFiglio: 'RSSGLI15A41H501W' }],
      }),
    ).toEqual({
      statoCivile: 'validation.profile.maritalStatus.required',
      percentualeFigliACarico: 'validation.profile.childrenPercentage.required',
    });
  });

  it('reads the number of children and the percentage as typed: a decimal refused in their words, a sign kept for the range', () => {
    const base = { statoCivile: 2, listaFigliACarico: [] };
    expect(failures(datiFamiliariSchema, { ...base, numeroFigliACarico: '2,5' })).toEqual({
      numeroFigliACarico: 'validation.profile.children.whole',
    });
    expect(failures(datiFamiliariSchema, { ...base, numeroFigliACarico: '-3' })).toMatchObject({
      numeroFigliACarico: 'validation.profile.children.range',
    });
    expect(failures(datiFamiliariSchema, { ...base, numeroFigliACarico: '' })).toEqual({
      numeroFigliACarico: 'validation.profile.children.required',
    });
    const oneChild = {
      ...base,
      numeroFigliACarico: '1',
      listaFigliACarico: [{ codiceFiscaleFiglio: 'rssgli15a41h501w' }],
    };
    expect(failures(datiFamiliariSchema, { ...oneChild, percentualeFigliACarico: '50.5' })).toEqual({
      percentualeFigliACarico: 'validation.profile.childrenPercentage.whole',
    });
    expect(failures(datiFamiliariSchema, { ...oneChild, percentualeFigliACarico: '-3' })).toEqual({
      percentualeFigliACarico: 'validation.profile.childrenPercentage.range',
    });
    expect(valid(datiFamiliariSchema, { ...oneChild, percentualeFigliACarico: '50' })).toMatchObject({
      numeroFigliACarico: 1,
      percentualeFigliACarico: 50,
    });
  });
});
