import type { EmailKind } from '@shared/validation/emailKinds';
import type { Language } from '@shared/validation/language';
import { type MessageValues, translate } from '../i18n/messages';
import type { OutgoingEmail } from './transport';

export interface EmailContent {
  subject: string;
  /** Message ids of locales/, each a paragraph. */
  paragraphs: string[];
  values?: MessageValues;
  action?: { label: string; url: string };
  /** The kind of a non-transactional email (product.md §4.18); absent for a transactional one. */
  kind?: EmailKind;
}

/** Whom an email goes to: an address, or an address with the person's name where it is known. */
export type Recipient = string | { address: string; name?: string | null };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Every email of the product: text and HTML from the same messages, in the recipient's language.
 * The HTML part is a whole document (its language, charset and title), so mail programs and screen
 * readers read it in the right language (docs/decisions.md, "Emails are whole documents").
 */
export function renderEmail(to: Recipient, language: Language, content: EmailContent): OutgoingEmail {
  const t = (id: string) => translate(language, id, content.values);
  const subject = t(content.subject);
  const paragraphs = content.paragraphs.map(t);
  const signature = translate(language, 'mail.signature');
  const action = content.action && { label: t(content.action.label), url: content.action.url };
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), signature].join('\n\n');
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body>',
    '<div style="font-family:Helvetica,Arial,sans-serif;font-size:15px;color:#1f1f1f;max-width:560px">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="background:#1f3a5f;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
      : '',
    `<p style="color:#666">${escapeHtml(signature)}</p>`,
    '</div>',
    '</body></html>',
  ].join('');
  const address = typeof to === 'string' ? to : to.address;
  const name = typeof to === 'string' ? undefined : to.name?.trim() || undefined;
  return { to: address, toName: name, subject, text, html, kind: content.kind };
}
