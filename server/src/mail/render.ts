import type { Language } from '@shared/validation/language';
import { type MessageValues, translate } from '../i18n/messages';
import type { OutgoingEmail } from './transport';

export interface EmailContent {
  subject: string;
  /** Message ids of locales/, each a paragraph. */
  paragraphs: string[];
  values?: MessageValues;
  action?: { label: string; url: string };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Every email of the product: text and HTML from the same messages, in the recipient's language. */
export function renderEmail(to: string, language: Language, content: EmailContent): OutgoingEmail {
  const t = (id: string) => translate(language, id, content.values);
  const paragraphs = content.paragraphs.map(t);
  const signature = translate(language, 'mail.signature');
  const action = content.action && { label: t(content.action.label), url: content.action.url };
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), signature].join('\n\n');
  const html = [
    '<div style="font-family:Helvetica,Arial,sans-serif;font-size:15px;color:#1f1f1f;max-width:560px">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="background:#1f3a5f;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
      : '',
    `<p style="color:#666">${escapeHtml(signature)}</p>`,
    '</div>',
  ].join('');
  return { to, subject: t(content.subject), text, html };
}
