import { screen } from '@testing-library/react';
import { isMarkedOptional, renderTab } from '../../../testing/tabHarness';
import { LANGUAGES } from '@shared/validation/language';
import type { DatiFiscali } from '@shared/contracts/profile';
import FiscalTab from '../tabs/FiscalTab';

describe.each(LANGUAGES)('FiscalTab in %s', (language) => {
  const renderPage = (data: DatiFiscali = { imponibileFiscale: null }) => {
    const page = renderTab(FiscalTab, { data, language });
    return { ...page, income: () => page.field('profile.fiscal.income') };
  };
  const grouped = (it: string, en: string) => (language === 'it' ? it : en);

  it('shows the income as money in the language, in euros', () => {
    const { income } = renderPage({ imponibileFiscale: 1234567 });
    expect(income()).toHaveValue(grouped('1.234.567', '1,234,567'));
    expect(income().closest('.ant-input-affix-wrapper')).toHaveTextContent('€');
    expect(isMarkedOptional(income())).toBe(false);
  });

  it('reads the income with the separators of the language and sends it as a whole number, once', async () => {
    const { user, income, save, submitted } = renderPage();
    await user.type(income(), grouped('35.000', '35,000'));
    await save();
    expect(await submitted()).toEqual({ imponibileFiscale: 35000 });
    expect(income()).toHaveValue(grouped('35.000', '35,000'));
  });

  it("refuses the other language's thousands mark alone as ambiguous, and a minus sign by the range, sending nothing", async () => {
    const { user, t, income, save, onSubmit } = renderPage();
    await user.type(income(), grouped('35,000', '35.000'));
    await save();
    expect(await screen.findByText(t('validation.money.ambiguous'))).toBeInTheDocument();
    await user.clear(income());
    await user.type(income(), '-3');
    expect(await screen.findByText(t('validation.profile.taxableIncome.range'))).toBeInTheDocument();
    expect(income()).toHaveValue('-3');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the cents ",00" people write, and sends the whole euros', async () => {
    const { user, income, save, submitted } = renderPage();
    await user.type(income(), grouped('1.234.567,00', '1,234,567.00'));
    await save();
    expect(await submitted()).toEqual({ imponibileFiscale: 1234567 });
  });

  it('says that the income is required, and that it has no decimals', async () => {
    const { user, t, income, save, onSubmit } = renderPage();
    await save();
    expect(await screen.findByText(t('validation.profile.taxableIncome.required'))).toBeInTheDocument();
    await user.type(income(), grouped('1500,50', '1500.50'));
    await user.tab();
    expect(await screen.findByText(t('validation.profile.taxableIncome.integer'))).toBeInTheDocument();
    expect(income()).toHaveValue(grouped('1500,50', '1500.50'));
    await user.clear(income());
    await user.type(income(), grouped('7,5', '7.5'));
    await save();
    expect(await screen.findByText(t('validation.profile.taxableIncome.integer'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
