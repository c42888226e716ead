import { useTranslation } from 'react-i18next';
import { isLang, LANGUAGES } from '../../../../shared/src/i18n/langs';
import { changeLang } from '../../i18n/setup';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-switch">
      <span>{t('lang.label')}</span>
      <select
        value={i18n.language}
        onChange={(e) => {
          if (isLang(e.target.value)) void changeLang(e.target.value);
        }}
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang}>
            {t(`lang.${lang}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
