import { screen, waitFor } from '@testing-library/react';
import { choose, isMarkedOptional, label, renderTab } from '../../../testing/tabHarness';
import { LANGUAGES } from '@shared/validation/language';
import type { DatiFamiliari } from '@shared/contracts/profile';
import FamilyTab from '../tabs/FamilyTab';

const statuses = {
  it: [
    { chiave: 2, valore: 'Celibe/Nubile' },
    { chiave: 1, valore: 'Coniugato/a' },
    { chiave: 3, valore: 'Vedovo/a' },
  ],
  en: [
    { chiave: 2, valore: 'Single' },
    { chiave: 1, valore: 'Married' },
    { chiave: 3, valore: 'Widowed' },
  ],
};

const SPOUSE = 'RSSMRA80A01H501U';
const CHILD_1 = 'RSSLCU10A01F205X';
const CHILD_2 = 'RSSGLI12B41F205K';

const dataIn = (language: 'it' | 'en', fields: Partial<DatiFamiliari> = {}): DatiFamiliari => ({
  statoCivile: null,
  codiceFiscaleConiuge: null,
  numeroFigliACarico: 0,
  percentualeFigliACarico: null,
  listaFigliACarico: [],
  listaStatiCivili: statuses[language],
  ...fields,
});

describe.each(LANGUAGES)('FamilyTab in %s', (language) => {
  const married = statuses[language][1].valore;
  const single = statuses[language][0].valore;

  const renderPage = (fields: Partial<DatiFamiliari> = {}) => {
    const page = renderTab(FamilyTab, { data: dataIn(language, fields), language });
    const spouse = () => screen.queryByLabelText(label(page.t('profile.family.spouseFiscalCode'), language));
    const childLabels = Array.from({ length: 20 }, (_, index) =>
      page.t('profile.family.childFiscalCode', { number: index + 1 }),
    );
    const childCodes = () => screen.queryAllByLabelText((content) => childLabels.includes(content));
    return { ...page, spouse, childCodes };
  };

  it("asks for the spouse's fiscal code only when married, upper-cased as typed and required", async () => {
    const { user, t, field, spouse, save, onSubmit } = renderPage();
    expect(spouse()).not.toBeInTheDocument();
    await choose(user, field('profile.family.maritalStatus'), married);
    expect(spouse()).toBeInTheDocument();
    expect(isMarkedOptional(spouse()!)).toBe(false);
    await save();
    expect(await screen.findByText(t('validation.profile.spouseFiscalCode.required'))).toBeInTheDocument();
    await user.type(spouse()!, 'rssmra80');
    expect(spouse()).toHaveValue('RSSMRA80');
    await waitFor(() => expect(screen.getByText(t('validation.profile.spouseFiscalCode.invalid'))).toBeInTheDocument());
    await choose(user, field('profile.family.maritalStatus'), single);
    expect(spouse()).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows one fiscal code field per dependent child, following the number and keeping the codes already typed', async () => {
    const { user, t, field, fill, childCodes } = renderPage();
    expect(childCodes()).toHaveLength(0);
    expect(screen.queryByLabelText(label(t('profile.family.childrenPercentage'), language))).not.toBeInTheDocument();
    const count = field('profile.family.childrenCount');
    const setCount = async (value: string) => {
      await user.clear(count);
      await user.type(count, value);
    };
    const code = (number: number) => field('profile.family.childFiscalCode', { number });
    await setCount('3');
    await waitFor(() => expect(childCodes()).toHaveLength(3));
    expect(field('profile.family.childrenPercentage')).toBeInTheDocument();
    await fill(code(1), CHILD_1.toLowerCase());
    expect(code(1)).toHaveValue(CHILD_1);
    await fill(code(2), CHILD_2);
    await setCount('1');
    await waitFor(() => expect(childCodes()).toHaveLength(1));
    expect(code(1)).toHaveValue(CHILD_1);
    // Going back up brings back what was typed for the second child.
    await setCount('2');
    await waitFor(() => expect(childCodes()).toHaveLength(2));
    expect(code(2)).toHaveValue(CHILD_2);
  });

  it('says at each field what is missing or wrong, and sends nothing', async () => {
    const { t, field, fill, save, onSubmit } = renderPage({ numeroFigliACarico: 2, listaFigliACarico: [] });
    await fill(field('profile.family.childFiscalCode', { number: 1 }), 'ABC');
    await fill(field('profile.family.childrenPercentage'), '150');
    await save();
    expect(await screen.findByText(t('validation.profile.maritalStatus.required'))).toBeInTheDocument();
    expect(screen.getByText(t('validation.profile.childFiscalCode.invalid'))).toBeInTheDocument();
    expect(screen.getByText(t('validation.profile.childFiscalCode.required'))).toBeInTheDocument();
    expect(screen.getByText(t('validation.profile.childrenPercentage.range'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a number of children typed with a decimal or a minus sign in its words, never reading 2,5 as 25', async () => {
    const { user, t, field, save, childCodes, onSubmit } = renderPage();
    const count = field('profile.family.childrenCount');
    await user.clear(count);
    await user.type(count, language === 'it' ? '2,5' : '2.5');
    await save();
    expect(await screen.findByText(t('validation.profile.children.whole'))).toBeInTheDocument();
    expect(count).toHaveValue(language === 'it' ? '2,5' : '2.5');
    // The fields follow the last number that could be read, the "2" typed on the way.
    expect(childCodes()).toHaveLength(2);
    await user.clear(count);
    await user.type(count, '-3');
    expect(await screen.findByText(t('validation.profile.children.range'))).toBeInTheDocument();
    expect(childCodes()).toHaveLength(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the cast values once: codes upper-cased, one per child', async () => {
    const { user, field, fill, save, submitted } = renderPage({
      statoCivile: 1,
      codiceFiscaleConiuge: SPOUSE,
      numeroFigliACarico: 1,
      percentualeFigliACarico: 50,
      listaFigliACarico: [{ id_FiglioACarico: 9, codiceFiscaleFiglio: CHILD_1 }],
    });
    const count = field('profile.family.childrenCount');
    await user.clear(count);
    await user.type(count, '2');
    await fill(field('profile.family.childFiscalCode', { number: 2 }), CHILD_2.toLowerCase());
    await save();
    expect(await submitted()).toEqual({
      statoCivile: 1,
      codiceFiscaleConiuge: SPOUSE,
      numeroFigliACarico: 2,
      percentualeFigliACarico: 50,
      listaFigliACarico: [
        { id_FiglioACarico: 9, codiceFiscaleFiglio: CHILD_1 },
        { id_FiglioACarico: null, codiceFiscaleFiglio: CHILD_2 },
      ],
    });
  });
});
