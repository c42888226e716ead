import { describe, expect, it } from 'vitest';
import { LAMP_TYPES } from '../../../../shared/src/schema/elements/lighting';
import { LAMP_SYMBOLS } from './symbols';

describe('lamp symbols', () => {
  it('every lamp type has a symbol of its own', () => {
    for (const type of LAMP_TYPES) expect(LAMP_SYMBOLS[type]?.length, type).toBeGreaterThan(0);
    const drawn = LAMP_TYPES.map((type) => JSON.stringify(LAMP_SYMBOLS[type]));
    expect(new Set(drawn).size).toBe(LAMP_TYPES.length);
  });

  it('symbols are path data within the 24 × 24 box', () => {
    for (const type of LAMP_TYPES) {
      for (const part of LAMP_SYMBOLS[type]) {
        expect(part.d, type).toMatch(/^M[-\d. MLHVAZa-z]+$/);
        // absolute coordinates only (arcs carry radii and relative ends)
        const nums = part.d.replace(/a[^MA-Z]*/g, '').match(/-?\d+(\.\d+)?/g)!.map(Number);
        for (const v of nums) expect(v >= 0 && v <= 24, `${type} ${v}`).toBe(true);
      }
    }
  });
});
