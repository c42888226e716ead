import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyJSON, itemOf, orderedPages, toJSON } from '../doc';
import { addElement } from '../edit';
import { addLitMode, removeLitRow, setLitField } from '../planning-rows';
import { buildDocument } from '../../templates/registry';
import { newLitIllCct, type LitMode } from './lit-ill-cct';
import { checkElement } from './specs';

// The illuminance/CCT mode chart's fields (issue 11, spec 002 §5): lx 5..1000 step 10, CCT as
// the 1750-10000 K axis rounds, names ≤ 20 — cleaned on read, noted (so doc/update refuses them).

const BOX = { left: 0, top: 0, width: 900, height: 600 };
const readModes = (modes: unknown) => {
  const problems: string[] = [];
  const el = checkElement({ tag: 'lit-ill-cct', ...BOX, modes }, problems)!;
  return { modes: el.modes as LitMode[], problems };
};
const mode = (m: Partial<LitMode>) => ({ id: 'm1', name: '日常', lx: 300, cct: 4500, ...m });

describe('lit-ill-cct fields', () => {
  it('keeps the six default modes as written, with nothing noted', () => {
    const chart = newLitIllCct(BOX, () => 'm');
    const { modes, problems } = readModes(chart.modes);
    expect(modes).toEqual(chart.modes);
    expect(problems).toEqual([]);
  });

  it.each([
    [4, 5, true],
    [5, 5, false],
    [1000, 1000, false],
    [1001, 1000, true],
    [455, 460, true],
  ])('lx %i reads as %i (noted: %s)', (lx, clean, noted) => {
    const { modes, problems } = readModes([mode({ lx })]);
    expect(modes[0]!.lx).toBe(clean);
    expect(problems.length > 0).toBe(noted);
  });

  it.each([
    [1700, 1750, true],
    [2495, 2500, true],
    [2490, 2490, false],
    [2550, 2600, true],
    [10000, 10000, false],
    [12000, 10000, true],
  ])('cct %i reads as %i (noted: %s)', (cct, clean, noted) => {
    const { modes, problems } = readModes([mode({ cct })]);
    expect(modes[0]!.cct).toBe(clean);
    expect(problems.length > 0).toBe(noted);
  });

  it('cuts a name to 20 characters and notes it; defaults what is not a number', () => {
    const { modes, problems } = readModes([mode({ name: '模'.repeat(25), lx: Number.NaN as number, cct: '暖' as unknown as number })]);
    expect(modes[0]).toEqual({ id: 'm1', name: '模'.repeat(20), lx: 5, cct: 4000 });
    expect(new Set(problems.map((p) => p.split(':')[0]))).toEqual(new Set(['.modes[0].name', '.modes[0].lx', '.modes[0].cct']));
  });

  it('keeps the modes as shared rows: two replicas adding and editing different modes both keep their work', () => {
    const a = new Y.Doc();
    applyJSON(a, buildDocument('plan', 'blank', { name: '模式' })!);
    let id = '';
    let n = 0;
    a.transact(() => (id = addElement(orderedPages(a)[0]![1], newLitIllCct(BOX, () => `m${++n}`))));
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    const el = (d: Y.Doc) => itemOf(orderedPages(d)[0]![1], id)!;
    expect(el(a).get('modes')).toBeInstanceOf(Y.Array);
    a.transact(() => {
      addLitMode(el(a), { name: '阅读', lx: 500, cct: 4000 }, 'ma');
      setLitField(el(a), 'modes', 'm1', 'lx', 10);
      removeLitRow(el(a), 'modes', 'm3');
    });
    b.transact(() => {
      addLitMode(el(b), { name: '观影', lx: 30, cct: 2700 }, 'mb');
      setLitField(el(b), 'modes', 'm1', 'cct', 2200);
      setLitField(el(b), 'modes', 'm6', 'lx', 350);
    });
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    const modes = toJSON(a).pages[0]!.items.find((e) => e.tag === 'lit-ill-cct')!.modes as LitMode[];
    expect(toJSON(b)).toEqual(toJSON(a));
    expect(modes[0]).toEqual({ id: 'm1', name: '起夜', lx: 10, cct: 2200 });
    // A removed the ambience mode (m3) while B edited the daily one, which moved up a row: found by id
    expect(modes.map((m) => m.id).slice(0, 5)).toEqual(['m1', 'm2', 'm4', 'm5', 'm6']);
    expect(modes[4]).toEqual({ id: 'm6', name: '日常', lx: 350, cct: 4500 });
    expect(modes.slice(5).map((m) => m.name).sort()).toEqual(['观影', '阅读'].sort());
  });
});
