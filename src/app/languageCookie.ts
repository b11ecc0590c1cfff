import { parseCookie } from 'cookie';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type Language,
  isLanguage,
} from '@shared/validation/language';

/*
 * The chosen language also lives in a cookie (product.md §4.13): the server reads it to send a public page
 * prerendered in that language, and the header's switch, sent by the browser before the app has
 * taken over a page (or without JavaScript), is recorded there by the server. So the cookie holds
 * the latest choice, wherever it was made; the app writes it on every change of language.
 */
export function writeLanguageCookie(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/** The language last chosen, as the cookie has it, if it names one. */
export function languageInCookie(): Language | undefined {
  const chosen = parseCookie(document.cookie)[LANGUAGE_COOKIE];
  return isLanguage(chosen) ? chosen : undefined;
}
