import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { languageChosen, selectLanguage } from '../../store/language';
import { LANGUAGES, type Language } from '@shared/validation/language';
import { LANGUAGE_QUERY } from '@shared/contracts/publicPages';
import { loadMessages } from '../LanguageProvider';

/**
 * IT | EN: the choice is kept as activeLanguage and survives a reload. Two plain toggle buttons,
 * because this sits on every page and antd's Segmented would bring its tooltip machinery into
 * what the landing page loads first. They submit a form the app never lets go: on a prerendered
 * page, before the app has taken over or without JavaScript, the browser sends it instead, and
 * the server answers with the page in that language (plugins/spa.ts).
 */
export function LanguageSwitch() {
  const language = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  // The choice is made once the language's messages are here, so the switch and the texts change
  // together (a failed fetch still switches: the texts then stay in the default language).
  const choose = (code: Language) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    void loadMessages(code)
      .catch(() => undefined)
      .then(() => dispatch(languageChosen(code)));
  };
  return (
    <form
      method="get"
      className="language-switch"
      role="group"
      aria-label={intl.formatMessage({ id: 'layout.language' })}
    >
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="submit"
          name={LANGUAGE_QUERY}
          value={code}
          aria-pressed={code === language}
          title={intl.formatMessage({ id: `layout.language.${code}` })}
          onClick={choose(code)}
        >
          {code.toUpperCase()}
        </button>
      ))}
    </form>
  );
}
