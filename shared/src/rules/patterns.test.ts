import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, isDocId, isMobile, isPhone, isUrlToken, STATS_ID_PATTERN } from './patterns';

describe('mainland mobile: 1, then 2-9, 11 digits', () => {
  it.each([
    ['13812345678', true],
    ['12012345678', true],
    ['19912345678', true],
    ['11012345678', false],
    ['10012345678', false],
    ['23812345678', false],
    ['1381234567', false],
    ['138123456789', false],
    ['1381234567a', false],
    ['+8613812345678', false],
  ])('%s → %s', (mobile, expected) => expect(isMobile(mobile)).toBe(expected));
});

describe('document ids: 6-16 of 0-9/a-z', () => {
  it.each([
    ['abc12', false],
    ['abc123', true],
    ['a'.repeat(16), true],
    ['a'.repeat(17), false],
    ['ABC123', false],
    ['abc-12', false],
  ])('%s → %s', (id, expected) => expect(isDocId(id)).toBe(expected));
});

describe('URL tokens: 128-512 of letters, digits, _ and -', () => {
  it.each([
    [127, false],
    [128, true],
    [512, true],
    [513, false],
  ])('length %i → %s', (n, expected) => expect(isUrlToken('a_-Z9'.repeat(200).slice(0, n))).toBe(expected));

  it('refuses other characters', () => expect(isUrlToken(`${'a'.repeat(127)}=`)).toBe(false));
});

describe('other formats', () => {
  it('statistics id is 32 characters', () => {
    expect(STATS_ID_PATTERN.test('0123456789abcdef0123456789abcdef')).toBe(true);
    expect(STATS_ID_PATTERN.test('0123456789abcdef0123456789abcde')).toBe(false);
  });
  it('email needs a dotted domain', () => {
    expect(EMAIL_PATTERN.test('li@light.cn')).toBe(true);
    expect(EMAIL_PATTERN.test('li@light')).toBe(false);
    expect(EMAIL_PATTERN.test('li ming@light.cn')).toBe(false);
  });
});

describe('phone numbers one can call (a project contact)', () => {
  it.each([
    ['13812345678', true],
    ['+86 13812345678', true],
    ['8613812345678', true],
    ['0571-88886666', true],
    ['0571 88886666', true],
    ['057188886666', true],
    ['010-65123456', true],
    ['0755-2345678', true],
    ['0571-88886666-801', true],
    ['88886666', true],
    ['400-820-8820', true],
    ['4008208820', true],
    ['800 820 8820', true],
    ['abc-not-a-phone!!', false],
    ['11012345678', false],
    ['1381234567', false],
    ['0571-08886666', false],
    ['12345', false],
    ['400-820-882', false],
    ['138 1234 5678 ext', false],
    ['', false],
  ])('%s → %s', (phone, expected) => expect(isPhone(phone)).toBe(expected));
});
