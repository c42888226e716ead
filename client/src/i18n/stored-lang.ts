import { DEFAULT_LANG, isLang, type Lang } from '../../../shared/src/i18n/langs';

// Apart from setup.ts (i18next) so that the shared viewer's first request can say the
// visitor's language before i18next is loaded.
export const LANG_STORAGE_KEY = 'lk.lang';

/** The language this browser chose last, or the default. */
export function storedLang(): Lang {
  try {
    const value = localStorage.getItem(LANG_STORAGE_KEY);
    return isLang(value) ? value : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}
