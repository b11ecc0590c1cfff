import { BRAND_ACCENT, BRAND_NAVY } from '@shared/contracts/brand';
import type { Language } from '@shared/validation/language';
import { FONTS, type TaggedPdf, artifact, openTaggedPdf, tag } from '../../pdf/document';

/**
 * What a brochure section is made of (locales/brochures/*.json): paragraphs, bulleted lists and
 * terms with their definitions as in the legal texts, plus numbered steps, titled lists set side by
 * side, and the pricing table (the string is the note printed under it).
 */
export type BrochureBlock =
  | string
  | { list: string[] }
  | { definitions: { term: string; text: string }[] }
  | { steps: string[] }
  | { columns: { heading: string; list: string[] }[] }
  | { plans: string };

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

const REGULAR = FONTS.regular;
const BOLD = FONTS.bold;

// DejaVu Sans runs about a tenth wider than Helvetica, in which the brochures were first set: half a point
// less keeps their pages as they were.
const BODY: TextStyle = { size: 10, lineGap: 2.5 };
const SMALL: TextStyle = { size: 9, lineGap: 1.5 };
const MARGIN = { top: 64, bottom: 72, left: 62, right: 62 };
const COVER_BAND_HEIGHT = 260;
const HEADING_HEIGHT = 50;
const BULLET_INDENT = 15;
const COLUMN_GAP = 14;

/**
 * Writes an A4 brochure-style PDF, tagged and in DejaVu Sans like every PDF of the server
 * (pdf/document.ts): a navy title band on the first page, sections with accented headings, and a
 * footer with page numbers. Headings, paragraphs, lists and the contents are the structure; bands,
 * bullets' squares, rules and footers are decoration. Pages are buffered so that the footers and
 * the cover's contents, which need to know every page, are drawn at the end.
 */
export class BrochureWriter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly root: PDFKit.PDFStructureElement;
  private readonly end: TaggedPdf['finish'];
  private readonly width: number;
  private readonly sectionPages: { heading: string; page: number }[] = [];
  private contentsAt: { y: number; label: string; element: PDFKit.PDFStructureElement } | undefined;

  static async open(
    info: { title: string; subject: string; language: Language },
    planCards: PlanCard[],
  ): Promise<BrochureWriter> {
    const pdf = await openTaggedPdf({ ...info, author: 'Troupe' }, { margins: MARGIN, bufferPages: true });
    return new BrochureWriter(pdf, planCards);
  }

  private constructor(
    { doc, root, finish }: TaggedPdf,
    private readonly planCards: PlanCard[],
  ) {
    this.doc = doc;
    this.root = root;
    this.end = finish;
    this.width = doc.page.width - MARGIN.left - MARGIN.right;
    // Every page after the cover starts with the brand strip, including the pages pdfkit adds by
    // itself when text flows over (it reopens the text's marked content after this).
    doc.on('pageAdded', () =>
      artifact(doc, () => {
        doc.rect(0, 0, doc.page.width, 8).fill(BRAND_NAVY);
        doc.rect(0, 8, doc.page.width, 2).fill(BRAND_ACCENT);
      }),
    );
  }

  /** Draws `draw` as a structure element of `type` under `parent` (the document unless told). */
  private tagged(type: string, draw: () => void, parent: PDFKit.PDFStructureElement = this.root): void {
    tag(this.doc, parent, type, draw);
  }

  cover({ kicker, title, tagline, lead }: Cover): void {
    const { doc } = this;
    const pageWidth = doc.page.width;
    const x = MARGIN.left;
    artifact(doc, () => {
      doc.rect(0, 0, pageWidth, COVER_BAND_HEIGHT).fill(BRAND_NAVY);
      // Two discs give the band depth without an image file; both stay inside the band.
      doc.circle(pageWidth - 30, 40, 180).fill(NAVY_LIGHT);
      doc.circle(pageWidth - 150, COVER_BAND_HEIGHT - 70, 36).fill(BRAND_ACCENT);
      doc.rect(0, COVER_BAND_HEIGHT, pageWidth, 6).fill(BRAND_ACCENT);
    });

    this.tagged('P', () =>
      doc.font(BOLD).fontSize(10).fillColor(BRAND_ACCENT).text(kicker.toUpperCase(), x, 54, { characterSpacing: 2.5 }),
    );
    this.tagged('H1', () => doc.font(BOLD).fontSize(58).fillColor(WHITE).text(title, x, 78));
    artifact(doc, () => doc.rect(x, 150, 64, 5).fill(BRAND_ACCENT));
    this.tagged('P', () =>
      doc
        .font(REGULAR)
        .fontSize(21)
        .fillColor(WHITE)
        .text(tagline, x, 170, { width: this.width * 0.66, lineGap: 4 }),
    );
    this.tagged('P', () =>
      doc
        .font(REGULAR)
        .fontSize(14)
        .fillColor(BRAND_NAVY)
        .text(lead, x, COVER_BAND_HEIGHT + 30, { width: this.width, lineGap: 4 }),
    );
    doc.y += 14;
  }

  /**
   * Gives the rest of the cover to the contents, which finish() writes once every section's page is
   * known (in the structure here, after the cover); the sections start on the next page.
   */
  contents(label: string): void {
    this.contentsAt = { y: this.doc.y + 8, label, element: tag(this.doc, this.root, 'TOC') };
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
    artifact(doc, () => doc.rect(MARGIN.left, y, 28, 3).fill(BRAND_ACCENT));
    this.tagged('H2', () =>
      doc
        .font(BOLD)
        .fontSize(17)
        .fillColor(BRAND_NAVY)
        .text(heading, MARGIN.left, y + 10, { width: this.width }),
    );
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
      artifact(
        doc,
        () => {
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
        },
        'Pagination',
      );
      doc.page.margins.bottom = MARGIN.bottom;
    }
    return this.end();
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
    this.tagged('P', () =>
      this.style(BODY, TEXT).text(text, MARGIN.left, this.doc.y, { lineGap: BODY.lineGap, width: this.width }),
    );
    this.doc.y += 8;
  }

  private list(items: string[], parent: PDFKit.PDFStructureElement = this.root): void {
    const list = tag(this.doc, parent, 'L');
    for (const item of items) {
      this.ensureSpace(this.textHeight(item, this.width - BULLET_INDENT, BODY));
      this.doc.y = this.bullet(list, item, MARGIN.left, this.doc.y, this.width, BODY) + 5;
    }
    list.end();
    this.doc.y += 4;
  }

  private steps(items: string[]): void {
    const { doc } = this;
    const indent = 30;
    const list = tag(doc, this.root, 'L');
    items.forEach((item, index) => {
      this.ensureSpace(Math.max(22, this.textHeight(item, this.width - indent, BODY)));
      const y = doc.y;
      const entry = tag(doc, list, 'LI');
      // The disc is centred on the first line of text, not on the top of its line box.
      artifact(doc, () => doc.circle(MARGIN.left + 10, y + 5, 10).fill(BRAND_NAVY));
      this.tagged(
        'Lbl',
        () =>
          doc
            .font(BOLD)
            .fontSize(10)
            .fillColor(WHITE)
            .text(String(index + 1), MARGIN.left, y + 0.5, { width: 20, align: 'center' }),
        entry,
      );
      this.tagged(
        'LBody',
        () =>
          this.style(BODY, TEXT).text(item, MARGIN.left + indent, y, {
            lineGap: BODY.lineGap,
            width: this.width - indent,
          }),
        entry,
      );
      entry.end();
      doc.y = Math.max(doc.y, y + 20) + 7;
    });
    list.end();
    doc.y += 4;
  }

  private definitions(definitions: { term: string; text: string }[]): void {
    const { doc } = this;
    for (const { term, text } of definitions) {
      // Measured in the regular face: the bold term is a little wider, which the margin absorbs.
      this.ensureSpace(this.textHeight(`${term}: ${text}`, this.width, BODY));
      this.tagged('P', () => {
        doc.font(BOLD).fontSize(BODY.size).fillColor(BRAND_NAVY);
        doc.text(`${term}: `, MARGIN.left, doc.y, { lineGap: BODY.lineGap, width: this.width, continued: true });
        doc.font(REGULAR).fillColor(TEXT).text(text, { lineGap: BODY.lineGap });
      });
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
      artifact(doc, () => {
        doc.roundedRect(x, top, width, height, 6).fill(TINT);
        doc.rect(x, top, 4, height).fill(index === 0 ? BRAND_NAVY : BRAND_ACCENT);
      });
      this.tagged('H3', () =>
        doc
          .font(BOLD)
          .fontSize(12.5)
          .fillColor(BRAND_NAVY)
          .text(column.heading, x + padding, top + padding, { width: width - 2 * padding }),
      );
      let y = doc.y + 8;
      const list = tag(doc, this.root, 'L');
      for (const item of column.list) y = this.bullet(list, item, x + padding, y, width - 2 * padding, SMALL) + 6;
      list.end();
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
      artifact(doc, () => {
        doc.lineWidth(card.highlighted ? 1.5 : 0.8);
        doc
          .roundedRect(x, top, width, height, 6)
          .strokeColor(card.highlighted ? BRAND_ACCENT : RULE)
          .stroke();
        doc.roundedRect(x, top, width, headerHeight, 6).fill(headerColour);
        // Squares off the header's lower corners, which the rounded rectangle left round.
        doc.rect(x, top + headerHeight - 6, width, 6).fill(headerColour);
      });
      this.tagged('H3', () =>
        doc
          .font(BOLD)
          .fontSize(13)
          .fillColor(card.highlighted ? BRAND_NAVY : WHITE)
          .text(card.name, x + 12, top + 11, { width: inner, lineBreak: false }),
      );

      let y = top + headerHeight + 14;
      for (const { label, price } of card.prices) {
        // A price line is one paragraph: the period, then its price.
        this.tagged('P', () => {
          doc
            .font(REGULAR)
            .fontSize(10)
            .fillColor(MUTED)
            .text(`${label} `, x + 12, y + 2, { width: inner, lineBreak: false });
          doc
            .font(BOLD)
            .fontSize(12)
            .fillColor(BRAND_NAVY)
            .text(price, x + 12, y, { width: inner, align: 'right', lineBreak: false });
        });
        y += 20;
      }
      artifact(doc, () =>
        doc
          .moveTo(x + 12, y + 4)
          .lineTo(x + width - 12, y + 4)
          .lineWidth(0.6)
          .strokeColor(RULE)
          .stroke(),
      );
      y += 14;
      const list = tag(doc, this.root, 'L');
      for (const feature of card.features) y = this.bullet(list, feature, x + 12, y, inner, SMALL) + 5;
      list.end();
    });
    doc.y = top + height + 10;
    this.tagged('P', () =>
      doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(note, MARGIN.left, doc.y, { width: this.width, lineGap: 2 }),
    );
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

  /** A gold square and its text, an item of `list`; answers where the text ended. */
  private bullet(
    list: PDFKit.PDFStructureElement,
    text: string,
    x: number,
    y: number,
    width: number,
    style: TextStyle,
  ): number {
    const size = style.size * 0.42;
    artifact(this.doc, () => this.doc.rect(x + 2, y + style.size * 0.36, size, size).fill(BRAND_ACCENT));
    const entry = tag(this.doc, list, 'LI');
    this.tagged(
      'LBody',
      () =>
        this.style(style, TEXT).text(text, x + BULLET_INDENT, y, {
          lineGap: style.lineGap,
          width: width - BULLET_INDENT,
        }),
      entry,
    );
    entry.end();
    return this.doc.y;
  }

  private drawContents({ y, label, element }: { y: number; label: string; element: PDFKit.PDFStructureElement }) {
    const { doc } = this;
    doc.switchToPage(0);
    artifact(doc, () =>
      doc
        .font(BOLD)
        .fontSize(10)
        .fillColor(BRAND_ACCENT)
        .text(label.toUpperCase(), MARGIN.left, y, { characterSpacing: 2 }),
    );
    let lineY = doc.y + 8;
    for (const { heading, page } of this.sectionPages) {
      let headingEnd = 0;
      // An entry of the contents: the section's heading and its page.
      this.tagged(
        'TOCI',
        () => {
          doc
            .font(REGULAR)
            .fontSize(11.5)
            .fillColor(TEXT)
            .text(`${heading} `, MARGIN.left, lineY, { width: this.width - 40, lineBreak: false });
          headingEnd = MARGIN.left + doc.widthOfString(heading) + 6;
          doc
            .font(BOLD)
            .fillColor(BRAND_NAVY)
            .text(String(page), MARGIN.left, lineY, { width: this.width, align: 'right', lineBreak: false });
        },
        element,
      );
      // A dotted leader guides the eye from the heading to its page number.
      artifact(doc, () =>
        doc
          .save()
          .moveTo(headingEnd, lineY + 10)
          .lineTo(doc.page.width - MARGIN.right - 18, lineY + 10)
          .lineWidth(0.8)
          .dash(1, { space: 3 })
          .strokeColor(RULE)
          .stroke()
          .restore(),
      );
      lineY += 24;
    }
    element.end();
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
