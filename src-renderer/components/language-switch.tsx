// The dashboard's language: a select in the top bar, kept in this browser (i18n.ts); the answers follow it.
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../src-server/contracts/enums';
import { LANGUAGE_NAMES } from '../catalogues/resources';
import { currentLanguage, setLanguage } from '../i18n';

export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('app.language')}</span>
      <select
        value={currentLanguage()}
        onChange={(e) => void setLanguage(e.target.value as Language)}
        data-testid="language-select"
        aria-label={t('app.language')}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
