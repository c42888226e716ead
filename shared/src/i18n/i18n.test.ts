import { describe, expect, it } from 'vitest';
import { catalogues, isMessageKey, LANGUAGES, pickLang, translate } from '.';

function leaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of leaves(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

describe('catalogues', () => {
  const base = leaves(catalogues['zh-CN']);

  it.each(LANGUAGES)('%s has every key, none empty, same placeholders', (lang) => {
    const other = leaves(catalogues[lang]);
    expect([...other.keys()].sort()).toEqual([...base.keys()].sort());
    for (const [key, text] of other) {
      expect(text.trim(), key).not.toBe('');
      const holes = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
      expect(holes(text), key).toEqual(holes(base.get(key)!));
    }
  });
});

describe('translate', () => {
  it('fills {{placeholders}}', () => {
    expect(translate('zh-CN', 'errors.tooManyFailures', { minutes: 15 })).toBe('登录失败次数过多，请15分钟后再试');
    expect(translate('en', 'errors.smsTooSoon', { seconds: 42 })).toContain('42 s');
  });

  it('knows its keys', () => {
    expect(isMessageKey('rules.nicknameRequired')).toBe(true);
    expect(isMessageKey('rules.nope')).toBe(false);
    expect(isMessageKey('rules')).toBe(false);
  });
});

describe('pickLang from Accept-Language', () => {
  it.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-TW,zh;q=0.9', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['fr-FR,de', 'zh-CN'],
    ['fr-FR,en;q=0.5', 'en'],
  ])('%s → %s', (header, expected) => expect(pickLang(header)).toBe(expected));
});
