/**
 * The part of pdfkit's API the brochure script uses. pdfkit ships no type declarations and the
 * project has no @types/pdfkit, so strict TypeScript needs these; they follow pdfkit 0.17's docs.
 */
declare module 'pdfkit' {
  export interface Margins {
    top: number;
    bottom: number;
    left: number;
    right: number;
  }

  export interface DocumentOptions {
    size?: string | [number, number];
    margins?: Margins;
    bufferPages?: boolean;
    autoFirstPage?: boolean;
    lang?: string;
    displayTitle?: boolean;
    info?: { Title?: string; Author?: string; Subject?: string; Keywords?: string; CreationDate?: Date };
  }

  export interface TextOptions {
    width?: number;
    height?: number;
    align?: 'left' | 'center' | 'right' | 'justify';
    lineGap?: number;
    paragraphGap?: number;
    characterSpacing?: number;
    lineBreak?: boolean;
    continued?: boolean;
  }

  export interface Page {
    width: number;
    height: number;
    margins: Margins;
  }

  interface PDFDocument {
    x: number;
    y: number;
    page: Page;
    end(): void;
    // The document is a readable stream of the PDF's bytes.
    on(event: 'data', listener: (chunk: Buffer) => void): this;
    on(event: 'end' | 'pageAdded', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    addPage(options?: DocumentOptions): this;
    bufferedPageRange(): { start: number; count: number };
    switchToPage(index: number): Page;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string, opacity?: number): this;
    strokeColor(color: string, opacity?: number): this;
    lineWidth(width: number): this;
    dash(length: number, options?: { space?: number }): this;
    text(text: string, x?: number, y?: number, options?: TextOptions): this;
    text(text: string, options?: TextOptions): this;
    heightOfString(text: string, options?: TextOptions): number;
    widthOfString(text: string, options?: TextOptions): number;
    rect(x: number, y: number, width: number, height: number): this;
    roundedRect(x: number, y: number, width: number, height: number, radius: number): this;
    circle(x: number, y: number, radius: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    fill(color?: string): this;
    stroke(color?: string): this;
    save(): this;
    restore(): this;
  }

  // The interface above and this constructor share the name, as a class would.
  const PDFDocument: new (options?: DocumentOptions) => PDFDocument;
  export default PDFDocument;
}
