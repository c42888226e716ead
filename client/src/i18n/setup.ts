import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogues, DEFAULT_LANG, isLang, LANGUAGES, type Lang } from '../../../shared/src/i18n';
import { LANG_STORAGE_KEY, storedLang } from './stored-lang';

export { storedLang };

/** One i18next instance over the shared catalogues, the same ones the server answers from. */
export async function setupI18n(): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    lng: storedLang(),
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGUAGES],
    resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: catalogues[lang] }])),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = i18next.language;
  return i18next;
}

export async function changeLang(lang: Lang): Promise<void> {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // private mode: the choice lasts for this page only
  }
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
}

export function currentLang(): Lang {
  return isLang(i18next.language) ? i18next.language : DEFAULT_LANG;
}
