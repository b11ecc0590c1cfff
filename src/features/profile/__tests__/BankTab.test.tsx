import { screen, waitFor } from '@testing-library/react';
import { isMarkedOptional, renderTab } from '../../../testing/tabHarness';
import { LANGUAGES } from '@shared/validation/language';
import type { DatiBancari } from '@shared/contracts/profile';
import BankTab from '../tabs/BankTab';

const IBAN = 'IT60X0542811101000000123456';
const GROUPED = 'IT60 X054 2811 1010 0000 0123 456';

describe.each(LANGUAGES)('BankTab in %s', (language) => {
  const renderPage = (data: DatiBancari = { iban: null, nomeBanca: null, swiftCode: null }, pending = false) => {
    const page = renderTab(BankTab, { data, language, pending });
    return {
      ...page,
      iban: () => page.field('profile.bank.iban'),
      bankName: () => page.field('profile.bank.bankName'),
      bic: () => page.field('profile.bank.bic'),
    };
  };

  it('shows an Italian IBAN as the example, and marks only the BIC/SWIFT optional', () => {
    const { iban, bankName, bic } = renderPage();
    expect(iban().getAttribute('placeholder')).toMatch(/^IT/);
    expect(isMarkedOptional(iban())).toBe(false);
    expect(isMarkedOptional(bankName())).toBe(false);
    expect(isMarkedOptional(bic())).toBe(true);
  });

  it('upper-cases the IBAN and groups it by four as it is typed or pasted', async () => {
    const { user, fill, iban } = renderPage();
    await user.type(iban(), 'it60x054');
    expect(iban()).toHaveValue('IT60 X054');
    await user.clear(iban());
    await fill(iban(), IBAN.toLowerCase());
    expect(iban()).toHaveValue(GROUPED);
  });

  it('says at the field that an IBAN with a wrong check is invalid, and sends nothing', async () => {
    const { t, fill, iban, bankName, save, onSubmit } = renderPage();
    await fill(iban(), IBAN.replace('IT60', 'IT61'));
    await fill(bankName(), 'Banca Popolare');
    await save();
    expect(await screen.findByText(t('validation.profile.iban.invalid'))).toBeInTheDocument();
    expect(iban()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says what is required and when a BIC/SWIFT is malformed', async () => {
    const { t, fill, bic, save } = renderPage();
    await fill(bic(), 'bpm');
    await save();
    expect(await screen.findByText(t('validation.profile.iban.required'))).toBeInTheDocument();
    expect(screen.getByText(t('validation.profile.bankName.required'))).toBeInTheDocument();
    expect(screen.getByText(t('validation.profile.bic.invalid'))).toBeInTheDocument();
  });

  it('sends the codes compact and upper-cased, once, with no BIC/SWIFT as null', async () => {
    const { fill, iban, bankName, save, submitted } = renderPage();
    await fill(iban(), GROUPED.toLowerCase());
    await fill(bankName(), ' Banca Popolare di Milano ');
    await save();
    expect(await submitted()).toEqual({ iban: IBAN, nomeBanca: 'Banca Popolare di Milano', swiftCode: null });
  });

  it('shows the saved IBAN grouped, and disables the form while a save is under way', async () => {
    const { iban, bic, save, onSubmit } = renderPage({ iban: IBAN, nomeBanca: 'BPM', swiftCode: 'BPMOIT22XXX' }, true);
    expect(iban()).toHaveValue(GROUPED);
    expect(bic()).toHaveValue('BPMOIT22XXX');
    expect(iban()).toBeDisabled();
    await save();
    await waitFor(() => expect(onSubmit).not.toHaveBeenCalled());
  });
});
