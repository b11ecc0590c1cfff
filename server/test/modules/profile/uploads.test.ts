import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { type SignedInUser, signUpAndIn } from '../../helpers/users';
import { type FilePart, multipart, pdfBytes } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A photo as a phone takes it: with EXIF metadata (camera, orientation) that must not survive. */
async function cameraJpeg(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12', Copyright: 'Giulia' } } })
    .toBuffer();
}

const png = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();

async function uploadPhoto(user: SignedInUser, part: FilePart, language = 'it') {
  const body = multipart('file', [part]);
  return t.app.inject({
    method: 'POST',
    url: '/api/Profilo/CaricaImmagineProfilo',
    payload: body.payload,
    headers: { ...body.headers, ...user.auth, 'accept-language': language },
  });
}

async function uploadDocuments(
  user: SignedInUser,
  type: number | string,
  parts: FilePart[],
  language = 'it',
  field = 'files',
) {
  const body = multipart(field, parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/Profilo/CaricaFile/${type}`,
    payload: body.payload,
    headers: { ...body.headers, ...user.auth, 'accept-language': language },
  });
}

const userFolder = (user: SignedInUser) => path.join(t.config.dataDir, 'uploads', String(user.userId));

describe('profile photo', () => {
  it('stores a JPEG re-encoded without its metadata, and a 160 px square thumbnail', async () => {
    const user = await signUpAndIn(t.app);
    const response = await uploadPhoto(user, {
      filename: 'me.jpg',
      contentType: 'image/jpeg',
      bytes: await cameraJpeg(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Foto del profilo aggiornata', data: null });

    const image = await t.app.inject({
      method: 'GET',
      url: '/api/Profilo/RecuperaImmagineProfilo/',
      headers: user.auth,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, no-cache');
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    // The camera's orientation was applied to the pixels before it was dropped.
    expect([metadata.width, metadata.height]).toEqual([480, 640]);

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/Profilo/RecuperaImmagineProfilo',
      headers: { ...user.auth, 'if-none-match': image.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    const thumbnail = await t.app.inject({
      method: 'GET',
      url: '/api/Profilo/RecuperaImmagineProfilo/?thumbnail=true',
      headers: user.auth,
    });
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const thumbnailMetadata = await sharp(thumbnail.rawPayload).metadata();
    expect([thumbnailMetadata.format, thumbnailMetadata.width, thumbnailMetadata.height]).toEqual(['webp', 160, 160]);

    expect((await readdir(userFolder(user))).sort()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^[0-9a-f]{32}\.jpg$/),
        expect.stringMatching(/^[0-9a-f]{32}\.webp$/),
      ]),
    );
  });

  it('answers base64=true as a data: URL: the photo on the own path, the thumbnail by user id; null before any upload', async () => {
    const user = await signUpAndIn(t.app);
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/Profilo/RecuperaImmagineProfilo/?base64=true',
      headers: user.auth,
    });
    expect(none.json()).toEqual({ success: true, message: null, data: null });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Profilo/RecuperaImmagineProfilo/', headers: user.auth }))
        .statusCode,
    ).toBe(404);

    await uploadPhoto(user, { filename: 'me.png', contentType: 'image/png', bytes: await png() });
    const expected = [
      ['/api/Profilo/RecuperaImmagineProfilo/?base64=true', 'jpeg', 300, 200],
      [`/api/Profilo/RecuperaImmagineProfilo/${user.userId}?base64=true`, 'webp', 160, 160],
      [`/api/Profilo/RecuperaImmagineProfilo/${user.userId}?base64=true&thumbnail=false`, 'jpeg', 300, 200],
    ] as const;
    for (const [url, format, width, height] of expected) {
      const answer = (await t.app.inject({ method: 'GET', url, headers: user.auth })).json();
      expect(answer.success).toBe(true);
      expect(answer.data).toMatch(new RegExp(`^data:image/${format};base64,`));
      const decoded = await sharp(Buffer.from(answer.data.split(',')[1], 'base64')).metadata();
      expect([decoded.width, decoded.height]).toEqual([width, height]);
    }
  });

  it('replaces the earlier photo and removes its files', async () => {
    const user = await signUpAndIn(t.app);
    await uploadPhoto(user, { filename: 'a.jpg', contentType: 'image/jpeg', bytes: await cameraJpeg() });
    const first = await readdir(userFolder(user));
    await uploadPhoto(user, { filename: 'b.png', contentType: 'image/png', bytes: await png() });
    const second = await readdir(userFolder(user));
    expect(second).toHaveLength(2);
    expect(second.some((name) => first.includes(name))).toBe(false);
  });

  it('judges the type by the bytes: text named .jpg is refused', async () => {
    const user = await signUpAndIn(t.app);
    const response = await uploadPhoto(
      user,
      {
        filename: 'holiday.jpg',
        contentType: 'image/jpeg',
        bytes: Buffer.from('this is not a picture at all, only words'),
      },
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data.modelValidationError).toEqual([
      { field: 'file', message: 'The photo must be a JPEG, PNG or WebP image' },
    ]);
    const pdf = await uploadPhoto(user, { filename: 'me.jpg', contentType: 'image/jpeg', bytes: pdfBytes() });
    expect(pdf.statusCode).toBe(400);
    expect(existsSync(userFolder(user))).toBe(false);
  });

  it('answers 413 to a photo over 5 MB', async () => {
    const user = await signUpAndIn(t.app);
    const big = Buffer.concat([await cameraJpeg(), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await uploadPhoto(user, { filename: 'big.jpg', contentType: 'image/jpeg', bytes: big }, 'en');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'The data sent is too large', data: null });
  });

  it("answers 'Errore' to an empty file, and 400 to a request without one", async () => {
    const user = await signUpAndIn(t.app);
    const empty = await uploadPhoto(user, { filename: 'empty.jpg', contentType: 'image/jpeg', bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ success: false, message: 'Errore', data: null });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/Profilo/CaricaImmagineProfilo',
      payload: {},
      headers: user.auth,
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().data.modelValidationError).toEqual([{ field: 'file', message: 'Scegli un file da caricare' }]);
  });

  it("answers 403 for another user's photo below Master (search/crewCard.test.ts has the rest)", async () => {
    const owner = await signUpAndIn(t.app);
    await uploadPhoto(owner, { filename: 'a.jpg', contentType: 'image/jpeg', bytes: await cameraJpeg() });
    const other = await signUpAndIn(t.app);
    for (const url of [
      `/api/Profilo/RecuperaImmagineProfilo/${owner.userId}?base64=true`,
      `/api/Profilo/RecuperaImmagineProfilo/${owner.userId}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: other.auth });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('documents', () => {
  it('stores a passport PDF and a two-sided identity card, listed on the profile tab', async () => {
    const user = await signUpAndIn(t.app);
    const passport = await uploadDocuments(user, 5, [
      { filename: 'passaporto.pdf', contentType: 'application/pdf', bytes: pdfBytes() },
    ]);
    expect(passport.statusCode).toBe(200);
    expect(passport.json()).toMatchObject({
      success: true,
      message: 'Documento caricato',
      data: {
        listaDocumenti: [
          {
            tipoDocumento: 5,
            dimensioniDocumento: pdfBytes().length,
            nomeDocumento: 'passaporto.pdf',
            tipoFile: 'application/pdf',
          },
        ],
      },
    });

    const card = await uploadDocuments(user, 4, [
      { filename: 'fronte.jpg', contentType: 'image/jpeg', bytes: await cameraJpeg(400, 250) },
      { filename: 'C:\\Users\\giulia\\retro.png', contentType: 'image/png', bytes: await png(400, 250) },
    ]);
    expect(card.statusCode).toBe(200);
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/Profilo/RecuperaDatiProfilo/', headers: user.auth })
    ).json().data.listaDocumenti;
    expect(
      listed.map((document: { tipoDocumento: number; nomeDocumento: string; tipoFile: string }) => [
        document.tipoDocumento,
        document.nomeDocumento,
        document.tipoFile,
      ]),
    ).toEqual([
      [5, 'passaporto.pdf', 'application/pdf'],
      [4, 'fronte.jpg', 'image/jpeg'],
      [4, 'retro.png', 'image/png'],
    ]);
    expect(await readdir(userFolder(user))).toHaveLength(3);
  });

  it('replaces the earlier documents of the same type only', async () => {
    const user = await signUpAndIn(t.app);
    await uploadDocuments(user, 3, [
      { filename: 'patente-vecchia.pdf', contentType: 'application/pdf', bytes: pdfBytes() },
    ]);
    await uploadDocuments(user, 5, [{ filename: 'passaporto.pdf', contentType: 'application/pdf', bytes: pdfBytes() }]);
    const renewed = await uploadDocuments(user, 3, [
      { filename: 'patente-nuova.pdf', contentType: 'application/pdf', bytes: pdfBytes() },
    ]);
    expect(
      renewed.json().data.listaDocumenti.map((document: { nomeDocumento: string }) => document.nomeDocumento),
    ).toEqual(['passaporto.pdf', 'patente-nuova.pdf']);
    expect(await readdir(userFolder(user))).toHaveLength(2);
  });

  it.each([1, 2, 6, 7, 'x'])('refuses document type %p', async (type) => {
    const user = await signUpAndIn(t.app);
    const response = await uploadDocuments(
      user,
      type,
      [{ filename: 'a.pdf', contentType: 'application/pdf', bytes: pdfBytes() }],
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data.modelValidationError).toEqual([
      { field: 'tipoDocumento', message: 'Only a driving licence, identity card or passport can be uploaded' },
    ]);
  });

  it('judges the type by the bytes, answers Errore to an empty file and 413 over 10 MB', async () => {
    const user = await signUpAndIn(t.app);
    const text = await uploadDocuments(
      user,
      3,
      [
        {
          filename: 'patente.pdf',
          contentType: 'application/pdf',
          bytes: Buffer.from('plain text pretending to be a PDF'),
        },
      ],
      'en',
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().data.modelValidationError).toEqual([
      { field: 'files', message: 'The document must be a PDF or a JPEG or PNG image' },
    ]);
    const webp = await uploadDocuments(user, 3, [
      {
        filename: 'patente.webp',
        contentType: 'image/webp',
        bytes: await sharp(await png())
          .webp()
          .toBuffer(),
      },
    ]);
    expect(webp.statusCode).toBe(400);

    const empty = await uploadDocuments(
      user,
      3,
      [{ filename: 'patente.pdf', contentType: 'application/pdf', bytes: Buffer.alloc(0) }],
      'en',
    );
    expect(empty.json()).toEqual({ success: false, message: 'Error', data: null });

    const big = Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await uploadDocuments(user, 3, [
      { filename: 'patente.pdf', contentType: 'application/pdf', bytes: big },
    ]);
    expect(tooLarge.statusCode).toBe(413);

    const wrongField = await uploadDocuments(
      user,
      3,
      [{ filename: 'patente.pdf', contentType: 'application/pdf', bytes: pdfBytes() }],
      'it',
      'file',
    );
    expect(wrongField.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Profilo/RecuperaDatiProfilo/', headers: user.auth })).json().data
        .listaDocumenti,
    ).toEqual([]);
    expect(existsSync(userFolder(user))).toBe(false);
  });
});

describe('deleting the account', () => {
  it("removes the user's photo and documents from disk, and nobody else's", async () => {
    const leaving = await signUpAndIn(t.app);
    const staying = await signUpAndIn(t.app);
    for (const user of [leaving, staying]) {
      await uploadPhoto(user, { filename: 'me.jpg', contentType: 'image/jpeg', bytes: await cameraJpeg() });
      await uploadDocuments(user, 5, [
        { filename: 'passaporto.pdf', contentType: 'application/pdf', bytes: pdfBytes() },
      ]);
    }
    expect(await readdir(userFolder(leaving))).toHaveLength(3);

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/Accounts/deleteaccount', headers: leaving.auth });
    expect(deleted.json().success).toBe(true);
    expect(existsSync(userFolder(leaving))).toBe(false);
    expect(await readdir(userFolder(staying))).toHaveLength(3);
  });
});
