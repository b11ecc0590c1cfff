import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope, messageOnlyResponse } from '../../../../src/contracts/envelope';
import {
  PROFILE_TAB_ANSWERS,
  type ProfileTabAnswer,
  type TabSaved,
  documentsUploadedResponse,
  photoDataUrlResponse,
  publicProfileResponse,
  tabSavedResponse,
} from '../../../../src/contracts/profile';
import type { Language } from '../../../../src/validation/language';
import {
  type ImmagineProfiloQuery,
  caricaFileParamsSchema,
  documentsUploadSchema,
  immagineProfiloQuerySchema,
  photoUploadSchema,
  profileIdParamsSchema,
  userIdParamsSchema,
} from '../../../../src/validation/profile/params';
import { PROFILE_TAB_SCHEMAS } from '../../../../src/validation/profile/tabSchemas';
import type { ProfileTabKey } from '../../../../src/validation/profile/tabs';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_FILES, PHOTO_MAX_BYTES } from '../../../../src/validation/uploads';
import { ok } from '../../http/envelope';
import { FieldRefusal } from '../../http/errors';
import { requestLanguage, translate } from '../../i18n/messages';
import type { ProfileService } from './service';
import type { Upload } from './uploads';

const tags = ['Profilo'];
const BASE = '/api/Profilo';

/**
 * The profile wizard's calls (spec 01 section 7), each path written as the spec writes it (some
 * reads with a trailing slash, RecuperaDatiProfilo/, some without, RecuperaDatiBancari); the
 * server answers both forms of every path.
 */
export default async function profileRoutes(app: FastifyInstance, options: { service: ProfileService }) {
  const { service } = options;

  // Registered here, so multipart bodies are accepted by these routes only. The per-call limits
  // below are tighter; these bound any request: a few files, no sizeable fields.
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: DOCUMENT_MAX_FILES, fields: 5, fieldSize: 1024, parts: DOCUMENT_MAX_FILES + 5, headerPairs: 100 },
  });

  /** A tab: its read, and its save validated by the tab's schema of PROFILE_TAB_SCHEMAS (src/validation). */
  function tab<Key extends ProfileTabKey, Body>(
    key: Key,
    names: { read: string; save: string },
    load: (userId: number, language: Language) => Promise<ProfileTabAnswer<Key>>,
    save: (userId: number, body: Body) => Promise<TabSaved>,
  ) {
    const body = PROFILE_TAB_SCHEMAS[key](service.today);
    const response = { 200: envelope(PROFILE_TAB_ANSWERS[key]) };
    app.get(`${BASE}/${names.read}`, { schema: { tags, response } }, async (request) => ok(await load(request.user.id, requestLanguage(request))));
    app.put<{ Body: Body }>(`${BASE}/${names.save}`, { schema: { tags, body, response: { 200: tabSavedResponse } } }, async (request) => {
      const result = await save(request.user.id, request.body as Body);
      return ok(result, translate(requestLanguage(request), 'profile.save.success'));
    });
  }

  tab('availability', { read: 'RecuperaDatiDisponibilita/', save: 'SalvaDatiDisponibilita' }, service.getAvailability, service.saveAvailability);
  tab('profile', { read: 'RecuperaDatiProfilo/', save: 'SalvaDatiProfilo' }, service.getProfileData, service.saveProfileData);
  tab(
    'personalLegal',
    { read: 'RecuperaDatiPersonaliGiuridici/', save: 'SalvaDatiPersonaliGiuridici' },
    service.getPersonalLegalData,
    service.savePersonalLegalData,
  );
  tab('citizenship', { read: 'RecuperaDatiCittadinanza/', save: 'SalvaDatiCittadinanza' }, service.getCitizenship, service.saveCitizenship);
  tab('physical', { read: 'RecuperaDatiFisici/', save: 'SalvaDatiFisici' }, service.getPhysicalData, service.savePhysicalData);
  tab('family', { read: 'RecuperaDatiFamiliari/', save: 'SalvaDatiFamiliari' }, service.getFamilyData, service.saveFamilyData);
  tab('professional', { read: 'RecuperaDatiProfessionali/', save: 'SalvaDatiProfessionali' }, service.getProfessionalData, service.saveProfessionalData);
  tab('fiscal', { read: 'RecuperaDatiFiscali/', save: 'SalvaDatiFiscali' }, service.getFiscalData, service.saveFiscalData);
  tab('bank', { read: 'RecuperaDatiBancari', save: 'SalvaDatiBancari' }, service.getBankData, service.saveBankData);

  app.get<{ Params: { id: number } }>(`${BASE}/RecuperaProfilo/:id`, { schema: { tags, params: profileIdParamsSchema, response: { 200: publicProfileResponse } } }, async (request) =>
    ok(await service.viewProfile(request.user.id, request.params.id, requestLanguage(request))),
  );

  // -- photo ----------------------------------------------------------------------------------

  /** JSON with base64=true; otherwise the image's bytes, or 304 when the client's copy (If-None-Match) is current. */
  const imageResponse = {
    200: {
      description: 'base64=true: the photo as a data: URL in the envelope; otherwise the image (photo JPEG, thumbnail WebP)',
      content: {
        'application/json': { schema: photoDataUrlResponse },
        'image/jpeg': { schema: { type: 'string', format: 'binary' } },
        'image/webp': { schema: { type: 'string', format: 'binary' } },
      },
    },
    304: { description: 'Not modified: the ETag sent in If-None-Match is current', type: 'null' },
  };

  /** base64=true: data is a data: URL (null without a photo). Otherwise the image itself, or 404. */
  async function sendImage(request: FastifyRequest<{ Querystring: ImmagineProfiloQuery }>, reply: FastifyReply, ownerId: number) {
    const image = await service.photo(request.user.id, ownerId, request.query.thumbnail);
    if (request.query.base64) return ok(image ? `data:${image.mimeType};base64,${image.bytes.toString('base64')}` : null);
    if (!image) return reply.callNotFound();
    const etag = `"${image.version}"`;
    // A private answer, checked again on every use: a new photo shows at once, an unchanged one costs a 304.
    reply.header('cache-control', 'private, no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(image.mimeType).send(image.bytes);
  }

  app.get<{ Querystring: ImmagineProfiloQuery }>(
    `${BASE}/RecuperaImmagineProfilo/`,
    { schema: { tags, querystring: immagineProfiloQuerySchema, response: imageResponse } },
    (request, reply) => sendImage(request, reply, request.user.id),
  );
  app.get<{ Querystring: ImmagineProfiloQuery; Params: { userId: number } }>(
    `${BASE}/RecuperaImmagineProfilo/:userId`,
    { schema: { tags, querystring: immagineProfiloQuerySchema, params: userIdParamsSchema, response: imageResponse } },
    (request, reply) => sendImage(request, reply, request.params.userId),
  );

  // -- uploads --------------------------------------------------------------------------------

  /**
   * The files of a multipart request's one field, read into memory within `maxBytes` each (a
   * larger file answers 413). Any other file field is refused, so nothing arrives unnoticed.
   */
  async function filesOf(request: FastifyRequest, field: string, maxBytes: number, maxFiles: number): Promise<Upload[]> {
    if (!request.isMultipart()) throw new FieldRefusal(field, 'profile.upload.fileRequired');
    const uploads: Upload[] = [];
    for await (const part of request.files({ limits: { fileSize: maxBytes, files: maxFiles } })) {
      const bytes = await part.toBuffer();
      if (part.fieldname !== field) throw new FieldRefusal(field, 'profile.upload.fileRequired');
      uploads.push({ bytes, filename: part.filename });
    }
    if (uploads.length === 0) throw new FieldRefusal(field, 'profile.upload.fileRequired');
    return uploads;
  }

  app.post(`${BASE}/CaricaImmagineProfilo`, { schema: { tags, consumes: ['multipart/form-data'], body: photoUploadSchema, response: { 200: messageOnlyResponse } } }, async (request) => {
    const [upload] = await filesOf(request, 'file', PHOTO_MAX_BYTES, 1);
    await service.savePhoto(request.user.id, upload);
    return ok(null, translate(requestLanguage(request), 'profile.photo.saved'));
  });

  app.post<{ Params: { tipoDocumento: number } }>(
    `${BASE}/CaricaFile/:tipoDocumento`,
    { schema: { tags, consumes: ['multipart/form-data'], params: caricaFileParamsSchema, body: documentsUploadSchema, response: { 200: documentsUploadedResponse } } },
    async (request) => {
      const language = requestLanguage(request);
      const uploads = await filesOf(request, 'files', DOCUMENT_MAX_BYTES, DOCUMENT_MAX_FILES);
      const result = await service.saveDocuments(request.user.id, request.params.tipoDocumento, uploads, language);
      return ok(result, translate(language, 'profile.documents.saved'));
    },
  );
}
