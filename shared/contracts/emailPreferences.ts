import { type Static, Type } from '@sinclair/typebox';
import { EMAIL_KINDS, type EmailKind } from '@shared/validation/emailKinds';
import { envelope } from './envelope';

/** GET and PUT /api/PreferenzeEmail (product.md §4.18): each kind's switch, true when that kind is sent. */
export const emailPreferences = Type.Object(
  Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, Type.Boolean()])) as Record<
    EmailKind,
    ReturnType<typeof Type.Boolean>
  >,
);
export type EmailPreferencesAnswer = Static<typeof emailPreferences>;
export const emailPreferencesResponse = envelope(emailPreferences);

/** POST /api/PreferenzeEmail/Disiscrizione: the kind of email turned off. */
export const unsubscribed = Type.Object({ kind: Type.Union(EMAIL_KINDS.map((kind) => Type.Literal(kind))) });
export const unsubscribedResponse = envelope(unsubscribed);
