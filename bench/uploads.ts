import sharp from 'sharp';
import { writeFileSync, mkdirSync } from 'node:fs';
import { type BenchServer, signUp, startServer } from './server';

/**
 * Memory under concurrent large uploads (the goal: under 700 MB, bench/README.md): CLIENTS
 * clients, each with UPLOADS documents of 9.9 MB (PDFs and camera-sized JPEGs, alternately),
 * against one server on PGlite.
 * Two rounds: each client sends its uploads one after another (a person uploading four files), then
 * all at once (80 requests in flight). The server's resident memory is sampled every 50 ms; every
 * answer is counted as stored, refused with a message (which) or failed.
 *
 *   node --import tsx bench/uploads.ts           # figures to bench/results/uploads.json
 */
const PORT = Number(process.env.BENCH_PORT || 8291);
const CLIENTS = 20;
const UPLOADS = 4;
const SIZE = Math.round(9.9 * 1024 * 1024);

function pdf(): Buffer {
  const head = Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n%',
  );
  const tail = Buffer.from('\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(SIZE - head.length - tail.length, 0x41), tail]);
}

/** A JPEG of noise just under SIZE bytes: the dimensions grow until it is (about 13 megapixels). */
async function jpeg(): Promise<Buffer> {
  let side = 2000;
  let best = Buffer.alloc(0);
  for (;;) {
    const bytes = await sharp({
      create: {
        width: Math.round(side * 1.33),
        height: side,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian' as const, mean: 128, sigma: 50 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    if (bytes.length > SIZE) return best;
    best = bytes;
    side += 100;
  }
}

interface Round {
  name: string;
  seconds: number;
  peakRssMb: number;
  stored: number;
  refused: Record<string, number>;
  failed: number;
  retryAfter: string[];
}

async function round(
  server: BenchServer,
  name: string,
  tokens: string[],
  files: Buffer[],
  together: boolean,
): Promise<Round> {
  const result: Round = { name, seconds: 0, peakRssMb: 0, stored: 0, refused: {}, failed: 0, retryAfter: [] };
  const sampler = setInterval(() => {
    result.peakRssMb = Math.max(result.peakRssMb, server.rssMb());
  }, 50);
  const upload = async (token: string, index: number) => {
    const form = new FormData();
    const type = index % 2 === 0 ? 'application/pdf' : 'image/jpeg';
    form.append(
      'files',
      new Blob([new Uint8Array(files[index % 2])], { type }),
      index % 2 === 0 ? 'passport.pdf' : 'card.jpg',
    );
    try {
      const response = await fetch(`${server.base}/api/Profilo/CaricaFile/5`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      });
      const answer = (await response.json()) as { success: boolean; message: string | null };
      if (response.status === 200 && answer.success) result.stored += 1;
      else {
        const key = `${response.status} ${answer.message}`;
        result.refused[key] = (result.refused[key] ?? 0) + 1;
        const retry = response.headers.get('retry-after');
        if (retry && !result.retryAfter.includes(retry)) result.retryAfter.push(retry);
      }
    } catch (error) {
      result.failed += 1;
      console.error(error);
    }
  };
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token) => {
      const indexes = Array.from({ length: UPLOADS }, (_, index) => index);
      if (together) await Promise.all(indexes.map((index) => upload(token, index)));
      else for (const index of indexes) await upload(token, index);
    }),
  );
  clearInterval(sampler);
  result.seconds = Number(((performance.now() - started) / 1000).toFixed(1));
  result.peakRssMb = Math.round(result.peakRssMb);
  return result;
}

async function main() {
  const files = [pdf(), await jpeg()];
  console.log(
    `files: PDF ${files[0].length} bytes, JPEG ${files[1].length} bytes (${(await sharp(files[1]).metadata()).width} px wide)`,
  );
  const server = await startServer(PORT);
  try {
    const startRssMb = Math.round(server.rssMb());
    const tokens: string[] = [];
    for (let client = 0; client < CLIENTS; client += 1) tokens.push(await signUp(server.base, `uploader${client}`));
    const idleRssMb = Math.round(server.rssMb());
    const oneByOne = await round(
      server,
      `${CLIENTS} clients x ${UPLOADS} uploads, one after another`,
      tokens,
      files,
      false,
    );
    const together = await round(server, `${CLIENTS} clients x ${UPLOADS} uploads, all at once`, tokens, files, true);
    const results = {
      date: new Date().toISOString(),
      startRssMb,
      idleRssMb,
      rounds: [oneByOne, together],
      afterRssMb: Math.round(server.rssMb()),
    };
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/uploads.json', `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify(results, null, 2));
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
