import * as yup from 'yup';
import { idParam } from '../fields';
import { UPLOADABLE_DOCUMENT_TYPES } from '../uploads';

/** Paths and queries of the profile's calls that are not a tab's body (spec 01 section 7). */

export const caricaFileParamsSchema = yup.object({
  tipoDocumento: yup
    .number()
    .typeError('validation.profile.documentType.invalid')
    .oneOf(UPLOADABLE_DOCUMENT_TYPES, 'validation.profile.documentType.invalid')
    .required('validation.profile.documentType.invalid'),
});

export const profileIdParamsSchema = yup.object({ id: idParam() });

export const userIdParamsSchema = yup.object({ userId: idParam() });

/** base64=true answers a data: URL in `data`; thumbnail=true the small square avatar. */
export const immagineProfiloQuerySchema = yup.object({
  base64: yup.boolean().typeError('validation.boolean.invalid').default(false),
  thumbnail: yup.boolean().typeError('validation.boolean.invalid').default(false),
});
export type ImmagineProfiloQuery = yup.InferType<typeof immagineProfiloQuerySchema>;
