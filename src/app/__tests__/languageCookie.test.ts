import { languageInCookie, writeLanguageCookie } from '../languageCookie';

describe('the language cookie', () => {
  it('gives back the language written, among other cookies', () => {
    document.cookie = 'other=1; path=/';
    writeLanguageCookie('en');
    expect(languageInCookie()).toBe('en');
    writeLanguageCookie('it');
    expect(languageInCookie()).toBe('it');
  });

  it('names no language when the cookie holds one the app does not have', () => {
    document.cookie = 'troupe-language=fr; path=/';
    expect(languageInCookie()).toBeUndefined();
  });
});
