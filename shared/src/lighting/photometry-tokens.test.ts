import { describe, expect, it } from 'vitest';
import { readAngles, TokenReader } from './photometry-tokens';
import { PhotometryError } from './photometry-types';

describe('TokenReader', () => {
  it('reads plain decimals digit by digit to exactly the value Number() gives', () => {
    // a deterministic spread of decimals as IES files write them (0-6 decimals, up to 15 digits)
    let seed = 12345;
    const rnd = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const tokens: string[] = [];
    for (let i = 0; i < 5000; i++) {
      const v = (rnd() - 0.2) * 10 ** Math.floor(rnd() * 9);
      tokens.push(v.toFixed(Math.floor(rnd() * 7)));
    }
    tokens.push('123456789012345', '0.000000000000001', '-0', '.5', '5.', '+7');
    const r = new TokenReader(tokens.join(' '), 0, 1);
    for (const t of tokens) expect(Object.is(r.number('x'), Number(t)), t).toBe(true);
  });

  it('falls back to Number() for exponents and long mantissas', () => {
    const long = ['1234567890123456789', '0.12345678901234567'];
    const r = new TokenReader(`1.5e3 -2E-2 ${long.join(' ')}`, 0, 1);
    expect([r.number('x'), r.number('x'), r.number('x'), r.number('x')]).toEqual([1500, -0.02, Number(long[0]), Number(long[1])]);
  });

  it('separates on spaces, tabs, commas and line breaks, counting lines', () => {
    const r = new TokenReader('1,2\t3\r\n4 ,5\n\n6', 0, 10);
    const got: [number, number][] = [];
    while (!r.atEnd()) got.push([r.number('x'), r.lastLine]);
    expect(got).toEqual([
      [1, 10],
      [2, 10],
      [3, 10],
      [4, 11],
      [5, 11],
      [6, 13],
    ]);
  });

  it('rejects tokens that are not numbers, naming them and their line', () => {
    for (const bad of ['12abc', '-', '.', '1.2.3', '--5', 'NaN', 'Infinity', '0x1G']) {
      const r = new TokenReader(`1\n${bad} 2`, 0, 1);
      r.number('x');
      let err: unknown;
      try {
        r.number('垂直角');
      } catch (e) {
        err = e;
      }
      expect(err, bad).toBeInstanceOf(PhotometryError);
      expect((err as PhotometryError).line).toBe(2);
      expect((err as PhotometryError).message).toBe(`第 2 行：应为数字（垂直角），读到 "${bad}"`);
    }
  });

  it('readAngles wants strictly ascending angles within the range', () => {
    expect(readAngles(new TokenReader('0 5 10', 0, 1), 3, '垂直角', 0, 180)).toEqual([0, 5, 10]);
    expect(() => readAngles(new TokenReader('0 5 5', 0, 1), 3, '垂直角', 0, 180)).toThrow('递增的垂直角');
    expect(() => readAngles(new TokenReader('0 5 190', 0, 1), 3, '垂直角', 0, 180)).toThrow('0°～180° 之间的垂直角');
  });
});
