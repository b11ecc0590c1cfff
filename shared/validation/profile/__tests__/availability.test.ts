import { failures, valid } from '../../__tests__/schemaFailures';
import { datiDisponibilitaSchema } from '../availability';

const TODAY = '2025-06-15';
const today = () => TODAY;

describe('tab 0: availability', () => {
  const schema = datiDisponibilitaSchema(today);

  it('accepts days from today to the end of next month, Italy with a region and other nations without', () => {
    const value = valid(schema, {
      greenPass: true,
      dataScadenzaGreenPass: '2025-06-15',
      listaNazioni: [
        { id_Nazione: 21, id_Regione: 7 },
        { id_Nazione: 9, id_Regione: null },
      ],
      listaDisponibilita: [
        { giorno: '2025-06-15', disponibile: false, modificabile: true, id_DisponibilitaProfilo: 4 },
        { giorno: '2025-07-31', disponibile: true },
      ],
    });
    expect(value.listaDisponibilita).toEqual([
      { giorno: '2025-06-15', disponibile: false },
      { giorno: '2025-07-31', disponibile: true },
    ]);
  });

  it('drops days already past instead of refusing the save', () => {
    expect(
      valid(schema, { listaDisponibilita: [{ giorno: '2025-06-14', disponibile: false }] }).listaDisponibilita,
    ).toEqual([]);
  });

  it('refuses what the rules forbid', () => {
    expect(
      failures(schema, {
        greenPass: true,
        dataScadenzaGreenPass: '2025-06-14',
        listaNazioni: [{ id_Nazione: 21 }, { id_Nazione: 3 }, { id_Nazione: 4 }, { id_Nazione: 5 }],
        listaDisponibilita: [
          { giorno: '2025-08-01', disponibile: true },
          { giorno: '2025-02-30', disponibile: true },
          { giorno: '2025-06-20' },
        ],
      }),
    ).toEqual({
      dataScadenzaGreenPass: 'validation.profile.greenPassExpiry.past',
      listaNazioni: 'validation.profile.workingAreas.max',
      'listaNazioni[0].id_Regione': 'validation.profile.region.required',
      'listaDisponibilita[0].giorno': 'validation.profile.availability.dayOutOfRange',
      'listaDisponibilita[1].giorno': 'validation.date.invalid',
      'listaDisponibilita[2].disponibile': 'validation.profile.availability.flagRequired',
    });
    expect(failures(schema, { greenPass: true })).toEqual({
      dataScadenzaGreenPass: 'validation.profile.greenPassExpiry.required',
    });
    expect(failures(schema, { listaNazioni: [{ id_Nazione: 9 }, { id_Nazione: 9 }] })).toEqual({
      listaNazioni: 'validation.profile.workingAreas.duplicate',
    });
  });

  it('forgets the green pass expiry when there is no green pass', () => {
    expect(valid(schema, { greenPass: false, dataScadenzaGreenPass: '2020-01-01' }).dataScadenzaGreenPass).toBeNull();
  });
});
