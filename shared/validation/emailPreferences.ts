import './locale';
import * as yup from 'yup';
import { EMAIL_KINDS, type EmailKind } from './emailKinds';

const kindSwitch = yup
  .boolean()
  .typeError('validation.emailPreferences.required')
  .required('validation.emailPreferences.required');

/** PUT /api/PreferenzeEmail: every kind's switch, as the settings page shows them. */
export const emailPreferencesSchema = yup.object(
  Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, kindSwitch])) as Record<EmailKind, typeof kindSwitch>,
);

/** POST /api/PreferenzeEmail/Disiscrizione?t=…: the signed token of an email's List-Unsubscribe address. */
export const unsubscribeQuerySchema = yup.object({
  t: yup
    .string()
    .required('validation.emailPreferences.link')
    .max(1000, 'validation.emailPreferences.link')
    .meta({ jsonSchema: { description: 'The token of the List-Unsubscribe address an email carries' } }),
});

/**
 * The one-click body (RFC 8058): mail programs post `List-Unsubscribe=One-Click`, form-encoded;
 * it is documented, not required, since the signed address alone says what to turn off.
 */
export const unsubscribeBodySchema = yup
  .object({ 'List-Unsubscribe': yup.string().max(100, 'validation.emailPreferences.link') })
  .default({});

export type EmailPreferencesRequest = yup.InferType<typeof emailPreferencesSchema>;
export type UnsubscribeQuery = yup.InferType<typeof unsubscribeQuerySchema>;
