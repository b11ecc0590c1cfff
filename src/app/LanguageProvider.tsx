import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import itIT from 'antd/locale/it_IT';
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import { type ReactNode, useEffect, useRef } from 'react';
import { IntlProvider } from 'react-intl';
import { lazyModules } from '../components/lazyModules';
import it from '../../locales/it.json';
import { selectLanguage } from '../store/language';
import { useAppSelector } from '../store/hooks';
import { DEFAULT_LANGUAGE, type Language } from '@shared/validation/language';
import { languageInCookie, writeLanguageCookie } from './languageCookie';
import { useTheme } from './theme';

type Messages = typeof it;

/*
 * Italian, the default language, comes with the first load; English is a chunk of its own, fetched
 * when it is the stored or the chosen language (17.9 KB gzipped off every Italian first load;
 * docs/decisions.md, SPA structure and loading). index.tsx waits for the stored language's
 * messages before the first render, so no page is painted in the other language.
 */
const messages = lazyModules<Language, Messages>(
  {
    it: async () => ({ default: it }),
    en: () => import(/* webpackChunkName: "messages-en" */ '../../locales/en.json'),
  },
  [['it', it]],
);

/** Makes a language's messages available (once; later calls answer at once). */
export const loadMessages = messages.load;

/** A language's messages, once loadMessages has made them available. */
export const loadedMessages = messages.get;

const antdLocales = { it: itIT, en: enUS };

/**
 * react-intl prints every failure with its descriptor, whose id may be a message the server sent
 * (and a refused value in it): a missing message shows its id and is not printed; any other
 * failure is printed by its code only.
 */
function reportIntlError(error: { code?: string }) {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(`react-intl: ${error.code ?? 'error'}`);
}

/**
 * react-intl, antd and dayjs switch language together, from the one language in the store. A
 * language whose messages are still on their way is shown once they arrive; until then the page
 * stays in the default language, whose messages are always here.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const chosen = useAppSelector(selectLanguage);
  const failure = messages.useArrival(chosen);
  useEffect(() => {
    if (failure) console.error(`the ${chosen} messages could not be loaded`);
  }, [chosen, failure]);
  const language = messages.get(chosen) ? chosen : DEFAULT_LANGUAGE;
  dayjs.locale(language);
  const theme = useTheme();
  const rendered = useRef(language);
  useEffect(() => {
    document.documentElement.lang = language;
    // The installed app's texts in the language shown (webpack/webAppManifest.js names the files).
    document.querySelector('link[rel=manifest]')?.setAttribute('href', `/manifest.${language}.webmanifest`);
    // The cookie records choices: a change of language, or the stored one when the browser has
    // none yet. Rendering is not a choice: a prerendered page's switch, sent by the browser while
    // the app was starting, has its answer set the cookie before this page goes, and writing the
    // page's language here would undo it (the next page would come back in the old language).
    if (language !== rendered.current || languageInCookie() === undefined) writeLanguageCookie(language);
    rendered.current = language;
  }, [language]);
  return (
    <IntlProvider locale={language} messages={messages.get(language)} defaultLocale="it" onError={reportIntlError}>
      <ConfigProvider locale={antdLocales[language]} theme={theme}>
        {children}
      </ConfigProvider>
    </IntlProvider>
  );
}
