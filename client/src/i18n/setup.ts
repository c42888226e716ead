import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalogue } from '../../../shared/src/i18n';
import { DEFAULT_LANG, isLang, LANGUAGES, type Lang } from '../../../shared/src/i18n/langs';
import { LANG_STORAGE_KEY, storedLang } from './stored-lang';

export { storedLang };

// Each catalogue is a chunk of its own, the same files the server answers from: a visitor
// evaluates the language they read (and zh-CN, the fallback), not all three. The workspace's
// service worker caches every chunk, so switching language offline still works.
const LOADERS: Record<Lang, () => Promise<Catalogue>> = {
  'zh-CN': () => import('../../../shared/src/i18n/zh-CN').then((m) => m.zhCN),
  en: () => import('../../../shared/src/i18n/en').then((m) => m.en),
  'zh-TW': () => import('../../../shared/src/i18n/zh-TW').then((m) => m.zhTW),
};

async function load(langs: Lang[]): Promise<Record<string, { translation: Catalogue }>> {
  const loaded = await Promise.all(langs.map(async (lang) => [lang, { translation: await LOADERS[lang]() }] as const));
  return Object.fromEntries(loaded);
}

/** One i18next instance over the shared catalogues, with the visitor's language and the fallback loaded. */
export async function setupI18n(): Promise<typeof i18next> {
  const lang = storedLang();
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGUAGES],
    resources: await load(lang === DEFAULT_LANG ? [lang] : [lang, DEFAULT_LANG]),
    // the other languages are added when chosen (changeLang), not fetched by i18next
    partialBundledLanguages: true,
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
  if (!i18next.hasResourceBundle(lang, 'translation')) i18next.addResourceBundle(lang, 'translation', await LOADERS[lang]());
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
}

export function currentLang(): Lang {
  return isLang(i18next.language) ? i18next.language : DEFAULT_LANG;
}
