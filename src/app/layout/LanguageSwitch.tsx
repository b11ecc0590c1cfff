import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { languageChosen, selectLanguage } from '../../store/language';
import { LANGUAGES } from '../../validation/language';

/**
 * IT | EN: the choice is kept as activeLanguage and survives a reload. Two plain toggle buttons,
 * because this sits on every page and antd's Segmented would bring its tooltip machinery into
 * what the landing page loads first.
 */
export function LanguageSwitch() {
  const language = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  return (
    <div className="language-switch" role="group" aria-label={intl.formatMessage({ id: 'layout.language' })}>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          aria-pressed={code === language}
          title={intl.formatMessage({ id: `layout.language.${code}` })}
          onClick={() => dispatch(languageChosen(code))}
        >
          {code.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
