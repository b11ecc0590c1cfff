import { screen, waitFor, within } from '@testing-library/react';
import type { DomainLookups } from '../../../store/domain/domainTypes';
import { lookupsLoaded } from '../../../testing/lookups';
import { choose, label, optionsOf, renderTab, shownValue } from '../../../testing/tabHarness';
import { LANGUAGES, type Language } from '@shared/validation/language';
import type { DatiProfessionali } from '@shared/contracts/profile';
import ProfessionalTab from '../tabs/ProfessionalTab';

/** A small tree in each language: two scopes, their departments and roles. */
function lookupsIn(language: Language): DomainLookups {
  const name = (it: string, en: string) => (language === 'it' ? it : en);
  return {
    nations: [],
    languages: [
      { id_LinguaProfilo: 1, lingua: name('Inglese', 'English') },
      { id_LinguaProfilo: 2, lingua: name('Francese', 'French') },
    ],
    levels: [
      { chiave: 1, valore: 'A2', codice: 'A2' },
      { chiave: 5, valore: 'C2', codice: 'C2' },
    ],
    scopes: [
      {
        id_Ambito: 1,
        testo: 'Cinema',
        listaDipartimenti: [
          {
            id_Dipartimento: 10,
            testo: name('Fotografia', 'Camera'),
            listaRuoli: [
              { id_Ruolo: 100, testo: name('Direttore della fotografia', 'Director of photography') },
              { id_Ruolo: 101, testo: name('Operatore di macchina', 'Camera operator') },
            ],
          },
          {
            id_Dipartimento: 11,
            testo: name('Suono', 'Sound'),
            listaRuoli: [{ id_Ruolo: 110, testo: name('Fonico di presa diretta', 'Production sound mixer') }],
          },
        ],
      },
      {
        id_Ambito: 2,
        testo: name('Teatro', 'Theatre'),
        listaDipartimenti: [
          {
            id_Dipartimento: 20,
            testo: name('Luci', 'Lighting'),
            listaRuoli: [{ id_Ruolo: 200, testo: name('Datore luci', 'Lighting operator') }],
          },
        ],
      },
    ],
  };
}

const empty: DatiProfessionali = { listaRuoli: [], esperienze: null, listaLingue: [] };

describe.each(LANGUAGES)('ProfessionalTab in %s', (language) => {
  const lookups = lookupsIn(language);
  const [cinema, theatre] = lookups.scopes;
  const [camera, sound] = cinema.listaDipartimenti;

  const renderPage = (data: DatiProfessionali = empty) => {
    const page = renderTab(ProfessionalTab, {
      data,
      language,
      preloadedState: lookupsLoaded(language, lookups),
    });
    const group = (id: string, number: number) => screen.getByRole('group', { name: page.t(id, { number }) });
    const inGroup = (container: HTMLElement, id: string) =>
      within(container).getByLabelText(label(page.t(id), language));
    const roleRow = (number: number) => {
      const row = group('profile.professional.role.title', number);
      return {
        row,
        scope: () => inGroup(row, 'profile.professional.scope'),
        department: () => inGroup(row, 'profile.professional.department'),
        role: () => inGroup(row, 'profile.professional.role'),
      };
    };
    const languageRow = (number: number) => {
      const row = group('profile.professional.language.title', number);
      return {
        row,
        language: () => inGroup(row, 'profile.professional.language'),
        level: () => inGroup(row, 'profile.professional.level'),
      };
    };
    const button = (id: string) => screen.queryByRole('button', { name: page.t(id) });
    return { ...page, roleRow, languageRow, button };
  };

  it('lists the departments of the chosen scope and the roles of the chosen department', async () => {
    const { user, roleRow } = renderPage();
    const first = roleRow(1);
    expect(first.department()).toBeDisabled();
    expect(first.role()).toBeDisabled();
    await choose(user, first.scope(), cinema.testo);
    expect(first.department()).toBeEnabled();
    expect(first.role()).toBeDisabled();
    expect(await optionsOf(user, first.department())).toEqual([camera.testo, sound.testo]);
    await choose(user, first.department(), camera.testo);
    expect(await optionsOf(user, first.role())).toEqual(camera.listaRuoli.map((r) => r.testo));
  });

  it('empties the lower levels when a higher one is picked again', async () => {
    const { user, roleRow } = renderPage({
      ...empty,
      listaRuoli: [{ id_RuoloProfilo: 4, id_Ambito: 1, id_Dipartimento: 10, id_Ruolo: 101 }],
    });
    const first = roleRow(1);
    expect(shownValue(first.role())).toBe(camera.listaRuoli[1].testo);
    await choose(user, first.department(), sound.testo);
    await waitFor(() => expect(shownValue(first.role())).toBe(''));
    expect(shownValue(first.scope())).toBe(cinema.testo);
    await choose(user, first.scope(), theatre.testo);
    await waitFor(() => expect(shownValue(first.department())).toBe(''));
    expect(first.role()).toBeDisabled();
    expect(await optionsOf(user, first.department())).toEqual([theatre.listaDipartimenti[0].testo]);
  });

  it('adds rows up to three roles and three languages, and removes them', async () => {
    const { user, button, roleRow, t } = renderPage();
    // The only row cannot go: one role and one language are required.
    expect(
      screen.queryByRole('button', { name: t('profile.professional.role.remove', { number: 1 }) }),
    ).not.toBeInTheDocument();
    await user.click(button('profile.professional.role.add')!);
    await user.click(button('profile.professional.role.add')!);
    expect(roleRow(3).row).toBeInTheDocument();
    expect(button('profile.professional.role.add')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('profile.professional.role.remove', { number: 2 }) }));
    expect(
      screen.queryByRole('group', { name: t('profile.professional.role.title', { number: 3 }) }),
    ).not.toBeInTheDocument();
    expect(button('profile.professional.role.add')).toBeInTheDocument();

    await user.click(button('profile.professional.language.add')!);
    await user.click(button('profile.professional.language.add')!);
    expect(button('profile.professional.language.add')).not.toBeInTheDocument();
  });

  it('says at each field what is required, and sends nothing', async () => {
    const { t, save, onSubmit } = renderPage();
    await save();
    for (const id of [
      'validation.profile.scope.required',
      'validation.profile.department.required',
      'validation.profile.role.required',
      'validation.profile.experience.required',
      'validation.profile.language.required',
      'validation.profile.level.required',
    ]) {
      expect(await screen.findByText(t(id))).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers a language once across the rows', async () => {
    const { user, button, languageRow } = renderPage();
    await choose(user, languageRow(1).language(), lookups.languages[0].lingua);
    await user.click(button('profile.professional.language.add')!);
    await user.click(languageRow(2).language());
    const disabled = await waitFor(() => {
      const options = [
        ...document.querySelectorAll(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-disabled',
        ),
      ];
      expect(options).toHaveLength(1);
      return options;
    });
    expect(disabled[0]).toHaveTextContent(lookups.languages[0].lingua);
  });

  it('sends the rows and the experience, once', async () => {
    const saved: DatiProfessionali = {
      listaRuoli: [{ id_RuoloProfilo: 4, id_Ambito: 1, id_Dipartimento: 10, id_Ruolo: 100 }],
      esperienze: null,
      listaLingue: [{ id_LinguaProfilo: 1, livello: 5 }],
    };
    const { user, field, fill, roleRow, languageRow, button, save, submitted } = renderPage(saved);
    expect(shownValue(roleRow(1).role())).toBe(camera.listaRuoli[0].testo);
    expect(shownValue(languageRow(1).level())).toBe('C2');
    await user.click(button('profile.professional.role.add')!);
    await choose(user, roleRow(2).scope(), theatre.testo);
    await choose(user, roleRow(2).department(), theatre.listaDipartimenti[0].testo);
    await choose(user, roleRow(2).role(), theatre.listaDipartimenti[0].listaRuoli[0].testo);
    await fill(field('profile.professional.experience'), '  Dieci anni di set.  ');
    await save();
    expect(await submitted()).toEqual({
      listaRuoli: [
        { id_RuoloProfilo: 4, id_Ambito: 1, id_Dipartimento: 10, id_Ruolo: 100 },
        { id_RuoloProfilo: null, id_Ambito: 2, id_Dipartimento: 20, id_Ruolo: 200 },
      ],
      esperienze: 'Dieci anni di set.',
      listaLingue: [{ id_LinguaProfilo: 1, livello: 5 }],
    });
  });
});
