import { describe, expect, it } from 'vitest';
import type { Problems } from '../safe-json';
import { GLARE_BOX, newGlareChart } from './glare';
import { checkElement } from './specs';

// Issue 11: a glare chart read from the document is always drawable (level 1..7, a known theme,
// size and space); a value of the wrong kind is noted as a problem (doc/update refuses it).
const read = (fields: Record<string, unknown>, problems?: Problems) => checkElement({ tag: 'glare', left: 0, top: 0, width: 640, height: 560, ...fields }, problems)!;

describe('a new glare chart', () => {
  it('is level 4 (UGR 19), light, medium, titled, with no reference space, centred on the page', () => {
    const chart = newGlareChart({ width: 1920, height: 1080 });
    expect(chart).toMatchObject({ tag: 'glare', level: 4, theme: 'light', size: 'm', hideTitle: false, ...GLARE_BOX.m, left: 660, top: 260 });
    expect(chart).not.toHaveProperty('space');
    const problems: Problems = [];
    expect(read(chart, problems)).toMatchObject({ level: 4, theme: 'light', size: 'm', hideTitle: false });
    expect(problems).toEqual([]);
  });
});

describe('glare fields', () => {
  it('fills defaults for missing fields', () => {
    expect(read({})).toMatchObject({ level: 4, theme: 'light', size: 'm', hideTitle: false });
    expect(read({})).not.toHaveProperty('space');
  });

  it('clamps levels out of range (0 → 1, 8 → 7, -2 → 1) and rounds fractions, without calling them wrong', () => {
    const problems: Problems = [];
    expect(read({ level: 0 }, problems).level).toBe(1);
    expect(read({ level: 8 }, problems).level).toBe(7);
    expect(read({ level: -2 }, problems).level).toBe(1);
    expect(read({ level: 4.6 }, problems).level).toBe(5);
    expect(problems).toEqual([]);
  });

  it('refuses values of the wrong kind, naming the field, and reads them as defaults', () => {
    for (const [field, bad, fallback] of [
      ['level', '19', 4],
      ['level', Number.NaN, 4],
      ['theme', 'neon', 'light'],
      ['size', 'xl', 'm'],
      ['hideTitle', 'yes', false],
    ] as const) {
      const problems: Problems = [];
      expect(read({ [field]: bad }, problems)[field], field).toBe(fallback);
      expect(problems.join(), field).toContain(`.${field}`);
    }
  });

  it('keeps a known reference space and refuses an unknown one (left out: no marker)', () => {
    expect(read({ space: 'office' }).space).toBe('office');
    const problems: Problems = [];
    expect(read({ space: 'living-room' }, problems)).not.toHaveProperty('space');
    expect(problems.join()).toContain('.space');
  });
});
