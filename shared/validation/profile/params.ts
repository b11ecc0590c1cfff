import '../locale';
import * as yup from 'yup';
import { idParam } from '../fields';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_FILES,
  DOCUMENT_MIME_TYPES,
  PHOTO_MAX_BYTES,
  PHOTO_MIME_TYPES,
  UPLOADABLE_DOCUMENT_TYPES,
} from '../uploads';

/** Paths and queries of the profile's calls that are not a tab's body (product.md §1.7). */

export const caricaFileParamsSchema = yup.object({
  tipoDocumento: yup
    .number()
    .typeError('validation.profile.documentType.invalid')
    .oneOf(UPLOADABLE_DOCUMENT_TYPES, 'validation.profile.documentType.invalid')
    .required('validation.profile.documentType.invalid'),
});

export const profileIdParamsSchema = yup.object({ id: idParam() });

export const userIdParamsSchema = yup.object({ userId: idParam() });

/**
 * base64=true answers a data: URL in `data`; thumbnail=true the small square avatar. Without
 * thumbnail, the own photo (no user id in the path) is the full photo and a user's by id
 * (RecuperaImmagineProfilo/{userId}, the search results' avatar) is the thumbnail.
 */
export const immagineProfiloQuerySchema = yup.object({
  base64: yup.boolean().typeError('validation.boolean.invalid').default(false),
  thumbnail: yup.boolean().typeError('validation.boolean.invalid').optional(),
});
export type ImmagineProfiloQuery = yup.InferType<typeof immagineProfiloQuerySchema>;

/**
 * The uploads' multipart bodies, as the OpenAPI document shows them. They check nothing: the route
 * reads and checks the files as they stream in (size, count, type from the bytes), and the server
 * sees such a body as null until then.
 */
const multipartBody = (fields: yup.ObjectShape) => yup.object(fields).transform((body: object | null) => body ?? {});
const MB = 1024 * 1024;

export const photoUploadSchema = multipartBody({
  file: yup.mixed().meta({
    jsonSchema: {
      type: 'string',
      format: 'binary',
      description: `The photo: ${PHOTO_MIME_TYPES.join(', ')}, up to ${PHOTO_MAX_BYTES / MB} MB`,
    },
  }),
});
export const documentsUploadSchema = multipartBody({
  files: yup.mixed().meta({
    jsonSchema: {
      type: 'array',
      items: { type: 'string', format: 'binary' },
      description: `The document's files (sides, pages): ${DOCUMENT_MIME_TYPES.join(', ')}, up to ${DOCUMENT_MAX_BYTES / MB} MB each, at most ${DOCUMENT_MAX_FILES}`,
    },
  }),
});
