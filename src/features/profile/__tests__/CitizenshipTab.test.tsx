import { screen } from '@testing-library/react';
import { openDatePicker } from '../../../testing/render';
import { choose, label, renderTab } from '../../../testing/tabHarness';
import { addDays, todayInRome } from '@shared/validation/dates';
import { LANGUAGES } from '@shared/validation/language';
import type { DatiCittadinanza } from '@shared/contracts/profile';
import CitizenshipTab from '../tabs/CitizenshipTab';

const reasons = {
  it: [
    { id_MotivoRilascioPermessoSoggiorno: 1, motivazione: 'Lavoro subordinato' },
    { id_MotivoRilascioPermessoSoggiorno: 2, motivazione: 'Lavoro autonomo' },
  ],
  en: [
    { id_MotivoRilascioPermessoSoggiorno: 1, motivazione: 'Employment' },
    { id_MotivoRilascioPermessoSoggiorno: 2, motivazione: 'Self-employment' },
  ],
};

const dataIn = (language: 'it' | 'en', fields: Partial<DatiCittadinanza> = {}): DatiCittadinanza => ({
  cittadinanzaItaliana: true,
  id_MotivoRilascioPermessoSoggiorno: null,
  codicePermessoSoggiorno: null,
  identificativoPermessoSoggiorno: null,
  cittàRilascioPermessoSoggiorno: null,
  dataScadenzaPermessoSoggiorno: null,
  listaMotiviRichiestaPermessoSoggiorno: reasons[language],
  ...fields,
});

const PERMIT_FIELDS = ['reason', 'code', 'identifier', 'city', 'expiry'].map(
  (id) => `profile.citizenship.permit.${id}`,
);

describe.each(LANGUAGES)('CitizenshipTab in %s', (language) => {
  const renderPage = (fields: Partial<DatiCittadinanza> = {}) => {
    const page = renderTab(CitizenshipTab, { data: dataIn(language, fields), language });
    const citizen = () => screen.getByRole('switch', { name: page.t('profile.citizenship.italian') });
    const permitField = (id: string) =>
      screen.queryByLabelText(label(page.t(`profile.citizenship.permit.${id}`), language));
    return { ...page, citizen, permitField };
  };

  it('asks for the residence permit only when the user is not an Italian citizen', async () => {
    const { user, t, citizen } = renderPage();
    expect(citizen()).toBeChecked();
    for (const id of PERMIT_FIELDS) expect(screen.queryByLabelText(label(t(id), language))).not.toBeInTheDocument();
    await user.click(citizen());
    expect(citizen()).not.toBeChecked();
    expect(screen.getByRole('heading', { name: t('profile.citizenship.permit.title') })).toBeInTheDocument();
    for (const id of PERMIT_FIELDS) expect(screen.getByLabelText(label(t(id), language))).toBeInTheDocument();
    await user.click(citizen());
    for (const id of PERMIT_FIELDS) expect(screen.queryByLabelText(label(t(id), language))).not.toBeInTheDocument();
  });

  it('sends the permit as entered, once', async () => {
    const { user, fill, permitField, citizen, save, submitted } = renderPage();
    await user.click(citizen());
    await choose(user, permitField('reason')!, reasons[language][1].motivazione);
    await fill(permitField('code')!, ' 12AB34 ');
    await fill(permitField('identifier')!, 'I00123456');
    await fill(permitField('city')!, 'Milano');
    await save();
    expect(await submitted()).toEqual({
      cittadinanzaItaliana: false,
      id_MotivoRilascioPermessoSoggiorno: 2,
      codicePermessoSoggiorno: '12AB34',
      identificativoPermessoSoggiorno: 'I00123456',
      cittàRilascioPermessoSoggiorno: 'Milano',
      dataScadenzaPermessoSoggiorno: null,
    });
  });

  it('shows a saved expiry date the way the language writes dates, and sends it back', async () => {
    const future = '2099-06-05';
    const { permitField, save, submitted } = renderPage({
      cittadinanzaItaliana: false,
      dataScadenzaPermessoSoggiorno: future,
    });
    expect(permitField('expiry')).toHaveValue(language === 'it' ? '05/06/2099' : '06/05/2099');
    await save();
    expect(await submitted()).toMatchObject({ dataScadenzaPermessoSoggiorno: future });
  });

  it('says at the field that an expiry date in the past will not do, and sends nothing', async () => {
    // A permit saved last year may have expired since: the form says so rather than sending it again.
    const { t, save, onSubmit } = renderPage({
      cittadinanzaItaliana: false,
      dataScadenzaPermessoSoggiorno: addDays(todayInRome(), -1),
    });
    await save();
    expect(await screen.findByText(t('validation.profile.permitExpiry.past'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not offer an expiry day before today in the picker', async () => {
    const today = todayInRome();
    const { user, permitField } = renderPage({ cittadinanzaItaliana: false, dataScadenzaPermessoSoggiorno: today });
    const offers = await openDatePicker(user, permitField('expiry')!);
    expect(offers(today)).toBe(true);
    // The first of the month is before today, unless today is the first.
    const first = `${today.slice(0, 8)}01`;
    expect(offers(first)).toBe(first === today);
  });

  it('sends no permit for an Italian citizen, whatever was saved before', async () => {
    const { user, citizen, save, submitted } = renderPage({
      cittadinanzaItaliana: false,
      id_MotivoRilascioPermessoSoggiorno: 1,
      codicePermessoSoggiorno: 'X1',
      dataScadenzaPermessoSoggiorno: addDays(todayInRome(), -10),
    });
    await user.click(citizen());
    await save();
    expect(await submitted()).toEqual({
      cittadinanzaItaliana: true,
      id_MotivoRilascioPermessoSoggiorno: null,
      codicePermessoSoggiorno: null,
      identificativoPermessoSoggiorno: null,
      cittàRilascioPermessoSoggiorno: null,
      dataScadenzaPermessoSoggiorno: null,
    });
  });
});
