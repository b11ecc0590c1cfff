import { Segmented } from 'antd';
import { useIntl } from 'react-intl';
import { languageChosen, selectLanguage } from '../../features/language/languageSlice';
import { LANGUAGES, type Language } from '../../validation/language';
import { useAppDispatch, useAppSelector } from '../hooks';

/** IT | EN: the choice is kept as activeLanguage and survives a reload. */
export function LanguageSwitch() {
  const language = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  return (
    <Segmented<Language>
      size="small"
      aria-label={intl.formatMessage({ id: 'layout.language' })}
      value={language}
      onChange={(value) => dispatch(languageChosen(value))}
      options={LANGUAGES.map((code) => ({ value: code, label: code.toUpperCase(), title: intl.formatMessage({ id: `layout.language.${code}` }) }))}
    />
  );
}
