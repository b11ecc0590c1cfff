import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import itIT from 'antd/locale/it_IT';
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import { type ReactNode, useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import en from '../../locales/en.json';
import it from '../../locales/it.json';
import { selectLanguage } from '../store/language';
import { useAppSelector } from '../store/hooks';
import { theme } from './theme';

const catalogues = { it: { messages: it, antd: itIT }, en: { messages: en, antd: enUS } };

/**
 * react-intl prints every failure with its descriptor, whose id may be a message the server sent
 * (and a refused value in it): a missing message shows its id and is not printed; any other
 * failure is printed by its code only.
 */
function reportIntlError(error: { code?: string }) {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(`react-intl: ${error.code ?? 'error'}`);
}

/** react-intl, antd and dayjs switch language together, from the one language in the store. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const language = useAppSelector(selectLanguage);
  dayjs.locale(language);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const catalogue = catalogues[language];
  return (
    <IntlProvider locale={language} messages={catalogue.messages} defaultLocale="it" onError={reportIntlError}>
      <ConfigProvider locale={catalogue.antd} theme={theme}>
        {children}
      </ConfigProvider>
    </IntlProvider>
  );
}
