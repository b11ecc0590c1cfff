import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { FastifyRequest } from 'fastify';
import en from '../../../locales/en.json';
import it from '../../../locales/it.json';
import { type Language, languageFromAcceptHeader } from '@shared/validation/language';

const cache = createIntlCache();
/**
 * A missing message is said by its id and not printed: formatjs's default prints the whole
 * descriptor to stderr, and an id built from input would carry that input into the logs.
 */
const onError = () => {};
const intlByLanguage: Record<Language, IntlShape> = {
  it: createIntl({ locale: 'it', messages: it, onError }, cache),
  en: createIntl({ locale: 'en', messages: en, onError }, cache),
};

export type MessageId = keyof typeof en;
export type MessageValues = Record<string, string | number>;

/** A message of locales/ in the given language; the same catalogue the SPA shows. */
export function translate(language: Language, id: MessageId | string, values?: MessageValues): string {
  return intlByLanguage[language].formatMessage({ id }, values);
}

/** True for an id of the catalogue (both catalogues hold the same ids). */
export function isMessageId(id: unknown): id is MessageId {
  return typeof id === 'string' && Object.hasOwn(en, id);
}

export function requestLanguage(request: FastifyRequest): Language {
  return languageFromAcceptHeader(request.headers['accept-language']);
}

export function formatDate(language: Language, date: Date): string {
  return intlByLanguage[language].formatDate(date, { dateStyle: 'long', timeZone: 'Europe/Rome' });
}

/** A moment with its time of day, as the language writes it, on Rome's clock (security emails say when). */
export function formatDateTime(language: Language, date: Date): string {
  return intlByLanguage[language].formatDate(date, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Rome' });
}

/** A calendar day ('YYYY-MM-DD') as the language writes it; noon UTC keeps it on its day in Rome. */
export function formatDay(language: Language, day: string): string {
  return formatDate(language, new Date(`${day}T12:00:00Z`));
}

/** A calendar day as product.md §2.9 writes it in documents: dd/MM/yyyy in Italian, MM/dd/yyyy in English. */
export function formatNumericDay(language: Language, day: string): string {
  const [year, month, date] = day.split('-');
  return language === 'en' ? `${month}/${date}/${year}` : `${date}/${month}/${year}`;
}
