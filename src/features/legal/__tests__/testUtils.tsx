import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import en from '../../../../locales/en.json';
import it from '../../../../locales/it.json';
import type { Language } from '@shared/validation/language';

const messages: Record<Language, Record<string, string>> = { it, en };

/** For this feature's tests: renders as the app does: react-intl with the real message catalogue of the language. */
export function renderInLanguage(language: Language, ui: ReactElement) {
  return render(
    <IntlProvider locale={language} messages={messages[language]}>
      {ui}
    </IntlProvider>,
  );
}
