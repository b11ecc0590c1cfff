import { failures } from '../../__tests__/schemaFailures';
import { datiProfessionaliSchema } from '../professional';

describe('tab 6: professional data', () => {
  const role = { id_Ambito: 1, id_Dipartimento: 104, id_Ruolo: 10401 };
  const language = { id_LinguaProfilo: 2, livello: 3 };

  it('needs 1 to 3 complete roles, an experience text and 1 to 3 languages with their level', () => {
    expect(failures(datiProfessionaliSchema, {})).toEqual({
      listaRuoli: 'validation.profile.roles.required',
      esperienze: 'validation.profile.experience.required',
      listaLingue: 'validation.profile.languages.required',
    });
    expect(
      failures(datiProfessionaliSchema, {
        listaRuoli: [{ id_Ambito: 1 }, role, role, role],
        esperienze: 'Dieci anni sul set',
        listaLingue: [{ id_LinguaProfilo: 2 }, language, language, language],
      }),
    ).toEqual({
      listaRuoli: 'validation.profile.roles.max',
      'listaRuoli[0].id_Dipartimento': 'validation.profile.department.required',
      'listaRuoli[0].id_Ruolo': 'validation.profile.role.required',
      listaLingue: 'validation.profile.languages.max',
      'listaLingue[0].livello': 'validation.profile.level.required',
    });
    expect(
      failures(datiProfessionaliSchema, { listaRuoli: [role, role], esperienze: 'x', listaLingue: [language] }),
    ).toEqual({
      listaRuoli: 'validation.profile.roles.duplicate',
    });
  });
});
