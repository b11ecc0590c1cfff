import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { intlFor } from '../../testing/render';
import english from '../../../locales/en.json';
import italian from '../../../locales/it.json';
import { Money, formatMoney } from '../Money';

describe('formatMoney (product.md §1.9)', () => {
  it('writes Italian money with the euro prefix, . for thousands and , for decimals', () => {
    const intl = intlFor('it');
    expect(formatMoney(intl, 9.9)).toBe('€ 9,90');
    expect(formatMoney(intl, 199)).toBe('€ 199,00');
    expect(formatMoney(intl, 1234.5)).toBe('€ 1.234,50');
    expect(formatMoney(intl, 1234567.891)).toBe('€ 1.234.567,89');
    expect(formatMoney(intl, 0)).toBe('€ 0,00');
  });

  it('writes English money with the euro prefix, , for thousands and . for decimals', () => {
    const intl = intlFor('en');
    expect(formatMoney(intl, 9.9)).toBe('€9.90');
    expect(formatMoney(intl, 199)).toBe('€199.00');
    expect(formatMoney(intl, 1234.5)).toBe('€1,234.50');
    expect(formatMoney(intl, 1234567.891)).toBe('€1,234,567.89');
  });

  it('rounds to two decimals', () => {
    expect(formatMoney(intlFor('en'), 19.999)).toBe('€20.00');
    expect(formatMoney(intlFor('it'), 0.005)).toBe('€ 0,01');
  });
});

describe('Money', () => {
  it.each([
    ['it', italian, '€ 19,90'],
    ['en', english, '€19.90'],
  ])('shows the amount in %s', (locale, messages, text) => {
    render(
      <IntlProvider locale={locale} messages={messages}>
        <Money amount={19.9} />
      </IntlProvider>,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
