import { PDFParse } from 'pdf-parse';

/** The text of a PDF, as a PDF reader extracts it (pdf.js, through pdf-parse). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/**
 * What a reader and a screen reader learn of a PDF besides its text: the title and language pdf.js
 * reads, and the markers of the file's own objects (pdfkit writes the catalogue and the font
 * descriptors uncompressed): a structure tree, the marked-content flag, the title shown by the
 * viewer, the embedded TrueType font (docs/decisions.md, "PDFs embed DejaVu Sans and are tagged").
 */
export async function pdfAccessibility(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const { info } = await parser.getInfo();
    const raw = pdf.toString('latin1');
    return {
      title: info?.Title as string | undefined,
      language: info?.Language as string | undefined,
      structureTree: raw.includes('/StructTreeRoot'),
      marked: /\/Marked true/.test(raw),
      displaysTitle: /\/DisplayDocTitle true/.test(raw),
      embeddedTrueType: raw.includes('/FontFile2'),
      /** The fonts named but not embedded (pdfkit's standard fonts, e.g. Helvetica): none. */
      standardFonts: [...raw.matchAll(/\/BaseFont \/(Helvetica|Times|Courier)[^\s/]*/g)].map((match) => match[0]),
      structureTypes: [...new Set([...raw.matchAll(/\/S \/(\w+)/g)].map((match) => match[1]))].sort(),
    };
  } finally {
    await parser.destroy();
  }
}
