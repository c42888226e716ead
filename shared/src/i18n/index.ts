import { en } from './en';
import { zhCN, type Catalogue } from './zh-CN';
import { zhTW } from './zh-TW';
import { type Lang } from './langs';

export type { Catalogue };
export { DEFAULT_LANG, isLang, LANGUAGES, pickLang, type Lang } from './langs';

export const catalogues: Record<Lang, Catalogue> = { 'zh-CN': zhCN, en, 'zh-TW': zhTW };

/** Dotted paths of every message, e.g. "rules.nicknameRequired". */
type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey = Paths<Catalogue>;

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function isMessageKey(key: string): key is MessageKey {
  return lookup(zhCN, key) !== undefined;
}

/**
 * Server-side translation with the same {{name}} interpolation i18next uses on the client,
 * so one catalogue serves both sides.
 */
export function translate(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  const text = lookup(catalogues[lang], key) ?? lookup(zhCN, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
