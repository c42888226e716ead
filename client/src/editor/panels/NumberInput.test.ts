import { describe, expect, it } from 'vitest';
import { clampNumber } from './NumberInput';

describe('number input rules', () => {
  it('clamps and rounds to the step without float noise', () => {
    expect(clampNumber(12, 0, 10)).toBe(10);
    expect(clampNumber(-3, 0, 10, 1)).toBe(0);
    expect(clampNumber(0.07, 0.1, 100, 0.1)).toBe(0.1);
    expect(clampNumber(1.26, 1, 4, 0.1)).toBe(1.3);
    expect(clampNumber(2.349, 1, 4, 0.05)).toBe(2.35);
  });
});
