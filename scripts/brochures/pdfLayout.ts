import PDFDocument from 'pdfkit';
import { BRAND_ACCENT, BRAND_NAVY } from '../../src/app/theme';
import type { LegalBlock } from '../../src/components/legal/legalDocuments';

/**
 * What a brochure section is made of: the blocks of the legal texts, plus numbered steps, titled
 * lists set side by side, and the pricing table (the string is the note printed under it).
 */
export type BrochureBlock =
  LegalBlock | { steps: string[] } | { columns: { heading: string; list: string[] }[] } | { plans: string };

export interface BrochureSection {
  heading: string;
  content: BrochureBlock[];
}

export interface Cover {
  kicker: string;
  title: string;
  tagline: string;
  lead: string;
}

/** A pricing column: a tier's name, its price lines and what it includes. */
export interface PlanCard {
  name: string;
  prices: { label: string; price: string }[];
  features: string[];
  highlighted: boolean;
}

interface TextStyle {
  size: number;
  lineGap: number;
}

const TEXT = '#2b3440';
const MUTED = '#6b7685';
const RULE = '#d9dee6';
const TINT = '#f1f4f8';
const NAVY_LIGHT = '#2b4d78';
const WHITE = '#ffffff';

// The standard PDF fonts need no font files on the build machine and cover Italian (WinAnsi).
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

const BODY: TextStyle = { size: 10.5, lineGap: 2.5 };
const SMALL: TextStyle = { size: 9.5, lineGap: 1.5 };
const MARGIN = { top: 64, bottom: 72, left: 62, right: 62 };
const COVER_BAND_HEIGHT = 260;
const HEADING_HEIGHT = 50;
const BULLET_INDENT = 15;
const COLUMN_GAP = 14;

/**
 * Writes an A4 brochure-style PDF: a navy title band on the first page, sections with accented
 * headings, and a footer with page numbers. Pages are buffered so that the footers and the cover's
 * contents, which need to know every page, are drawn at the end.
 */
export class BrochureWriter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly finished: Promise<Buffer>;
  private readonly width: number;
  private readonly sectionPages: { heading: string; page: number }[] = [];
  private contentsAt: { y: number; label: string } | undefined;

  constructor(
    info: { title: string; subject: string; language: string },
    private readonly planCards: PlanCard[],
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: MARGIN,
      bufferPages: true,
      lang: info.language,
      displayTitle: true,
      info: { Title: info.title, Subject: info.subject, Author: 'Troupe' },
    });
    this.width = this.doc.page.width - MARGIN.left - MARGIN.right;
    const chunks: Buffer[] = [];
    this.finished = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    // Every page after the cover starts with the brand strip, including the pages pdfkit adds by
    // itself when text flows over.
    this.doc.on('pageAdded', () => {
      this.doc.rect(0, 0, this.doc.page.width, 8).fill(BRAND_NAVY);
      this.doc.rect(0, 8, this.doc.page.width, 2).fill(BRAND_ACCENT);
    });
  }

  cover({ kicker, title, tagline, lead }: Cover): void {
    const { doc } = this;
    const pageWidth = doc.page.width;
    const x = MARGIN.left;
    doc.rect(0, 0, pageWidth, COVER_BAND_HEIGHT).fill(BRAND_NAVY);
    // Two discs give the band depth without an image file; both stay inside the band.
    doc.circle(pageWidth - 30, 40, 180).fill(NAVY_LIGHT);
    doc.circle(pageWidth - 150, COVER_BAND_HEIGHT - 70, 36).fill(BRAND_ACCENT);
    doc.rect(0, COVER_BAND_HEIGHT, pageWidth, 6).fill(BRAND_ACCENT);

    doc.font(BOLD).fontSize(10).fillColor(BRAND_ACCENT).text(kicker.toUpperCase(), x, 54, { characterSpacing: 2.5 });
    doc.font(BOLD).fontSize(58).fillColor(WHITE).text(title, x, 78);
    doc.rect(x, 150, 64, 5).fill(BRAND_ACCENT);
    doc
      .font(REGULAR)
      .fontSize(21)
      .fillColor(WHITE)
      .text(tagline, x, 170, { width: this.width * 0.66, lineGap: 4 });

    doc
      .font(REGULAR)
      .fontSize(14)
      .fillColor(BRAND_NAVY)
      .text(lead, x, COVER_BAND_HEIGHT + 30, { width: this.width, lineGap: 4 });
    doc.y += 14;
  }

  /**
   * Gives the rest of the cover to the contents, which finish() writes once every section's page is
   * known; the sections start on the next page.
   */
  contents(label: string): void {
    this.contentsAt = { y: this.doc.y + 8, label };
    this.doc.addPage();
  }

  /**
   * A section. Its heading stays with the start of its first block: when both do not fit, the
   * section starts on the next page.
   */
  section({ heading, content }: BrochureSection): void {
    const { doc } = this;
    this.ensureSpace(HEADING_HEIGHT + this.leadingHeight(content));
    this.sectionPages.push({ heading, page: this.pageNumber() });
    const y = doc.y + 10;
    doc.rect(MARGIN.left, y, 28, 3).fill(BRAND_ACCENT);
    doc
      .font(BOLD)
      .fontSize(17)
      .fillColor(BRAND_NAVY)
      .text(heading, MARGIN.left, y + 10, { width: this.width });
    doc.y += 6;
    for (const block of content) this.block(block);
  }

  /** Draws the contents and the footers, then ends the file. */
  async finish(footer: { runningTitle: string; pageLabel: (page: number, pages: number) => string }): Promise<Buffer> {
    const { doc } = this;
    if (this.contentsAt) this.drawContents(this.contentsAt);
    const { count } = doc.bufferedPageRange();
    for (let index = 0; index < count; index += 1) {
      doc.switchToPage(index);
      // Text below the bottom margin would make pdfkit open a new page: lift the margin meanwhile.
      doc.page.margins.bottom = 0;
      const y = doc.page.height - 46;
      doc
        .moveTo(MARGIN.left, y - 8)
        .lineTo(doc.page.width - MARGIN.right, y - 8)
        .lineWidth(0.6)
        .strokeColor(RULE)
        .stroke();
      doc.font(REGULAR).fontSize(8.5).fillColor(MUTED);
      doc.text(footer.runningTitle, MARGIN.left, y, { width: this.width, lineBreak: false });
      doc.text(footer.pageLabel(index + 1, count), MARGIN.left, y, {
        width: this.width,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = MARGIN.bottom;
    }
    doc.end();
    return this.finished;
  }

  private block(block: BrochureBlock): void {
    if (typeof block === 'string') this.paragraph(block);
    else if ('list' in block) this.list(block.list);
    else if ('steps' in block) this.steps(block.steps);
    else if ('definitions' in block) this.definitions(block.definitions);
    else if ('columns' in block) this.columns(block.columns);
    else this.plans(block.plans);
  }

  /**
   * How much of a section must fit under its heading: the start of its first block, and when that
   * is a paragraph introducing another block, the whole paragraph and the start of that block.
   */
  private leadingHeight([first, second]: BrochureBlock[]): number {
    if (first === undefined) return 0;
    if (typeof first === 'string' && second !== undefined)
      return this.textHeight(first, this.width, BODY) + 8 + this.blockStartHeight(second);
    return this.blockStartHeight(first);
  }

  /** What of a block cannot be split from its start: all of it, or a first line or two. */
  private blockStartHeight(block: BrochureBlock): number {
    if (typeof block === 'string') return this.twoLines(BODY);
    if ('list' in block) return this.textHeight(block.list[0], this.width - BULLET_INDENT, BODY);
    if ('steps' in block) return 22;
    if ('definitions' in block) return this.twoLines(BODY);
    if ('columns' in block) return this.columnsHeight(block.columns).height;
    return this.plansHeight().height + 40;
  }

  private paragraph(text: string): void {
    this.ensureSpace(this.twoLines(BODY));
    this.style(BODY, TEXT).text(text, MARGIN.left, this.doc.y, { lineGap: BODY.lineGap, width: this.width });
    this.doc.y += 8;
  }

  private list(items: string[]): void {
    for (const item of items) {
      this.ensureSpace(this.textHeight(item, this.width - BULLET_INDENT, BODY));
      this.doc.y = this.bullet(item, MARGIN.left, this.doc.y, this.width, BODY) + 5;
    }
    this.doc.y += 4;
  }

  private steps(items: string[]): void {
    const { doc } = this;
    const indent = 30;
    items.forEach((item, index) => {
      this.ensureSpace(Math.max(22, this.textHeight(item, this.width - indent, BODY)));
      const y = doc.y;
      // The disc is centred on the first line of text, not on the top of its line box.
      doc.circle(MARGIN.left + 10, y + 5, 10).fill(BRAND_NAVY);
      doc
        .font(BOLD)
        .fontSize(10)
        .fillColor(WHITE)
        .text(String(index + 1), MARGIN.left, y + 0.5, { width: 20, align: 'center' });
      this.style(BODY, TEXT).text(item, MARGIN.left + indent, y, { lineGap: BODY.lineGap, width: this.width - indent });
      doc.y = Math.max(doc.y, y + 20) + 7;
    });
    doc.y += 4;
  }

  private definitions(definitions: { term: string; text: string }[]): void {
    const { doc } = this;
    for (const { term, text } of definitions) {
      // Measured in the regular face: the bold term is a little wider, which the margin absorbs.
      this.ensureSpace(this.textHeight(`${term}: ${text}`, this.width, BODY));
      doc.font(BOLD).fontSize(BODY.size).fillColor(BRAND_NAVY);
      doc.text(`${term}: `, MARGIN.left, doc.y, { lineGap: BODY.lineGap, width: this.width, continued: true });
      doc.font(REGULAR).fillColor(TEXT).text(text, { lineGap: BODY.lineGap });
      doc.y += 5;
    }
    doc.y += 4;
  }

  /** Titled lists on tinted panels side by side, all as tall as the tallest. */
  private columns(columns: { heading: string; list: string[] }[]): void {
    const { doc } = this;
    const { width, padding, height } = this.columnsHeight(columns);
    this.ensureSpace(height);
    const top = doc.y + 4;
    columns.forEach((column, index) => {
      const x = MARGIN.left + index * (width + COLUMN_GAP);
      doc.roundedRect(x, top, width, height, 6).fill(TINT);
      doc.rect(x, top, 4, height).fill(index === 0 ? BRAND_NAVY : BRAND_ACCENT);
      doc
        .font(BOLD)
        .fontSize(12.5)
        .fillColor(BRAND_NAVY)
        .text(column.heading, x + padding, top + padding, { width: width - 2 * padding });
      let y = doc.y + 8;
      for (const item of column.list) y = this.bullet(item, x + padding, y, width - 2 * padding, SMALL) + 6;
    });
    doc.y = top + height + 14;
  }

  private columnsHeight(columns: { heading: string; list: string[] }[]): {
    width: number;
    padding: number;
    height: number;
  } {
    const padding = 14;
    const width = (this.width - COLUMN_GAP * (columns.length - 1)) / columns.length;
    const inner = width - 2 * padding;
    const heights = columns.map(
      (column) =>
        this.doc.font(BOLD).fontSize(12.5).heightOfString(column.heading, { width: inner }) +
        8 +
        column.list.reduce((sum, item) => sum + this.textHeight(item, inner - BULLET_INDENT, SMALL) + 6, 0),
    );
    return { width, padding, height: Math.max(...heights) + 2 * padding };
  }

  /** The pricing cards side by side, all as tall as the tallest, and the note under them. */
  private plans(note: string): void {
    const { doc } = this;
    const cards = this.planCards;
    const { width, height } = this.plansHeight();
    const headerHeight = 34;
    this.ensureSpace(height + 40);
    const top = doc.y + 6;
    cards.forEach((card, index) => {
      const x = MARGIN.left + index * (width + COLUMN_GAP);
      const inner = width - 24;
      const headerColour = card.highlighted ? BRAND_ACCENT : BRAND_NAVY;
      doc.lineWidth(card.highlighted ? 1.5 : 0.8);
      doc
        .roundedRect(x, top, width, height, 6)
        .strokeColor(card.highlighted ? BRAND_ACCENT : RULE)
        .stroke();
      doc.roundedRect(x, top, width, headerHeight, 6).fill(headerColour);
      // Squares off the header's lower corners, which the rounded rectangle left round.
      doc.rect(x, top + headerHeight - 6, width, 6).fill(headerColour);
      doc
        .font(BOLD)
        .fontSize(13)
        .fillColor(card.highlighted ? BRAND_NAVY : WHITE)
        .text(card.name, x + 12, top + 11, { width: inner, lineBreak: false });

      let y = top + headerHeight + 14;
      for (const { label, price } of card.prices) {
        doc
          .font(REGULAR)
          .fontSize(10)
          .fillColor(MUTED)
          .text(label, x + 12, y + 2, { width: inner, lineBreak: false });
        doc
          .font(BOLD)
          .fontSize(12)
          .fillColor(BRAND_NAVY)
          .text(price, x + 12, y, { width: inner, align: 'right', lineBreak: false });
        y += 20;
      }
      doc
        .moveTo(x + 12, y + 4)
        .lineTo(x + width - 12, y + 4)
        .lineWidth(0.6)
        .strokeColor(RULE)
        .stroke();
      y += 14;
      for (const feature of card.features) y = this.bullet(feature, x + 12, y, inner, SMALL) + 5;
    });
    doc.y = top + height + 10;
    doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(note, MARGIN.left, doc.y, { width: this.width, lineGap: 2 });
    doc.y += 10;
  }

  private plansHeight(): { width: number; height: number } {
    const cards = this.planCards;
    const width = (this.width - COLUMN_GAP * (cards.length - 1)) / cards.length;
    const bodies = cards.map(
      (card) =>
        card.prices.length * 20 +
        14 +
        card.features.reduce(
          (sum, feature) => sum + this.textHeight(feature, width - 24 - BULLET_INDENT, SMALL) + 5,
          0,
        ),
    );
    return { width, height: 34 + 14 + Math.max(...bodies) + 10 };
  }

  /** A gold square and its text; answers where the text ended. */
  private bullet(text: string, x: number, y: number, width: number, style: TextStyle): number {
    const size = style.size * 0.42;
    this.doc.rect(x + 2, y + style.size * 0.36, size, size).fill(BRAND_ACCENT);
    this.style(style, TEXT).text(text, x + BULLET_INDENT, y, { lineGap: style.lineGap, width: width - BULLET_INDENT });
    return this.doc.y;
  }

  private drawContents({ y, label }: { y: number; label: string }): void {
    const { doc } = this;
    doc.switchToPage(0);
    doc
      .font(BOLD)
      .fontSize(10)
      .fillColor(BRAND_ACCENT)
      .text(label.toUpperCase(), MARGIN.left, y, { characterSpacing: 2 });
    let lineY = doc.y + 8;
    for (const { heading, page } of this.sectionPages) {
      doc
        .font(REGULAR)
        .fontSize(11.5)
        .fillColor(TEXT)
        .text(heading, MARGIN.left, lineY, { width: this.width - 40, lineBreak: false });
      const headingEnd = MARGIN.left + doc.widthOfString(heading) + 6;
      doc
        .font(BOLD)
        .fillColor(BRAND_NAVY)
        .text(String(page), MARGIN.left, lineY, { width: this.width, align: 'right', lineBreak: false });
      // A dotted leader guides the eye from the heading to its page number.
      doc
        .save()
        .moveTo(headingEnd, lineY + 10)
        .lineTo(doc.page.width - MARGIN.right - 18, lineY + 10)
        .lineWidth(0.8)
        .dash(1, { space: 3 })
        .strokeColor(RULE)
        .stroke()
        .restore();
      lineY += 24;
    }
  }

  private pageNumber(): number {
    const { start, count } = this.doc.bufferedPageRange();
    return start + count;
  }

  private ensureSpace(height: number): void {
    if (this.doc.y + height > this.doc.page.height - MARGIN.bottom) this.doc.addPage();
  }

  private style(style: TextStyle, colour: string): PDFKit.PDFDocument {
    return this.doc.font(REGULAR).fontSize(style.size).fillColor(colour);
  }

  private textHeight(text: string, width: number, style: TextStyle): number {
    return this.style(style, TEXT).heightOfString(text, { width, lineGap: style.lineGap });
  }

  private twoLines(style: TextStyle): number {
    return 2 * (style.size * 1.16 + style.lineGap);
  }
}
