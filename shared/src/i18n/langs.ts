// The supported languages and how a request or a browser names one, apart from the message
// catalogues (index.ts): the shared viewer's first request and the language switch need the
// names only, and a phone should not evaluate three catalogues before it can ask for the deck.
export const LANGUAGES = ['zh-CN', 'en', 'zh-TW'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'zh-CN';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks a supported language from an Accept-Language style list; falls back to zh-CN. */
export function pickLang(header: string | undefined | null): Lang {
  if (!header) return DEFAULT_LANG;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-hant' || tag.startsWith('zh-hant')) return 'zh-TW';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-CN';
  }
  return DEFAULT_LANG;
}
