import { screen } from '@testing-library/react';
import { choose, label, optionsOf, renderTab, shownValue } from '../../../testing/tabHarness';
import { LANGUAGES } from '@shared/validation/language';
import type { Size } from '@shared/contracts/domain';
import type { DatiFisici } from '@shared/contracts/profile';
import PhysicalTab from '../tabs/PhysicalTab';

const listaTaglie: Size[] = [
  ...['XS', 'S', 'M', 'L'].map((valore, index) => ({ chiave: index + 1, valore, tipo: 'vestiti' as const })),
  ...[44, 46, 48].map((size) => ({ chiave: 100 + size, valore: String(size), tipo: 'pantaloni' as const })),
];
const empty: DatiFisici = {
  tagliaVestiti: null,
  tagliaPantaloni: null,
  altezza: null,
  peso: null,
  pesoLbs: null,
  numeroScarpe: null,
  listaTaglie,
};
const saved: DatiFisici = {
  tagliaVestiti: 3,
  tagliaPantaloni: 146,
  altezza: 180,
  peso: 70,
  pesoLbs: null,
  numeroScarpe: 43,
  listaTaglie,
};

describe.each(LANGUAGES)('PhysicalTab in %s', (language) => {
  const unit = language === 'it' ? 'kg' : 'lbs';
  const otherUnit = language === 'it' ? 'lbs' : 'kg';
  const renderPage = (data: DatiFisici = empty) => {
    const page = renderTab(PhysicalTab, { data, language });
    return { ...page, weight: () => page.field('profile.physical.weight', { unit }) };
  };

  it(`labels the weight in ${unit}`, () => {
    const { t, weight } = renderPage();
    expect(t('profile.physical.weight', { unit })).toContain(`(${unit})`);
    expect(weight()).toBeInTheDocument();
    expect(
      screen.queryByLabelText(label(t('profile.physical.weight', { unit: otherUnit }), language)),
    ).not.toBeInTheDocument();
  });

  it('offers each size select its own sizes', async () => {
    const { user, field } = renderPage();
    expect(await optionsOf(user, field('profile.physical.clothesSize'))).toEqual(['XS', 'S', 'M', 'L']);
    expect(await optionsOf(user, field('profile.physical.trousersSize'))).toEqual(['44', '46', '48']);
  });

  it('shows the saved weight in the language unit and sends it back in kilograms, with the pounds shown', async () => {
    const { weight, field, save, submitted } = renderPage(saved);
    expect(weight()).toHaveValue(language === 'it' ? '70' : '154');
    expect(shownValue(field('profile.physical.clothesSize'))).toBe('M');
    await save();
    const sentWeight = language === 'it' ? { peso: 70, pesoLbs: null } : { peso: 70, pesoLbs: 154 };
    expect(await submitted()).toEqual({
      tagliaVestiti: 3,
      tagliaPantaloni: 146,
      altezza: 180,
      ...sentWeight,
      numeroScarpe: 43,
    });
  });

  it('shows pounds typed before as typed (200 lbs, not the 201 of 91 kg), and the kilograms in Italian', () => {
    const { weight } = renderPage({ ...saved, peso: 91, pesoLbs: 200 });
    expect(weight()).toHaveValue(language === 'it' ? '91' : '200');
  });

  it('sends what was chosen and typed, the weight in kilograms and the pounds as typed', async () => {
    const { user, fill, field, weight, save, submitted } = renderPage();
    await choose(user, field('profile.physical.clothesSize'), 'L');
    await choose(user, field('profile.physical.trousersSize'), '48');
    await fill(field('profile.physical.height'), '175');
    await fill(weight(), language === 'it' ? '91' : '200');
    await fill(field('profile.physical.shoeSize'), '42');
    await save();
    const sentWeight = language === 'it' ? { peso: 91, pesoLbs: null } : { peso: 91, pesoLbs: 200 };
    expect(await submitted()).toEqual({
      tagliaVestiti: 4,
      tagliaPantaloni: 148,
      altezza: 175,
      ...sentWeight,
      numeroScarpe: 42,
    });
  });

  it('says the weight range in the unit shown, and sends nothing', async () => {
    const { user, t, weight, save, onSubmit } = renderPage();
    await user.type(weight(), language === 'it' ? '10' : '30');
    await save();
    const message = language === 'it' ? 'validation.profile.weight.rangeKg' : 'validation.profile.weight.rangeLbs';
    expect(await screen.findByText(t(message))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it(`refuses a weight typed with a decimal (${language === 'it' ? '7,5' : '7.5'}) in its words, never reading it as 75`, async () => {
    const { user, t, weight, save, onSubmit } = renderPage();
    await user.type(weight(), language === 'it' ? '7,5' : '7.5');
    await save();
    const message = language === 'it' ? 'validation.profile.weight.wholeKg' : 'validation.profile.weight.wholeLbs';
    expect(await screen.findByText(t(message))).toBeInTheDocument();
    expect(weight()).toHaveValue(language === 'it' ? '7,5' : '7.5');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a minus sign for the range to refuse, and a decimal height or shoe size is refused too', async () => {
    const { user, t, field, weight, save, onSubmit } = renderPage();
    await user.type(weight(), '-3');
    await user.type(field('profile.physical.height'), language === 'it' ? '175,5' : '175.5');
    await user.type(field('profile.physical.shoeSize'), language === 'it' ? '42,5' : '42.5');
    await save();
    const range = language === 'it' ? 'validation.profile.weight.rangeKg' : 'validation.profile.weight.rangeLbs';
    expect(await screen.findByText(t(range))).toBeInTheDocument();
    expect(weight()).toHaveValue('-3');
    expect(screen.getByText(t('validation.profile.height.whole'))).toBeInTheDocument();
    expect(screen.getByText(t('validation.profile.shoeSize.whole'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says the height and shoe size ranges at their fields', async () => {
    const { user, t, field, save } = renderPage();
    await user.type(field('profile.physical.height'), '20');
    await user.type(field('profile.physical.shoeSize'), '70');
    await save();
    expect(await screen.findByText(t('validation.profile.height.range'))).toBeInTheDocument();
    expect(screen.getByText(t('validation.profile.shoeSize.range'))).toBeInTheDocument();
  });
});
