import { BRAND_NAVY as NAVY } from '@shared/contracts/brand';
import type { Language } from '@shared/validation/language';
import { FONTS, artifact, openTaggedPdf, tag } from './document';

/** One column of a report's table: its heading, its share of the page's width, and each row's cell. */
export interface PdfColumn<Row> {
  label: string;
  /** Share of the usable width; the columns' shares add up to 1. */
  width: number;
  align?: 'left' | 'right';
  cell: (row: Row) => string;
}

/**
 * A report as printed: a title, the facts under it (label, value), one table row per record and a
 * totals row. Amounts in its cells are written by formatMoney (shared/validation/money.ts), as on
 * the pages.
 */
export interface ReportDocument<Row> {
  title: string;
  /** The language the report is written in. */
  language: Language;
  facts: [label: string, value: string][];
  columns: PdfColumn<Row>[];
  rows: Row[];
  /** The totals row, one cell per column ('' where nothing adds up). */
  totals: string[];
  /** Printed instead of the table when there are no rows. */
  emptyText: string;
  /** Metadata of the file. */
  author: string;
}

const MARGIN = 50;
const CELL_PADDING = 4;
const FONT_SIZE = 10;
/** DejaVu Sans runs about a tenth wider than Helvetica: the table is a point smaller, so figures keep to one line. */
const TABLE_FONT_SIZE = 9;
const TOTALS_FILL = '#eef2f7';

/**
 * A report (a time report, a car sheet) as a tagged A4 PDF in DejaVu Sans (pdf/document.ts): the
 * title a heading, each fact a paragraph, the records a table of header cells, data cells and the
 * totals row. Rows that do not fit go on a new page under the table's headings again (drawn as
 * decoration there: the table has one header row).
 */
export async function renderReportPdf<Row>(content: ReportDocument<Row>): Promise<Buffer> {
  const margins = { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN };
  const { doc, root, finish } = await openTaggedPdf(
    { title: content.title, language: content.language, author: content.author },
    { margins },
  );

  const width = doc.page.width - MARGIN * 2;
  const bottom = doc.page.height - MARGIN;
  tag(doc, root, 'H1', () => doc.fillColor(NAVY).font(FONTS.bold).fontSize(18).text(content.title));
  doc.moveDown(0.5);
  for (const [label, value] of content.facts) {
    tag(doc, root, 'P', () =>
      doc
        .fillColor('black')
        .font(FONTS.bold)
        .fontSize(FONT_SIZE)
        .text(`${label}: `, { continued: true })
        .font(FONTS.regular)
        .text(value),
    );
  }
  doc.moveDown(1);

  const widths = content.columns.map((column) => column.width * width);
  const heightOf = (cells: string[], bold: boolean) => {
    doc.font(bold ? FONTS.bold : FONTS.regular).fontSize(TABLE_FONT_SIZE);
    return (
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: widths[i] - CELL_PADDING * 2 }))) +
      CELL_PADDING * 2
    );
  };
  /** A row of cells: each a TH or TD of `row`, or decoration when `row` is absent (a repeated heading). */
  const drawRow = (
    cells: string[],
    options: { bold: boolean; fill?: string; row?: PDFKit.PDFStructureElement; cellType?: 'TH' | 'TD' },
  ) => {
    const height = heightOf(cells, options.bold);
    const top = doc.y;
    if (options.fill) artifact(doc, () => doc.rect(MARGIN, top, width, height).fill(options.fill));
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const write = () =>
        doc
          .fillColor(options.fill === NAVY ? 'white' : 'black')
          .font(options.bold ? FONTS.bold : FONTS.regular)
          .fontSize(TABLE_FONT_SIZE)
          .text(cell, x + CELL_PADDING, top + CELL_PADDING, {
            width: widths[i] - CELL_PADDING * 2,
            align: content.columns[i].align ?? 'left',
          });
      if (options.row) tag(doc, options.row, options.cellType ?? 'TD', write);
      else artifact(doc, write, 'Pagination');
      x += widths[i];
    });
    options.row?.end();
    artifact(doc, () =>
      doc
        .moveTo(MARGIN, top + height)
        .lineTo(MARGIN + width, top + height)
        .strokeColor('#c8c8c8')
        .lineWidth(0.5)
        .stroke(),
    );
    doc.x = MARGIN;
    doc.y = top + height;
  };
  const headings = content.columns.map((column) => column.label);

  if (content.rows.length === 0) {
    tag(doc, root, 'P', () =>
      doc.font(FONTS.italic).fontSize(FONT_SIZE).fillColor('black').text(content.emptyText, MARGIN, doc.y, { width }),
    );
  } else {
    const table = tag(doc, root, 'Table');
    drawRow(headings, { bold: true, fill: NAVY, row: tag(doc, table, 'TR'), cellType: 'TH' });
    for (const row of content.rows) {
      const cells = content.columns.map((column) => column.cell(row));
      if (doc.y + heightOf(cells, false) > bottom) {
        doc.addPage();
        drawRow(headings, { bold: true, fill: NAVY });
      }
      drawRow(cells, { bold: false, row: tag(doc, table, 'TR') });
    }
    if (doc.y + heightOf(content.totals, true) > bottom) doc.addPage();
    drawRow(content.totals, { bold: true, fill: TOTALS_FILL, row: tag(doc, table, 'TR') });
    table.end();
  }
  return finish();
}
