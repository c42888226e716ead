import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../../i18n';
import { LUMINAIRE_CLASSES, UF_CEILING, UF_FLOOR, UF_ROOM_INDEX, UF_TABLES, UF_WALL, ufColumn, type LuminaireClass } from './uf-tables';
import { utilisationFactor } from './utilisation-factor';
import { expectWithin1pct, refusal } from './test-kit';

// The tables are LightKit's own representative tables (see uf-tables.ts); no published UF table
// is reproduced, so these tests check their shape (what any real UF table shows) and that the
// function reads and interpolates them exactly. Expected values are read from the table by
// index here, independently of the function's own lookup.
const cell = (cls: LuminaireClass, k: number, c: number, w: number, f: number) => UF_TABLES[cls][k]![ufColumn(c, w, f)]!;
const idx = (axis: readonly number[], v: number) => axis.indexOf(v);

describe('UF_TABLES shape', () => {
  it.each(LUMINAIRE_CLASSES)('%s: one row per room index, 24 columns, every UF between 0.2 and 1.2', (cls) => {
    expect(UF_TABLES[cls]).toHaveLength(UF_ROOM_INDEX.length);
    for (const row of UF_TABLES[cls]) {
      expect(row).toHaveLength(UF_CEILING.length * UF_WALL.length * UF_FLOOR.length);
      for (const uf of row) expect(uf > 0.2 && uf < 1.2).toBe(true);
    }
  });
  it.each(LUMINAIRE_CLASSES)('%s: UF rises with the room index, strictly, in every reflectance column', (cls) => {
    const t = UF_TABLES[cls];
    for (let k = 1; k < t.length; k++) for (let col = 0; col < 24; col++) expect(t[k]![col]!).toBeGreaterThan(t[k - 1]![col]!);
  });
  it.each(LUMINAIRE_CLASSES)('%s: UF never falls as ceiling, wall or floor reflectance rises, and rises overall', (cls) => {
    for (let k = 0; k < UF_ROOM_INDEX.length; k++)
      for (let c = 0; c < 4; c++)
        for (let w = 0; w < 3; w++)
          for (let f = 0; f < 2; f++) {
            const uf = cell(cls, k, c, w, f);
            // axes run from bright to dark: index + 1 is the darker surface
            if (c < 3) expect(uf).toBeGreaterThanOrEqual(cell(cls, k, c + 1, w, f));
            if (w < 2) expect(uf).toBeGreaterThanOrEqual(cell(cls, k, c, w + 1, f));
            if (f < 1) expect(uf).toBeGreaterThanOrEqual(cell(cls, k, c, w, f + 1));
          }
    for (let k = 0; k < UF_ROOM_INDEX.length; k++) {
      expect(cell(cls, k, 0, 1, 0)).toBeGreaterThan(cell(cls, k, 3, 1, 0)); // ceiling 0.8 vs 0.3
      expect(cell(cls, k, 1, 0, 0)).toBeGreaterThan(cell(cls, k, 1, 2, 0)); // wall 0.5 vs 0.1
    }
    expect(cell(cls, 9, 0, 0, 0)).toBeGreaterThan(cell(cls, 9, 0, 0, 1)); // floor 0.2 vs 0.1, large room
  });
  it("a narrow downlight's UF depends less on the walls than a panel's, most of all in small rooms", () => {
    for (let k = 0; k < UF_ROOM_INDEX.length; k++) {
      const spread = (cls: LuminaireClass) => cell(cls, k, 1, 0, 0) - cell(cls, k, 1, 2, 0);
      expect(spread('downlight')).toBeLessThan(spread('panel'));
    }
  });
  it('in a tall hall (K 0.6-1.0) the high bay beats the panel and the linear luminaire', () => {
    for (const K of [0.6, 0.8, 1.0]) {
      const k = idx(UF_ROOM_INDEX, K);
      expect(cell('highbay', k, 2, 1, 0)).toBeGreaterThan(cell('panel', k, 2, 1, 0));
      expect(cell('highbay', k, 2, 1, 0)).toBeGreaterThan(cell('linear', k, 2, 1, 0));
    }
  });
});

describe('utilisationFactor', () => {
  it('on a table point returns that cell: panel, K 2.0, 0.7/0.5/0.2', () => {
    const r = utilisationFactor({ roomIndex: 2, ceiling: 0.7, wall: 0.5, floor: 0.2, luminaire: 'panel' });
    expect(r.uf).toBeCloseTo(cell('panel', idx(UF_ROOM_INDEX, 2), 1, 0, 0), 12);
    expect(r).toMatchObject({ clamped: false, clampedInputs: [] });
  });
  it('interpolates linearly in K: K 2.25 is halfway between the 2.0 and 2.5 rows', () => {
    const mid = (cell('linear', 5, 0, 1, 1) + cell('linear', 6, 0, 1, 1)) / 2;
    expectWithin1pct(utilisationFactor({ roomIndex: 2.25, ceiling: 0.8, wall: 0.3, floor: 0.1, luminaire: 'linear' }).uf, mid);
  });
  it('interpolates in each reflectance: ceiling 0.6 and wall 0.4 average the four neighbouring cells', () => {
    const k = idx(UF_ROOM_INDEX, 1.5);
    const expected = (cell('downlight', k, 1, 0, 0) + cell('downlight', k, 1, 1, 0) + cell('downlight', k, 2, 0, 0) + cell('downlight', k, 2, 1, 0)) / 4;
    expectWithin1pct(utilisationFactor({ roomIndex: 1.5, ceiling: 0.6, wall: 0.4, floor: 0.2, luminaire: 'downlight' }).uf, expected);
  });
  it('interpolates in floor reflectance: 0.15 is halfway between the 0.2 and 0.1 columns', () => {
    const k = idx(UF_ROOM_INDEX, 4);
    const expected = (cell('highbay', k, 3, 2, 0) + cell('highbay', k, 3, 2, 1)) / 2;
    expectWithin1pct(utilisationFactor({ roomIndex: 4, ceiling: 0.3, wall: 0.1, floor: 0.15, luminaire: 'highbay' }).uf, expected);
  });
  it('the office of the lumen-method test (K 2.02, 0.7/0.5/0.2, panel) falls between the K 2.0 and 2.5 rows', () => {
    const { uf } = utilisationFactor({ roomIndex: 80 / (2.2 * 18), ceiling: 0.7, wall: 0.5, floor: 0.2, luminaire: 'panel' });
    expect(uf).toBeGreaterThan(cell('panel', 5, 1, 0, 0));
    expect(uf).toBeLessThan(cell('panel', 6, 1, 0, 0));
  });
  it('clamps below K 0.6 and above K 5 to the end rows and says so', () => {
    const low = utilisationFactor({ roomIndex: 0.3, ceiling: 0.7, wall: 0.5, floor: 0.2, luminaire: 'highbay' });
    expect(low.uf).toBeCloseTo(cell('highbay', 0, 1, 0, 0), 12);
    expect(low).toMatchObject({ clamped: true, clampedInputs: ['roomIndex'] });
    const high = utilisationFactor({ roomIndex: 8, ceiling: 0.7, wall: 0.5, floor: 0.2, luminaire: 'panel' });
    expect(high.uf).toBeCloseTo(cell('panel', 9, 1, 0, 0), 12);
    expect(high.clamped).toBe(true);
  });
  it('clamps reflectances outside the table (ceiling 0.9, wall 0, floor 0.3) and names each', () => {
    const r = utilisationFactor({ roomIndex: 1, ceiling: 0.9, wall: 0, floor: 0.3, luminaire: 'downlight' });
    expect(r.uf).toBeCloseTo(cell('downlight', 2, 0, 2, 0), 12);
    expect(r.clampedInputs).toEqual(['ceiling', 'wall', 'floor']);
  });
  it('the table ends themselves are not clamped', () => {
    expect(utilisationFactor({ roomIndex: 5, ceiling: 0.3, wall: 0.1, floor: 0.1, luminaire: 'linear' }).clamped).toBe(false);
    expect(utilisationFactor({ roomIndex: 0.6, ceiling: 0.8, wall: 0.5, floor: 0.2, luminaire: 'linear' }).clamped).toBe(false);
  });
  it('rises with K between table rows too (interpolation keeps the order)', () => {
    let last = 0;
    for (let K = 0.6; K <= 5; K += 0.05) {
      const { uf } = utilisationFactor({ roomIndex: K, ceiling: 0.7, wall: 0.5, floor: 0.2, luminaire: 'downlight' });
      expect(uf).toBeGreaterThan(last);
      last = uf;
    }
  });
});

describe('refusals (RangeError with a calc.* message key)', () => {
  const ok = { roomIndex: 1.5, ceiling: 0.7, wall: 0.5, floor: 0.2, luminaire: 'panel' as const };
  it.each([
    [{ ...ok, roomIndex: 0 }, 'calc.roomIndexPositive'],
    [{ ...ok, roomIndex: -1 }, 'calc.roomIndexPositive'],
    [{ ...ok, roomIndex: Number.NaN }, 'calc.notNumber'],
    [{ ...ok, ceiling: 1.2 }, 'calc.reflectanceRange'],
    [{ ...ok, wall: -0.1 }, 'calc.reflectanceRange'],
    [{ ...ok, floor: 20 }, 'calc.reflectanceRange'],
    [{ ...ok, floor: Infinity }, 'calc.notNumber'],
    [{ ...ok, luminaire: 'spot' as LuminaireClass }, 'calc.unknownLuminaire'],
  ])('%o → %s', (input, key) => {
    expect(isMessageKey(key)).toBe(true);
    expect(refusal(() => utilisationFactor(input))).toBe(key);
  });
});
