import type { AddressInfo } from 'node:net';
import net from 'node:net';
import Fastify from 'fastify';
import errorEnvelope from '../../src/plugins/errors';
import { buildTestApp, type TestApp } from '../helpers/testApp';

/**
 * What Node's HTTP parser refuses before a request exists is answered in the envelope too
 * (plugins/errors.ts clientErrors), as a client reading every failure as { success, message, data }
 * expects: never Node's or Fastify's own body.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends raw bytes on a connection of its own and answers what comes back before the server closes it. */
function exchange(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(bytes);
  });
}

function parsed(answer: string) {
  const [head, body] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, body: JSON.parse(body) };
}

it('answers a 20 KB address with 431 in the envelope, as JSON', async () => {
  const answer = parsed(
    await exchange(`GET /api/health?q=${'x'.repeat(20 * 1024)} HTTP/1.1\r\nHost: troupe.test\r\n\r\n`),
  );
  expect(answer.status).toBe(431);
  expect(answer.head).toMatch(/content-type: application\/json/i);
  expect(answer.body).toEqual({ success: false, message: 'I dati inviati sono troppo grandi', data: null });
});

it('answers bytes that are no HTTP with 400 in the envelope', async () => {
  const answer = parsed(await exchange('NOT HTTP AT ALL\r\n\r\n'));
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual({
    success: false,
    message: expect.any(String),
    data: { title: expect.any(String), modelValidationError: [{ field: 'request', message: expect.any(String) }] },
  });
});

it('still answers an ordinary request', async () => {
  expect(
    parsed(await exchange('GET /api/health HTTP/1.1\r\nHost: troupe.test\r\nConnection: close\r\n\r\n')).status,
  ).toBe(200);
});

describe('a client that leaves before its answer', () => {
  it('is noted at info, not logged as a failure of the server', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    await app.register(errorEnvelope);
    let left!: () => void;
    const answered = new Promise<void>((resolve) => (left = resolve));
    // As when a compressed answer's stream finds the connection gone (seen under load in the search bench).
    app.get('/leaves', async (request) => {
      request.raw.socket.destroy();
      await new Promise((resolve) => setImmediate(resolve));
      left();
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    });
    // The same error with the client still there is the server's fault.
    app.get('/fails', async () => {
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      await fetch(`${base}/leaves`).catch(() => null);
      await answered;
      expect((await fetch(`${base}/fails`)).status).toBe(500);
      const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(logged.filter((line) => line.msg === 'client left before the answer')).toEqual([
        expect.objectContaining({ level: 30 }),
      ]);
      expect(logged.filter((line) => line.msg === 'request failed')).toEqual([expect.objectContaining({ level: 50 })]);
    } finally {
      await app.close();
    }
  });
});
