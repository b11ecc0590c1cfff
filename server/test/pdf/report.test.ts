import { formatMoney } from '@shared/validation/money';
import { type ReportDocument, renderReportPdf } from '../../src/pdf/report';
import { pdfAccessibility, pdfText } from '../helpers/pdf';

/**
 * The reports' PDF (docs/product.md §4.6): the text as typed in DejaVu Sans, embedded; a tagged
 * document with its title and language; the table's structure; money written by formatMoney.
 */

interface Trip {
  route: string;
  cents: number;
}

const report = (rows: Trip[], language: 'it' | 'en' = 'en'): ReportDocument<Trip> => ({
  title: 'Car sheet — Żółć',
  language,
  facts: [['Job', 'Spot “Città” №1']],
  columns: [
    { label: 'Route', width: 0.7, cell: (row) => row.route },
    { label: 'Fuel', width: 0.3, align: 'right', cell: (row) => formatMoney(language, row.cents) },
  ],
  rows,
  totals: [
    'Totals',
    formatMoney(
      language,
      rows.reduce((sum, row) => sum + row.cents, 0),
    ),
  ],
  emptyText: 'Nothing sent yet — ✓',
  author: 'Troupe',
});

describe('a report as a PDF', () => {
  it('prints every typed character and the grouped money, tagged, titled, in its language, with the font embedded', async () => {
    const pdf = await renderReportPdf(
      report(
        [
          { route: 'Roma → Cinecittà', cents: 185000 },
          { route: 'Αθήνα – Київ', cents: 50 },
        ],
        'it',
      ),
    );
    const text = await pdfText(pdf);
    for (const expected of [
      'Car sheet — Żółć',
      'Job: Spot “Città” №1',
      'Roma → Cinecittà',
      'Αθήνα – Київ',
      '€ 1.850,00',
      '€ 0,50',
      '€ 1.850,50',
    ])
      expect(text).toContain(expected);
    expect(await pdfAccessibility(pdf)).toEqual({
      title: 'Car sheet — Żółć',
      language: 'it',
      structureTree: true,
      marked: true,
      displaysTitle: true,
      embeddedTrueType: true,
      standardFonts: [],
      structureTypes: ['Document', 'H1', 'P', 'TD', 'TH', 'TR', 'Table'],
    });
  });

  it('repeats the headings on every page as decoration, the table keeping one header row', async () => {
    const rows = Array.from({ length: 80 }, (_, i) => ({ route: `Tappa ${i + 1} → ${i + 2}`, cents: 100_000 }));
    const pdf = await renderReportPdf(report(rows));
    const text = await pdfText(pdf);
    expect(text).toContain('Tappa 80 → 81');
    expect(text).toContain('€80,000.00');
    const pages = text.split(/-- \d+ of \d+ --/).filter((page) => page.trim());
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toMatch(/Route\s+Fuel/);
    // One TH per column: the repeated headings are artifacts, not header cells.
    expect(pdf.toString('latin1').match(/\/S \/TH\b/g)).toHaveLength(2);
  });

  it('says so in a paragraph when there is nothing to list', async () => {
    const pdf = await renderReportPdf(report([]));
    expect(await pdfText(pdf)).toContain('Nothing sent yet — ✓');
    expect((await pdfAccessibility(pdf)).structureTypes).toEqual(['Document', 'H1', 'P']);
  });
});
