import { CENTS_PER_EURO, formatMoney } from '@shared/validation/money';
import type { Language } from '@shared/validation/language';
import { formatNumericDay, translate } from '../../i18n/messages';
import { renderReportPdf } from '../../pdf/report';
import { lineOf } from './arithmetic';
import type { CostsService } from './service';

/**
 * The cost sheet as files (product.md §4.20): a CSV a spreadsheet opens, one row per worker and
 * day, and a printable PDF, one row per worker, both in the reader's language.
 */

type JobWithEngagements = Awaited<ReturnType<CostsService['ofJob']>>;

/** How each language's spreadsheets read a CSV: Italian ones split on ';' and read ',' as the decimal mark. */
const CSV_FORMAT: Record<Language, { separator: string; decimal: string }> = {
  it: { separator: ';', decimal: ',' },
  en: { separator: ',', decimal: '.' },
};

/** Cents as a spreadsheet reads a number: no thousands mark, two decimals. */
const csvAmount = (language: Language, cents: number) =>
  `${Math.trunc(cents / CENTS_PER_EURO)}${CSV_FORMAT[language].decimal}${String(cents % CENTS_PER_EURO).padStart(2, '0')}`;

/**
 * One cell: a text starting with =, +, - or @ (or a tab or carriage return) would be read as a
 * formula, so it is prefixed with an apostrophe; every cell is quoted, its quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const BOM = '\uFEFF';

/** The cost CSV: a header in the language, then a row per engagement and sent day, each day's amounts rounded on its own. */
export function costsCsv(found: JobWithEngagements, language: Language, deletedName: string): string {
  const t = (id: string) => translate(language, id);
  const { separator } = CSV_FORMAT[language];
  const header = [
    'costs.column.job',
    'costs.column.surname',
    'costs.column.name',
    'costs.column.day',
    'costs.column.rate',
    'costs.column.ordinaryHours',
    'costs.column.overtimeHours',
    'costs.column.holidayHours',
    'costs.column.leaveHours',
    'costs.column.pay',
    'costs.column.km',
    'costs.column.mileage',
    'costs.column.fuel',
    'costs.column.total',
    'costs.column.approved',
  ].map(t);
  const lines = [header];
  for (const engagement of found.engagements) {
    const nome = engagement.workerId === null ? deletedName : (engagement.nome ?? '');
    const cognome = engagement.workerId === null ? '' : engagement.cognome;
    for (const day of engagement.days) {
      const figures = lineOf(engagement.terms, [day]);
      lines.push([
        found.job.nome,
        cognome,
        nome,
        formatNumericDay(language, day.day),
        csvAmount(language, engagement.terms.dayRateCents),
        String(figures.oreOrdinarie),
        String(figures.oreStraordinario),
        String(figures.oreFerie),
        String(figures.orePermessi),
        csvAmount(language, figures.compenso),
        String(figures.km),
        csvAmount(language, figures.rimborsoChilometrico),
        csvAmount(language, figures.carburante),
        csvAmount(language, figures.totale),
        csvAmount(language, figures.totaleApprovato),
      ]);
    }
  }
  return BOM + lines.map((cells) => cells.map(csvCell).join(separator)).join('\r\n') + '\r\n';
}

/** The printable cost sheet: the job and its terms' dates, a row per worker, the totals. */
export function costsPdf(
  found: JobWithEngagements,
  service: CostsService,
  language: Language,
  deletedName: string,
): Promise<Buffer> {
  const t = (id: string) => translate(language, id);
  const money = (cents: number) => formatMoney(language, cents);
  const lines = found.engagements.map((engagement) => service.costLineOf(engagement, deletedName));
  const total = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((sum, line) => sum + pick(line), 0);
  return renderReportPdf({
    title: t('costs.pdf.title'),
    language,
    facts: [
      [t('sheets.pdf.job'), found.job.nome],
      [
        t('costs.pdf.dates'),
        `${formatNumericDay(language, found.job.startsOn)} - ${formatNumericDay(language, found.job.endsOn)}`,
      ],
    ],
    columns: [
      {
        label: t('sheets.pdf.worker'),
        width: 0.2,
        cell: (line) => [line.nome, line.cognome].filter(Boolean).join(' '),
      },
      { label: t('costs.column.days'), width: 0.07, align: 'right', cell: (line) => String(line.giorni) },
      {
        label: t('costs.column.overtimeHours'),
        width: 0.09,
        align: 'right',
        cell: (line) => String(line.oreStraordinario),
      },
      { label: t('costs.column.pay'), width: 0.13, align: 'right', cell: (line) => money(line.compenso) },
      { label: t('costs.column.km'), width: 0.07, align: 'right', cell: (line) => String(line.km) },
      {
        label: t('costs.column.mileage'),
        width: 0.11,
        align: 'right',
        cell: (line) => money(line.rimborsoChilometrico),
      },
      { label: t('costs.column.fuel'), width: 0.1, align: 'right', cell: (line) => money(line.carburante) },
      { label: t('costs.column.total'), width: 0.12, align: 'right', cell: (line) => money(line.totale) },
      { label: t('costs.column.approved'), width: 0.11, align: 'right', cell: (line) => money(line.totaleApprovato) },
    ],
    rows: lines,
    totals: [
      t('sheets.pdf.totals'),
      String(total((line) => line.giorni)),
      String(total((line) => line.oreStraordinario)),
      money(total((line) => line.compenso)),
      String(total((line) => line.km)),
      money(total((line) => line.rimborsoChilometrico)),
      money(total((line) => line.carburante)),
      money(total((line) => line.totale)),
      money(total((line) => line.totaleApprovato)),
    ],
    emptyText: t('costs.pdf.empty'),
    author: t('mail.signature'),
  });
}
