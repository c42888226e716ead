import { describe, expect, it } from 'vitest';
import { divHalfUp, formatYuan, isFen, MAX_FEN, mulFen, parseYuan, percentOf, sumFen } from './fen';

describe('parseYuan', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.05', 5],
    ['¥1,234.50', 123450],
    ['￥１２３．４５', 12345],
    ['１，２３４', 123400],
    [' 88.88 ', 8888],
    ['12元', 1200],
    ['+3', 300],
    ['999,999,999,999.99', MAX_FEN],
  ])('%s → %i fen', (text, fen) => expect(parseYuan(text)).toEqual({ ok: true, fen }));

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['-1', 'negative'],
    ['－１', 'negative'],
    ['-¥5', 'negative'],
    ['12.345', 'tooManyDecimals'],
    ['abc', 'notNumber'],
    ['1e5', 'notNumber'],
    ['12.', 'notNumber'],
    ['1,2', 'notNumber'],
    ['NaN', 'notNumber'],
    ['Infinity', 'notNumber'],
    ['1,000,000,000,000', 'tooLarge'],
  ])('%s refused: %s', (text, reason) => expect(parseYuan(text)).toEqual({ ok: false, reason }));

  it('refuses what is not text', () => {
    expect(parseYuan(12 as unknown as string)).toEqual({ ok: false, reason: 'notNumber' });
  });
});

describe('formatYuan', () => {
  it.each([
    [0, '¥0.00'],
    [5, '¥0.05'],
    [123450, '¥1,234.50'],
    [MAX_FEN, '¥999,999,999,999.99'],
    [-1050, '-¥10.50'],
    [NaN, '¥—'],
    [Infinity, '¥—'],
    [1.5, '¥—'],
  ])('%s → %s', (fen, text) => expect(formatYuan(fen)).toBe(text));
});

describe('mulFen', () => {
  it('is exact where floats are not: 19.99 × 3 = 59.97 (0.1+0.2 style errors cannot creep in)', () => {
    expect(mulFen(1999, 3)).toEqual({ ok: true, fen: 5997 });
    expect(mulFen(1, 1.1)).toEqual({ ok: true, fen: 1 }); // 1.1 fen → 1 fen
  });
  it('rounds a half fen up once: 0.15 × 2.5 米 = 0.375 → 0.38', () => {
    expect(mulFen(15, 2.5)).toEqual({ ok: true, fen: 38 });
  });
  it('does not lose digits on large products before the range check', () => {
    expect(mulFen(MAX_FEN, 1)).toEqual({ ok: true, fen: MAX_FEN });
    expect(mulFen(MAX_FEN, 2)).toEqual({ ok: false, reason: 'tooLarge' });
  });
  it.each([
    [NaN, 1, 'notNumber'],
    [100, NaN, 'notNumber'],
    [100, Infinity, 'notNumber'],
    [Infinity, 1, 'tooLarge'],
    [-1, 1, 'negative'],
    [100, -1, 'negative'],
    [1.5, 1, 'tooManyDecimals'],
    [100, 1.005, 'tooManyDecimals'],
  ])('mulFen(%s, %s) refused: %s', (fen, q, reason) => expect(mulFen(fen, q)).toEqual({ ok: false, reason }));
});

describe('percentOf rounds half-up (四舍五入)', () => {
  it.each([
    [100, 13, 13],
    [1150, 13, 150], // 149.5 → 150, not 149 (banker's rounding would give 150 here too)
    [1250, 13, 163], // 162.5 → 163; banker's rounding would give 162
    [5, 10, 1], // 0.5 → 1
    [4, 10, 0], // 0.4 → 0
    [20000, 12.5, 2500],
    [100, 0, 0],
    [100, 100, 100],
  ])('%i fen × %s %% → %i', (fen, pct, out) => expect(percentOf(fen, pct)).toEqual({ ok: true, fen: out }));

  it.each([
    [NaN, 13, 'notNumber'],
    [100, NaN, 'notNumber'],
    [100, Infinity, 'tooLarge'],
    [100, -1, 'negative'],
    [100, 1.234, 'tooManyDecimals'],
  ])('percentOf(%s, %s) refused: %s', (fen, pct, reason) => expect(percentOf(fen, pct)).toEqual({ ok: false, reason }));
});

describe('helpers', () => {
  it('divHalfUp', () => {
    expect(divHalfUp(5n, 10n)).toBe(1n);
    expect(divHalfUp(4n, 10n)).toBe(0n);
    expect(divHalfUp(15n, 10n)).toBe(2n);
  });
  it('isFen', () => {
    expect(isFen(0)).toBe(true);
    expect(isFen(MAX_FEN)).toBe(true);
    expect(isFen(MAX_FEN + 1)).toBe(false);
    expect(isFen(-1)).toBe(false);
    expect(isFen('1')).toBe(false);
    expect(isFen(NaN)).toBe(false);
  });
  it('sumFen refuses overflow and garbage', () => {
    expect(sumFen([1, 2, 3])).toEqual({ ok: true, fen: 6 });
    expect(sumFen([MAX_FEN, 1])).toEqual({ ok: false, reason: 'tooLarge' });
    expect(sumFen([1, NaN])).toEqual({ ok: false, reason: 'notNumber' });
  });
});
