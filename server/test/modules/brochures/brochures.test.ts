import { BROCHURES, brochurePath } from '@shared/contracts/brochures';
import { LANGUAGES } from '@shared/validation/language';
import { pdfAccessibility, pdfText } from '../../helpers/pdf';
import { buildTestApp, type TestApp } from '../../helpers/testApp';

/**
 * The brochure and the user guide (docs/product.md §4.12): written by the server, they name the
 * configured support address, print in the embedded DejaVu Sans and are tagged, in each language.
 */

const SUPPORT = 'aiuto@produzioni.example';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SUPPORT_EMAIL: SUPPORT });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** A PDF's text on one line: the extractor breaks lines where the page does. */
const oneLine = async (pdf: Buffer) => (await pdfText(pdf)).replace(/\s+/g, ' ');

describe('the brochure and the guide', () => {
  it('answer at the addresses the landing page links, without a session, as tagged PDFs in their language', async () => {
    for (const kind of BROCHURES) {
      for (const language of LANGUAGES) {
        const response = await get(brochurePath(kind, language));
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-language']).toBe(language);
        expect(await pdfAccessibility(response.rawPayload)).toMatchObject({
          language,
          structureTree: true,
          marked: true,
          displaysTitle: true,
          embeddedTrueType: true,
          standardFonts: [],
        });
      }
    }
    expect((await get('/docs/troupe-leaflet-it.pdf')).statusCode).toBe(404);
  });

  it('name the configured support address, never the default one', async () => {
    const guide = await oneLine((await get(brochurePath('guide', 'en'))).rawPayload);
    expect(guide).toContain(`Need help? Write to ${SUPPORT}.`);
    const brochure = await oneLine((await get(brochurePath('brochure', 'it'))).rawPayload);
    expect(brochure).toContain(`Scrivi a ${SUPPORT}`);
    for (const text of [guide, brochure]) {
      expect(text).not.toContain('troupe.local');
      expect(text).not.toContain('{support}');
    }
  });

  it('print the Italian text as written and the prices as the pages write them, with title, headings and lists', async () => {
    const pdf = (await get(brochurePath('guide', 'it'))).rawPayload;
    const text = await oneLine(pdf);
    expect(text).toContain('valido un’ora');
    expect(text).toContain('Tieni aggiornate le disponibilità');
    expect(text).toMatch(/€ \d+,\d\d/);
    const facts = await pdfAccessibility(pdf);
    expect(facts.title).toMatch(/^Troupe – /);
    expect(facts.structureTypes).toEqual(
      expect.arrayContaining(['Document', 'H1', 'H2', 'P', 'L', 'LI', 'LBody', 'TOC', 'TOCI']),
    );
  });

  it('write each document once and answer the same bytes after', async () => {
    const first = await get(brochurePath('brochure', 'en'));
    const second = await get(brochurePath('brochure', 'en'));
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });
});
