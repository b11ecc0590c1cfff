import { type IntlShape, useIntl } from 'react-intl';

/** Prices always show two decimals (product.md §1.9). */
const DECIMALS = 2;

/**
 * An amount in euro as the active language writes money (product.md §1.9): Italian
 * "€ 1.234,50", English "€1,234.50" — always euro, as the plans are priced (product.md §1.9 and
 * §3.5: no dollar sign in English; docs/decisions.md). The symbol, its place and both separators
 * come from the locale files (money.*), so a language added later brings its own; Intl is not
 * used because its Italian leaves four-digit amounts ungrouped ("1234,50"), against product.md §1.9.
 */
export function formatMoney(intl: IntlShape, amount: number): string {
  const [whole, fraction] = Math.abs(amount).toFixed(DECIMALS).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, intl.formatMessage({ id: 'money.separator.group' }));
  const figure = `${amount < 0 ? '-' : ''}${grouped}${intl.formatMessage({ id: 'money.separator.decimal' })}${fraction}`;
  return intl.formatMessage({ id: 'money.format' }, { amount: figure });
}

export function Money({ amount, className }: { amount: number; className?: string }) {
  const intl = useIntl();
  return <span className={className}>{formatMoney(intl, amount)}</span>;
}
