import type { Language } from './language';

/**
 * Money in euro (product.md §1.9, docs/decisions.md "Money and numbers"): amounts travel and are
 * stored in integer cents, are written by formatMoney alone (the page, the emails, the PDFs, the
 * brochures) and are read from what a person types by readMoney alone. Plain TypeScript, no yup,
 * no Intl: a page that only shows money does not load the rules, and the figures do not depend on
 * the ICU data of the browser or of Node (Intl's Italian leaves "1850" ungrouped unless told
 * `useGrouping: 'always'`, which engines before 2023 ignore).
 */

export const CENTS_PER_EURO = 100;

/** How each language writes money (product.md §1.9): Italian "€ 1.234,50", English "€1,234.50". */
const WRITTEN: Record<Language, { group: string; decimal: string; prefix: string }> = {
  it: { group: '.', decimal: ',', prefix: '€ ' },
  en: { group: ',', decimal: '.', prefix: '€' },
};

/** A whole figure with the language's thousands mark ("1.234.567", "1,234,567"), without a sign. */
const grouped = (language: Language, whole: number) =>
  String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, WRITTEN[language].group);

/** The figure without the euro sign ("1.234,50"): what a money field shows before it is edited. */
export function formatMoneyFigure(language: Language, cents: number): string {
  const whole = Math.trunc(Math.abs(cents) / CENTS_PER_EURO);
  const fraction = String(Math.abs(cents) % CENTS_PER_EURO).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${grouped(language, whole)}${WRITTEN[language].decimal}${fraction}`;
}

/**
 * A whole number as the language groups it, four digits included: kilometres ("1.280 km",
 * "1,280 km"; Intl's Italian would print "1280") and whole euro as a field in whole euro shows them
 * before they are edited ("35.000", "35,000").
 */
export function formatWholeNumber(language: Language, value: number): string {
  return `${value < 0 ? '-' : ''}${grouped(language, Math.abs(value))}`;
}

/** An amount as the language writes money, always with its two decimals: "€ 18,50", "€18.50". */
export function formatMoney(language: Language, cents: number): string {
  return `${WRITTEN[language].prefix}${formatMoneyFigure(language, cents)}`;
}

/** Whole euro, rounded half up: the integer `costoBenzina` answered beside the cents for earlier clients. */
export const wholeEurosOf = (cents: number) => Math.floor((cents + CENTS_PER_EURO / 2) / CENTS_PER_EURO);

/** A price the plans carry in euro with decimals (9.9), in cents. */
export const centsOfEuros = (euros: number) => Math.round(euros * CENTS_PER_EURO);

/** Why a typed amount is refused: locale ids of locales/*.json. */
export const MONEY_REFUSALS = {
  invalid: 'validation.money.invalid',
  decimals: 'validation.money.decimals',
  ambiguous: 'validation.money.ambiguous',
} as const;
export type MoneyRefusal = (typeof MONEY_REFUSALS)[keyof typeof MONEY_REFUSALS];

/**
 * An amount in euro as a person typed it on a page in `language`, in cents:
 * - a point or a comma followed by one or two digits at the end is the decimal mark, in either
 *   language, since it cannot be anything else ("18,50" and "18.50" are both 1850 cents, "18,5" is
 *   1850);
 * - a mark followed by exactly three digits is a thousands separator where it cannot be the
 *   decimal one: repeated ("1.234.567") or before the decimal mark ("1.234,50", "1,234.50"); alone,
 *   it is one when it is the language's own thousands mark (Italian "35.000", English "35,000":
 *   thirty-five thousand, as the person meant), and the other language's ("35,000" on an Italian
 *   page, "35.000" on an English one) is refused as ambiguous rather than guessed, since reading it
 *   the wrong way multiplies or divides by a thousand;
 * - three or more decimals are refused, never rounded; anything else that is not digits is refused;
 * - a minus sign is kept, so the field's range refuses the negative amount with its own message.
 * Null for an empty text (the field's "required" rule answers it).
 */
export function readMoney(typed: string, language: Language): { cents: number } | { refusal: MoneyRefusal } | null {
  const text = typed.trim();
  if (text === '') return null;
  const match = /^([+-]?)(\d+(?:[.,]\d+)*)$/.exec(text);
  if (!match) return { refusal: MONEY_REFUSALS.invalid };
  const [, sign, body] = match;
  const runs = body.split(/[.,]/);
  const marks = body.replace(/\d/g, '');
  const last = runs[runs.length - 1];
  let whole: string[];
  let fraction = '';
  if (marks === '') {
    whole = runs;
  } else if (last.length <= 2) {
    // The decimal mark; any earlier mark must be the other one, grouping thousands.
    if (marks.slice(0, -1).includes(marks[marks.length - 1])) return { refusal: MONEY_REFUSALS.invalid };
    whole = runs.slice(0, -1);
    fraction = last;
  } else if (last.length === 3 && new Set(marks).size === 1) {
    if (marks.length === 1 && marks !== WRITTEN[language].group) return { refusal: MONEY_REFUSALS.ambiguous };
    whole = runs;
  } else {
    return { refusal: MONEY_REFUSALS.decimals };
  }
  // Thousands groups: one to three digits first, then three each.
  const groupedWell = whole.length === 1 || (whole[0].length <= 3 && whole.slice(1).every((run) => run.length === 3));
  if (!groupedWell) return { refusal: MONEY_REFUSALS.invalid };
  const cents = Number(whole.join('')) * CENTS_PER_EURO + Number(fraction.padEnd(2, '0'));
  return { cents: sign === '-' ? -cents : cents };
}
