import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import sharp from 'sharp';
import { type TestS3, startS3 } from '../../helpers/s3';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { signUpAndIn } from '../../helpers/users';
import { multipart, pdfBytes } from './fixtures';

const photo = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
const PHOTO_URL = '/api/Profilo/CaricaImmagineProfilo';

/** Resolves once the server has read everything written so far into `stream`: the request is being handled. */
async function drained(stream: PassThrough) {
  while (stream.readableLength > 0) await new Promise((resolve) => setImmediate(resolve));
}

describe('uploads at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ UPLOADS_PER_USER: '1', UPLOADS_AT_ONCE: '2' });
  });
  afterAll(() => t.close());

  it("answers 503 with Retry-After to a user's upload beyond their share and to anyone's beyond the server's, and stores the others", async () => {
    const [first, second, third] = [await signUpAndIn(t.app), await signUpAndIn(t.app), await signUpAndIn(t.app)];
    const body = multipart('file', [{ filename: 'me.jpg', contentType: 'image/jpeg', bytes: await photo() }]);
    // The first user's upload arrives slowly: half of it now, the rest when the test says.
    const slow = new PassThrough();
    const half = Math.floor(body.payload.length / 2);
    slow.write(body.payload.subarray(0, half));
    const inFlight = t.app.inject({
      method: 'POST',
      url: PHOTO_URL,
      payload: slow,
      headers: { ...body.headers, ...first.auth, 'accept-language': 'en' },
    });
    await drained(slow);

    const again = await t.app.inject({
      method: 'POST',
      url: PHOTO_URL,
      payload: body.payload,
      headers: { ...body.headers, ...first.auth, 'accept-language': 'en' },
    });
    expect(again.statusCode).toBe(503);
    expect(again.headers['retry-after']).toBe('5');
    expect(again.json()).toEqual({
      success: false,
      message: 'Too many uploads in progress: please try again in 5 seconds',
      data: null,
    });

    const slowToo = new PassThrough();
    slowToo.write(body.payload.subarray(0, half));
    const inFlightToo = t.app.inject({
      method: 'POST',
      url: PHOTO_URL,
      payload: slowToo,
      headers: { ...body.headers, ...second.auth },
    });
    await drained(slowToo);
    const serverFull = await t.app.inject({
      method: 'POST',
      url: PHOTO_URL,
      payload: body.payload,
      headers: { ...body.headers, ...third.auth },
    });
    expect(serverFull.statusCode).toBe(503);
    expect(serverFull.json().message).toBe('Troppi caricamenti in corso: riprova tra 5 secondi');

    slow.end(body.payload.subarray(half));
    slowToo.end(body.payload.subarray(half));
    expect((await inFlight).statusCode).toBe(200);
    expect((await inFlightToo).statusCode).toBe(200);
    // The slots are free again, and the temporary files are gone.
    const after = await t.app.inject({
      method: 'POST',
      url: PHOTO_URL,
      payload: body.payload,
      headers: { ...body.headers, ...third.auth },
    });
    expect(after.statusCode).toBe(200);
    expect(await readdir(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
  });

  it('refuses a picture of more than 40 megapixels without decoding it, and leaves no temporary file', async () => {
    const user = await signUpAndIn(t.app);
    // 8000 x 6000 of one colour: a few KB of PNG that would decode to 192 MB.
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 4, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const body = multipart('file', [{ filename: 'huge.png', contentType: 'image/png', bytes: huge }]);
    const answer = await t.app.inject({
      method: 'POST',
      url: PHOTO_URL,
      payload: body.payload,
      headers: { ...body.headers, ...user.auth },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().data.modelValidationError[0].field).toBe('file');
    expect(await readdir(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
  });
});

describe('uploads kept in an S3 bucket', () => {
  let s3: TestS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3();
    t = await buildTestApp(s3.env);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('stores the photo and documents in the bucket, reads the photo from it, and nothing under DATA_DIR', async () => {
    const user = await signUpAndIn(t.app);
    const body = multipart('file', [{ filename: 'me.jpg', contentType: 'image/jpeg', bytes: await photo() }]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: PHOTO_URL,
          payload: body.payload,
          headers: { ...body.headers, ...user.auth },
        })
      ).statusCode,
    ).toBe(200);
    const documents = multipart('files', [
      { filename: 'passport.pdf', contentType: 'application/pdf', bytes: pdfBytes() },
    ]);
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/Profilo/CaricaFile/5',
      payload: documents.payload,
      headers: { ...documents.headers, ...user.auth },
    });
    expect(stored.json().data.listaDocumenti).toEqual([
      expect.objectContaining({ nomeDocumento: 'passport.pdf', dimensioniDocumento: pdfBytes().length }),
    ]);

    const image = await t.app.inject({
      method: 'GET',
      url: '/api/Profilo/RecuperaImmagineProfilo/',
      headers: user.auth,
    });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(400);
    expect(await readdir(t.config.dataDir)).not.toContain('uploads');
  });
});
