import { readFileSync } from 'node:fs';
import type { Language } from '@shared/validation/language';
import { unpackWoff } from './woff';

/**
 * What every PDF the server writes shares (docs/decisions.md, "PDFs embed DejaVu Sans and are
 * tagged"): the embedded Unicode font, so text prints as typed ("Roma → Cinecittà"), and a tagged
 * document (structure tree, language, title shown by the viewer) that screen readers can read.
 * The sheets' reports (pdf/report.ts) and the brochures are written through it.
 */

/** The faces a document writes with, by the names pdfkit knows them under. */
export const FONTS = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold', italic: 'DejaVuSans-Oblique' } as const;
export type Face = keyof typeof FONTS;

/**
 * The font files in the @fontsource/dejavu-sans package: the whole DejaVu Sans (its "latin" file
 * holds every glyph), as WOFF: unpacked once into TrueType (pdf/woff.ts), which pdfkit embeds as
 * a subset of the glyphs a document uses (a /FontFile2).
 */
const FONT_FILES: Record<Face, string> = {
  regular: 'dejavu-sans-latin-400-normal.woff',
  bold: 'dejavu-sans-latin-700-normal.woff',
  italic: 'dejavu-sans-latin-400-italic.woff',
};

let fontData: Record<Face, Buffer> | undefined;

/**
 * The faces as TrueType, read and unpacked once (about a tenth of a second). The files are
 * resolved as a package's files, from node_modules, so the same call finds them in the tests,
 * under tsx and in the bundled dist-server/main.cjs (esbuild leaves the packages outside it).
 */
function fonts(): Record<Face, Buffer> {
  fontData ??= Object.fromEntries(
    (Object.keys(FONT_FILES) as Face[]).map((face) => [
      face,
      unpackWoff(readFileSync(require.resolve(`@fontsource/dejavu-sans/files/${FONT_FILES[face]}`))),
    ]),
  ) as Record<Face, Buffer>;
  return fontData;
}

export interface PdfInfo {
  /** The document's title: its metadata, and what the viewer's title bar shows. */
  title: string;
  /** The language of its text (the catalogue's /Lang). */
  language: Language;
  author: string;
  subject?: string;
}

export interface PdfLayout {
  margins: { top: number; bottom: number; left: number; right: number };
  /** Keep every page until the end, to draw on earlier pages (footers, contents). */
  bufferPages?: boolean;
}

/** An open tagged document: pdfkit's document, the structure tree's Document element, and the way to end both. */
export interface TaggedPdf {
  doc: PDFKit.PDFDocument;
  root: PDFKit.PDFStructureElement;
  /** Ends the structure and the document; answers the file. */
  finish(): Promise<Buffer>;
}

/**
 * A tagged A4 document in `info.language`, titled, with the embedded faces registered and the
 * regular one chosen. What is drawn goes into the structure through `tag`, decoration through
 * `artifact`.
 */
export async function openTaggedPdf(info: PdfInfo, layout: PdfLayout): Promise<TaggedPdf> {
  // pdfkit and its font tables take 100-150 ms to load: the first document printed pays it once,
  // not every start of the server (the start time of bench/README.md).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: layout.margins,
    bufferPages: layout.bufferPages ?? false,
    // Tagged PDF and the viewer preference for the title are PDF 1.4 and later.
    pdfVersion: '1.7',
    tagged: true,
    lang: info.language,
    displayTitle: true,
    info: { Title: info.title, Author: info.author, ...(info.subject ? { Subject: info.subject } : {}) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const face of Object.keys(FONTS) as Face[]) doc.registerFont(FONTS[face], fonts()[face]);
  doc.font(FONTS.regular);
  const root = doc.struct('Document');
  doc.addStructure(root);
  return {
    doc,
    root,
    finish() {
      root.end();
      doc.end();
      return done;
    },
  };
}

/**
 * Adds an element of the structure (H1, P, Table, TR, TH, TD, L, LI, LBody…) under `parent`:
 * with `draw`, what it draws is the element's content; without, an element to add others to,
 * ended by the caller.
 */
export function tag(
  doc: PDFKit.PDFDocument,
  parent: PDFKit.PDFStructureElement,
  type: string,
  draw?: () => void,
): PDFKit.PDFStructureElement {
  const element = draw ? doc.struct(type, {}, draw) : doc.struct(type);
  parent.add(element);
  return element;
}

/**
 * Draws decoration (bands, rules, fills, a repeated heading, a page's footer) outside the
 * structure, so a screen reader skips it. Never inside a `tag` drawing: pdfkit closes the open
 * marked content for an artifact.
 */
export function artifact(doc: PDFKit.PDFDocument, draw: () => void, type: 'Layout' | 'Pagination' = 'Layout'): void {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}
