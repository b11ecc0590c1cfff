import { screen, waitFor } from '@testing-library/react';
import { label, renderTab } from '../../../testing/tabHarness';
import { LANGUAGES } from '@shared/validation/language';
import type { DatiPersonaliGiuridici } from '@shared/contracts/profile';
import PersonalJuridicalTab from '../tabs/PersonalJuridicalTab';

const empty: DatiPersonaliGiuridici = {
  cittaNascita: null,
  provinciaNascita: null,
  cittaResidenza: null,
  indirizzoResidenza: null,
  provinciaResidenza: null,
  capResidenza: null,
  cittaDomicilio: null,
  indirizzoDomicilio: null,
  provinciaDomicilio: null,
  capDomicilio: null,
};

const residence = {
  cittaResidenza: 'Milano',
  indirizzoResidenza: 'Via Tortona 12',
  provinciaResidenza: 'MI',
  capResidenza: '20144',
};

describe.each(LANGUAGES)('PersonalJuridicalTab in %s', (language) => {
  const renderPage = (data: DatiPersonaliGiuridici = empty) => {
    const page = renderTab(PersonalJuridicalTab, { data, language });
    return { ...page, field: (id: string) => page.field(`profile.personal.${id}`) };
  };

  it('keeps the first two letters of a province, upper-cased, and only the digits of a postal code, as typed', async () => {
    const { user, field } = renderPage();
    await user.type(field('birth.province'), 'roma');
    expect(field('birth.province')).toHaveValue('RO');
    await user.type(field('residence.province'), 'm1i');
    expect(field('residence.province')).toHaveValue('MI');
    await user.type(field('residence.postalCode'), '2o1 00-a');
    expect(field('residence.postalCode')).toHaveValue('2100');
  });

  it('says at the field that a province is a 2-letter code, and sends nothing', async () => {
    const { user, field, t, save, onSubmit } = renderPage();
    await user.type(field('birth.province'), 'm');
    await save();
    expect(await screen.findByText(t('validation.profile.province.invalid'))).toBeInTheDocument();
    expect(field('birth.province')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the cast values once: trimmed, with empty fields as null', async () => {
    const { fill, field, save, submitted } = renderPage();
    await fill(field('birth.city'), '  Napoli ');
    await fill(field('birth.province'), 'na');
    await fill(field('residence.address'), 'Via Roma 1');
    await fill(field('residence.city'), 'Torino');
    await fill(field('residence.province'), 'Torino');
    await fill(field('residence.postalCode'), '10121');
    await fill(field('domicile.city'), 'Roma');
    await save();
    expect(await submitted()).toEqual({
      cittaNascita: 'Napoli',
      provinciaNascita: 'NA',
      cittaResidenza: 'Torino',
      indirizzoResidenza: 'Via Roma 1',
      provinciaResidenza: 'TO',
      capResidenza: '10121',
      cittaDomicilio: 'Roma',
      indirizzoDomicilio: null,
      provinciaDomicilio: null,
      capDomicilio: null,
    });
  });

  it('sends the residence as the domicile when they coincide, with the domicile fields out of the way', async () => {
    const { user, fill, field, t, save, submitted } = renderPage({
      ...empty,
      cittaDomicilio: 'Bari',
      capDomicilio: 'x',
    });
    await user.click(screen.getByRole('checkbox', { name: t('profile.personal.sameAsResidence') }));
    expect(screen.queryByLabelText(label(t('profile.personal.domicile.city'), language))).not.toBeInTheDocument();
    await fill(field('residence.address'), residence.indirizzoResidenza);
    await fill(field('residence.city'), residence.cittaResidenza);
    await fill(field('residence.province'), 'mi');
    await fill(field('residence.postalCode'), residence.capResidenza);
    await save();
    expect(await submitted()).toMatchObject({
      ...residence,
      cittaDomicilio: 'Milano',
      indirizzoDomicilio: 'Via Tortona 12',
      provinciaDomicilio: 'MI',
      capDomicilio: '20144',
    });
  });

  it('opens with the box ticked when the saved domicile is the residence, and unticking starts the domicile from it', async () => {
    const saved = {
      ...empty,
      ...residence,
      cittaDomicilio: 'Milano',
      indirizzoDomicilio: 'Via Tortona 12',
      provinciaDomicilio: 'MI',
      capDomicilio: '20144',
    };
    const { user, field, t } = renderPage(saved);
    const same = screen.getByRole('checkbox', { name: t('profile.personal.sameAsResidence') });
    expect(same).toBeChecked();
    await user.click(same);
    await waitFor(() => expect(field('domicile.city')).toHaveValue('Milano'));
    expect(field('domicile.province')).toHaveValue('MI');
  });
});
