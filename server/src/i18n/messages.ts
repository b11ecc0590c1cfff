import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { FastifyRequest } from 'fastify';
import en from '../../../locales/en.json';
import it from '../../../locales/it.json';
import { type Language, languageFromAcceptHeader } from '../../../src/validation/language';

const cache = createIntlCache();
const intlByLanguage: Record<Language, IntlShape> = {
  it: createIntl({ locale: 'it', messages: it }, cache),
  en: createIntl({ locale: 'en', messages: en }, cache),
};

export type MessageId = keyof typeof en;
export type MessageValues = Record<string, string | number>;

/** A message of locales/ in the given language; the same catalogue the SPA shows. */
export function translate(language: Language, id: MessageId | string, values?: MessageValues): string {
  return intlByLanguage[language].formatMessage({ id }, values);
}

export function requestLanguage(request: FastifyRequest): Language {
  return languageFromAcceptHeader(request.headers['accept-language']);
}

export function formatDate(language: Language, date: Date): string {
  return intlByLanguage[language].formatDate(date, { dateStyle: 'long', timeZone: 'Europe/Rome' });
}

/** A calendar day ('YYYY-MM-DD') as the language writes it; noon UTC keeps it on its day in Rome. */
export function formatDay(language: Language, day: string): string {
  return formatDate(language, new Date(`${day}T12:00:00Z`));
}
