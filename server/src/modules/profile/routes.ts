import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { envelope, messageOnlyResponse } from '@shared/contracts/envelope';
import {
  PROFILE_TAB_ANSWERS,
  type ProfileTabAnswer,
  type TabSaved,
  documentsUploadedResponse,
  photoDataUrlResponse,
  publicProfileResponse,
  tabSavedResponse,
} from '@shared/contracts/profile';
import type { Language } from '@shared/validation/language';
import {
  type ImmagineProfiloQuery,
  caricaFileParamsSchema,
  documentsUploadSchema,
  immagineProfiloQuerySchema,
  photoUploadSchema,
  profileIdParamsSchema,
  userIdParamsSchema,
} from '@shared/validation/profile/params';
import { PROFILE_TAB_SCHEMAS } from '@shared/validation/profile/tabSchemas';
import type { ProfileTabKey } from '@shared/validation/profile/tabs';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_FILES, PHOTO_MAX_BYTES } from '@shared/validation/uploads';
import { ok } from '../../http/envelope';
import type { Slots } from '../../http/concurrency';
import { FieldRefusal, ServiceUnavailable } from '../../http/errors';
import { requestLanguage, translate } from '../../i18n/messages';
import type { ProfileService } from './service';
import type { Upload } from './uploads';

const tags = ['Profilo'];
const BASE = '/api/Profilo';

/**
 * The profile wizard's calls (product.md §1.7), each path written as §1.7 writes it (some
 * reads with a trailing slash, RecuperaDatiProfilo/, some without, RecuperaDatiBancari); the
 * server answers both forms of every path.
 */
export default async function profileRoutes(
  app: FastifyInstance,
  options: { service: ProfileService; uploadSlots: Slots; temporaryDir: string },
) {
  const { service, uploadSlots, temporaryDir } = options;

  // Registered here, so multipart bodies are accepted by these routes only. The per-call limits
  // below are tighter; these bound any request: a few files, no sizeable fields.
  await app.register(multipart, {
    limits: {
      fileSize: DOCUMENT_MAX_BYTES,
      files: DOCUMENT_MAX_FILES,
      fields: 5,
      fieldSize: 1024,
      parts: DOCUMENT_MAX_FILES + 5,
      headerPairs: 100,
    },
  });

  /** A tab: its read, and its save validated by the tab's schema of PROFILE_TAB_SCHEMAS (shared/validation). */
  function tab<Key extends ProfileTabKey, Body>(
    key: Key,
    names: { read: string; save: string },
    load: (userId: number, language: Language) => Promise<ProfileTabAnswer<Key>>,
    save: (userId: number, body: Body) => Promise<TabSaved>,
  ) {
    const body = PROFILE_TAB_SCHEMAS[key](service.today);
    const response = { 200: envelope(PROFILE_TAB_ANSWERS[key]) };
    app.get(`${BASE}/${names.read}`, { schema: { tags, response } }, async (request) =>
      ok(await load(request.user.id, requestLanguage(request))),
    );
    app.put<{ Body: Body }>(
      `${BASE}/${names.save}`,
      { schema: { tags, body, response: { 200: tabSavedResponse } } },
      async (request) => {
        const result = await save(request.user.id, request.body as Body);
        return ok(result, translate(requestLanguage(request), 'profile.save.success'));
      },
    );
  }

  tab(
    'availability',
    { read: 'RecuperaDatiDisponibilita/', save: 'SalvaDatiDisponibilita' },
    service.getAvailability,
    service.saveAvailability,
  );
  tab(
    'profile',
    { read: 'RecuperaDatiProfilo/', save: 'SalvaDatiProfilo' },
    service.getProfileData,
    service.saveProfileData,
  );
  tab(
    'personalLegal',
    { read: 'RecuperaDatiPersonaliGiuridici/', save: 'SalvaDatiPersonaliGiuridici' },
    service.getPersonalLegalData,
    service.savePersonalLegalData,
  );
  tab(
    'citizenship',
    { read: 'RecuperaDatiCittadinanza/', save: 'SalvaDatiCittadinanza' },
    service.getCitizenship,
    service.saveCitizenship,
  );
  tab(
    'physical',
    { read: 'RecuperaDatiFisici/', save: 'SalvaDatiFisici' },
    service.getPhysicalData,
    service.savePhysicalData,
  );
  tab(
    'family',
    { read: 'RecuperaDatiFamiliari/', save: 'SalvaDatiFamiliari' },
    service.getFamilyData,
    service.saveFamilyData,
  );
  tab(
    'professional',
    { read: 'RecuperaDatiProfessionali/', save: 'SalvaDatiProfessionali' },
    service.getProfessionalData,
    service.saveProfessionalData,
  );
  tab(
    'fiscal',
    { read: 'RecuperaDatiFiscali/', save: 'SalvaDatiFiscali' },
    service.getFiscalData,
    service.saveFiscalData,
  );
  tab('bank', { read: 'RecuperaDatiBancari', save: 'SalvaDatiBancari' }, service.getBankData, service.saveBankData);

  app.get<{ Params: { id: number } }>(
    `${BASE}/RecuperaProfilo/:id`,
    { schema: { tags, params: profileIdParamsSchema, response: { 200: publicProfileResponse } } },
    async (request) => ok(await service.viewProfile(request.user.id, request.params.id, requestLanguage(request))),
  );

  // -- photo ----------------------------------------------------------------------------------

  /** JSON with base64=true; otherwise the image's bytes, or 304 when the client's copy (If-None-Match) is current. */
  const imageResponse = {
    200: {
      description:
        'base64=true: the photo as a data: URL in the envelope; otherwise the image (photo JPEG, thumbnail WebP)',
      content: {
        'application/json': { schema: photoDataUrlResponse },
        'image/jpeg': { schema: { type: 'string', format: 'binary' } },
        'image/webp': { schema: { type: 'string', format: 'binary' } },
      },
    },
    304: { description: 'Not modified: the ETag sent in If-None-Match is current', type: 'null' },
  };

  /**
   * base64=true: data is a data: URL (null without a photo). Otherwise the image itself, or 404.
   * Either way a photo carries its ETag, and If-None-Match with it answers 304 without a body.
   */
  async function sendImage(
    request: FastifyRequest<{ Querystring: ImmagineProfiloQuery }>,
    reply: FastifyReply,
    ownerId: number,
    thumbnailByDefault: boolean,
  ) {
    const image = await service.photo(request.user.id, ownerId, request.query.thumbnail ?? thumbnailByDefault);
    if (!image) return request.query.base64 ? ok(null) : reply.callNotFound();
    const etag = `"${image.version}${request.query.base64 ? '.b64' : ''}"`;
    // A private answer, checked again on every use: a new photo shows at once, an unchanged one costs a 304.
    reply.header('cache-control', 'private, no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (request.query.base64) return ok(`data:${image.mimeType};base64,${image.bytes.toString('base64')}`);
    return reply.type(image.mimeType).send(image.bytes);
  }

  app.get<{ Querystring: ImmagineProfiloQuery }>(
    `${BASE}/RecuperaImmagineProfilo/`,
    { schema: { tags, querystring: immagineProfiloQuerySchema, response: imageResponse } },
    (request, reply) => sendImage(request, reply, request.user.id, false),
  );
  app.get<{ Querystring: ImmagineProfiloQuery; Params: { userId: number } }>(
    `${BASE}/RecuperaImmagineProfilo/:userId`,
    {
      schema: {
        tags,
        description:
          "Another user's photo is for Master clients (403 otherwise) and only of a complete profile (404 otherwise); the thumbnail unless thumbnail=false.",
        querystring: immagineProfiloQuerySchema,
        params: userIdParamsSchema,
        response: imageResponse,
      },
    },
    (request, reply) => sendImage(request, reply, request.params.userId, true),
  );

  // -- uploads --------------------------------------------------------------------------------

  /**
   * The files of a multipart request's one field, each streamed to a file of `folder` within
   * `maxBytes` (a larger file answers 413), so a request holds a few KB of memory whatever it
   * sends. Any other file field is refused, so nothing arrives unnoticed.
   */
  async function filesOf(
    request: FastifyRequest,
    folder: string,
    field: string,
    maxBytes: number,
    maxFiles: number,
  ): Promise<Upload[]> {
    if (!request.isMultipart()) throw new FieldRefusal(field, 'profile.upload.fileRequired');
    const uploads: Upload[] = [];
    for await (const part of request.files({ limits: { fileSize: maxBytes, files: maxFiles } })) {
      if (part.fieldname !== field) throw new FieldRefusal(field, 'profile.upload.fileRequired');
      const file = path.join(folder, `upload-${uploads.length}`);
      const target = createWriteStream(file, { flags: 'wx', mode: 0o600 });
      await pipeline(part.file, target);
      if (part.file.truncated) throw new app.multipartErrors.RequestFileTooLargeError();
      uploads.push({ path: file, sizeBytes: target.bytesWritten, filename: part.filename });
    }
    if (uploads.length === 0) throw new FieldRefusal(field, 'profile.upload.fileRequired');
    return uploads;
  }

  /**
   * Runs an upload in one of the server's upload slots, with a temporary folder removed afterwards
   * whatever happens. Without a free slot (the server's or this user's) it answers 503 at once,
   * before reading the body, with Retry-After.
   */
  async function withUploadSlot<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    work: (folder: string) => Promise<T>,
  ): Promise<T> {
    const release = uploadSlots.tryTake(request.user.id);
    if (!release) {
      const busy = new ServiceUnavailable('profile.upload.busy');
      reply.header('retry-after', String(busy.retryAfterSeconds));
      throw busy;
    }
    let folder: string | undefined;
    try {
      await mkdir(temporaryDir, { recursive: true, mode: 0o700 });
      folder = await mkdtemp(path.join(temporaryDir, 'upload-'));
      return await work(folder);
    } finally {
      release();
      if (folder) await rm(folder, { recursive: true, force: true });
    }
  }

  app.post(
    `${BASE}/CaricaImmagineProfilo`,
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        body: photoUploadSchema,
        response: { 200: messageOnlyResponse },
      },
    },
    async (request, reply) => {
      await withUploadSlot(request, reply, async (folder) => {
        const [upload] = await filesOf(request, folder, 'file', PHOTO_MAX_BYTES, 1);
        await service.savePhoto(request.user.id, upload);
      });
      return ok(null, translate(requestLanguage(request), 'profile.photo.saved'));
    },
  );

  app.post<{ Params: { tipoDocumento: number } }>(
    `${BASE}/CaricaFile/:tipoDocumento`,
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: caricaFileParamsSchema,
        body: documentsUploadSchema,
        response: { 200: documentsUploadedResponse },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const result = await withUploadSlot(request, reply, async (folder) => {
        const uploads = await filesOf(request, folder, 'files', DOCUMENT_MAX_BYTES, DOCUMENT_MAX_FILES);
        return service.saveDocuments(request.user.id, request.params.tipoDocumento, uploads, language);
      });
      return ok(result, translate(language, 'profile.documents.saved'));
    },
  );
}
