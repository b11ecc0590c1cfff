import { useIntl } from 'react-intl';
import { languageFromAcceptHeader } from '@shared/validation/language';
import { formatMoney, formatWholeNumber } from '@shared/validation/money';

/**
 * Writes cents as money in the page's language with the one formatter the server's emails and
 * PDFs use too (shared/validation/money.ts): Italian "€ 1.234,50", English "€1,234.50".
 */
export function useMoneyFormat(): (cents: number) => string {
  const language = languageFromAcceptHeader(useIntl().locale);
  return (cents) => formatMoney(language, cents);
}

/** Whole numbers shown beside money (kilometres) with its grouping: Italian "1.280", English "1,280". */
export function useWholeNumberFormat(): (value: number) => string {
  const language = languageFromAcceptHeader(useIntl().locale);
  return (value) => formatWholeNumber(language, value);
}

export function Money({ cents, className }: { cents: number; className?: string }) {
  return <span className={className}>{useMoneyFormat()(cents)}</span>;
}
