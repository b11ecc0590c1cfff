/** One column of a report's table: its heading, its share of the page's width, and each row's cell. */
export interface PdfColumn<Row> {
  label: string;
  /** Share of the usable width; the columns' shares add up to 1. */
  width: number;
  align?: 'left' | 'right';
  cell: (row: Row) => string;
}

/** A report as printed: a title, the facts under it (label, value), one table row per record and a totals row. */
export interface SheetDocument<Row> {
  title: string;
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
const NAVY = '#1f3a5f';

/**
 * A time report or car sheet as an A4 PDF (pdfkit's built-in Helvetica, which covers Italian and
 * English). Rows that do not fit go on a new page under the table's headings again.
 */
export async function renderSheetPdf<Row>(content: SheetDocument<Row>): Promise<Buffer> {
  // pdfkit and its font tables take 100-150 ms to load: the first report printed pays it once,
  // not every start of the server (the start time of bench/README.md).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: content.title, Author: content.author } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGIN * 2;
  const bottom = doc.page.height - MARGIN;
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(18).text(content.title);
  doc.moveDown(0.5);
  for (const [label, value] of content.facts) {
    doc
      .fillColor('black')
      .font('Helvetica-Bold')
      .fontSize(FONT_SIZE)
      .text(`${label}: `, { continued: true })
      .font('Helvetica')
      .text(value);
  }
  doc.moveDown(1);

  const widths = content.columns.map((column) => column.width * width);
  const heightOf = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    return (
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: widths[i] - CELL_PADDING * 2 }))) +
      CELL_PADDING * 2
    );
  };
  const drawRow = (cells: string[], options: { bold: boolean; fill?: string }) => {
    const height = heightOf(cells, options.bold);
    const top = doc.y;
    if (options.fill) doc.rect(MARGIN, top, width, height).fill(options.fill);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc
        .fillColor(options.fill === NAVY ? 'white' : 'black')
        .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(FONT_SIZE)
        .text(cell, x + CELL_PADDING, top + CELL_PADDING, {
          width: widths[i] - CELL_PADDING * 2,
          align: content.columns[i].align ?? 'left',
        });
      x += widths[i];
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .strokeColor('#c8c8c8')
      .lineWidth(0.5)
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  const headings = content.columns.map((column) => column.label);

  if (content.rows.length === 0) {
    doc.font('Helvetica-Oblique').fontSize(FONT_SIZE).fillColor('black').text(content.emptyText);
  } else {
    drawRow(headings, { bold: true, fill: NAVY });
    for (const row of content.rows) {
      const cells = content.columns.map((column) => column.cell(row));
      if (doc.y + heightOf(cells, false) > bottom) {
        doc.addPage();
        drawRow(headings, { bold: true, fill: NAVY });
      }
      drawRow(cells, { bold: false });
    }
    if (doc.y + heightOf(content.totals, true) > bottom) doc.addPage();
    drawRow(content.totals, { bold: true, fill: '#eef2f7' });
  }
  doc.end();
  return done;
}
