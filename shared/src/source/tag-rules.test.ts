import { describe, expect, it } from 'vitest';
import { addTag, checkTag, isChineseTag, MAX_TAGS } from './tag-rules';

const zh = (n: number) => '灯'.repeat(n);
const en = (n: number) => 'a'.repeat(n);
const reason = (raw: string) => {
  const c = checkTag(raw);
  return c.ok ? 'ok' : c.reason;
};

describe('checkTag', () => {
  it('trims and collapses inner whitespace', () => {
    expect(checkTag('  warm   light \t')).toEqual({ ok: true, tag: 'warm light' });
  });
  it('refuses empty and blank', () => {
    expect(reason('')).toBe('sourceLibrary.tagEmpty');
    expect(reason('   ')).toBe('sourceLibrary.tagEmpty');
  });
  it('refuses numbers', () => {
    expect(reason('2024')).toBe('sourceLibrary.tagNumeric');
    expect(reason('3.5')).toBe('sourceLibrary.tagNumeric');
    expect(reason('７')).toBe('sourceLibrary.tagNumeric');
    expect(reason('3000K')).toBe('ok');
    expect(reason('2024年')).toBe('ok');
  });
  it.each(['#led', 'led#', '-灯带', '灯带。', '(led)', ' _led', 'led.', '😀led'])('refuses a special character at an end: %s', (t) => {
    expect(reason(t)).toBe('sourceLibrary.tagEdgeSpecial');
  });
  it('allows punctuation and spaces inside English tags', () => {
    expect(reason('led-strip')).toBe('ok');
    expect(reason('light environment design')).toBe('ok');
    expect(reason("o'clock")).toBe('ok');
  });
  it('English length 2-64', () => {
    expect(reason(en(1))).toBe('sourceLibrary.tagEnglishLength');
    expect(reason(en(2))).toBe('ok');
    expect(reason(en(64))).toBe('ok');
    expect(reason(en(65))).toBe('sourceLibrary.tagEnglishLength');
    expect(reason('é')).toBe('sourceLibrary.tagEnglishLength');
    expect(reason('café')).toBe('ok');
  });
  it('Chinese length 2-16', () => {
    expect(reason(zh(1))).toBe('sourceLibrary.tagChineseLength');
    expect(reason(zh(2))).toBe('ok');
    expect(reason(zh(16))).toBe('ok');
    expect(reason(zh(17))).toBe('sourceLibrary.tagChineseLength');
  });
  it('any ideograph makes it Chinese: mixed tags follow the Chinese rule', () => {
    expect(isChineseTag('LED灯带')).toBe(true);
    expect(isChineseTag('LED strip')).toBe(false);
    expect(reason('LED灯带')).toBe('ok');
    expect(reason('LED' + zh(13))).toBe('ok');
    expect(reason('LED' + zh(14))).toBe('sourceLibrary.tagChineseLength');
  });
  it('refuses spaces and punctuation inside Chinese tags', () => {
    expect(reason('灯 带')).toBe('sourceLibrary.tagChineseSpaces');
    expect(reason('灯，带')).toBe('sourceLibrary.tagChineseSpaces');
    expect(reason('LED-灯带')).toBe('sourceLibrary.tagChineseSpaces');
  });
  it('other forms are invalid', () => {
    expect(reason('ライト')).toBe('sourceLibrary.tagInvalid');
    expect(reason('свет')).toBe('sourceLibrary.tagInvalid');
    expect(reason('灯アア')).toBe('sourceLibrary.tagInvalid');
    expect(reason('led，strip')).toBe('sourceLibrary.tagInvalid');
  });
});

describe('addTag', () => {
  const four = ['a1', 'b1', 'c1', 'd1'];
  it('adds up to the fifth', () => {
    expect(addTag(four, 'e1')).toEqual({ ok: true, tags: [...four, 'e1'], added: true });
  });
  it('refuses the sixth', () => {
    const five = [...four, 'e1'];
    expect(five).toHaveLength(MAX_TAGS);
    expect(addTag(five, 'f1')).toEqual({ ok: false, reason: 'sourceLibrary.tagLimit' });
  });
  it('ignores a duplicate (case-insensitive), even when full', () => {
    expect(addTag(['LED'], ' led ')).toEqual({ ok: true, tags: ['LED'], added: false });
    expect(addTag([...four, 'e1'], 'E1')).toEqual({ ok: true, tags: [...four, 'e1'], added: false });
  });
  it('refuses a bad tag with its reason before counting', () => {
    expect(addTag([], '#')).toEqual({ ok: false, reason: 'sourceLibrary.tagEdgeSpecial' });
  });
});
