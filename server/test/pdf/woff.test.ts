import { readFileSync } from 'node:fs';
import { unpackWoff } from '../../src/pdf/woff';

/**
 * The font files unpacked once (docs/decisions.md, "PDFs embed DejaVu Sans and are tagged"). That
 * pdfkit reads the result and prints with it, the report tests show (server/test/pdf/report.test.ts).
 */

/** An sfnt table's checksum: its bytes as big-endian 32-bit words, padded with zeros, added up. */
function checksum(table: Buffer): number {
  const padded = Buffer.concat([table, Buffer.alloc((4 - (table.length % 4)) % 4)]);
  let sum = 0;
  for (let offset = 0; offset < padded.length; offset += 4) sum = (sum + padded.readUInt32BE(offset)) >>> 0;
  return sum;
}

describe('a WOFF font unpacked into TrueType', () => {
  const woff = readFileSync(require.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff'));

  it('lays out every table of the WOFF, each inflated to the bytes its checksum names, 4-byte aligned', () => {
    const sfnt = unpackWoff(woff);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000); // TrueType outlines
    const numTables = sfnt.readUInt16BE(4);
    expect(numTables).toBe(woff.readUInt16BE(12));
    // searchRange: 16 × the largest power of two not above the number of tables.
    expect(sfnt.readUInt16BE(6)).toBe(16 * 2 ** Math.floor(Math.log2(numTables)));
    expect(sfnt.length).toBe(woff.readUInt32BE(16)); // totalSfntSize, as the WOFF's header says
    const tags: string[] = [];
    for (let i = 0; i < numTables; i += 1) {
      const record = 12 + i * 16;
      const tag = sfnt.toString('latin1', record, record + 4);
      const offset = sfnt.readUInt32BE(record + 8);
      const table = sfnt.subarray(offset, offset + sfnt.readUInt32BE(record + 12));
      tags.push(tag);
      expect(offset % 4).toBe(0);
      // The head table's checksum is taken with its checkSumAdjustment (bytes 8-11) as zero.
      const checked =
        tag === 'head' ? Buffer.concat([table.subarray(0, 8), Buffer.alloc(4), table.subarray(12)]) : table;
      expect([tag, checksum(checked)]).toEqual([tag, sfnt.readUInt32BE(record + 4)]);
    }
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'loca', 'name']));
  });

  it('refuses a file that is not WOFF 1.0', () => {
    expect(() => unpackWoff(Buffer.from('wOF2 and the rest'))).toThrow('not a WOFF 1.0 font file');
  });
});
