import { describe, expect, it } from 'vitest';
import { LIT_SCENE } from '../planning/tables/lit-scene';
import { checkFields } from '../schema/elements/check';
import { planningTableFields } from '../schema/elements/planning-table';
import { litSceneTable } from './lit-scene-table';
import { defaultSet, litSceneRows, sceneEstimate, type SdbLamp, type SdbSet } from './scene-trial';

const downlight = (key: string): SdbLamp => ({ key, name: '筒灯', flux: 600, power: 7, luminaire: 'downlight', x: 0.5, y: 0.5 });
const room = { length: 5, width: 4, height: 2.8 };

// Worked example (by hand, with the lumen method of GB 50034 利用系数法 as in
// shared/src/lighting/calc): a 5 × 4 m room, 2.8 m high, work plane 0.75 m → h = 2.05 m,
// K = 20 / (2.05 × 9) = 1.0840; the downlight UF table (ceiling 70 %, wall 50 %, floor 20 %)
// gives 0.86 at K 1.0 and 0.91 at K 1.25, so UF = 0.86 + 0.05 × 0.3360 = 0.8768.
// One 600 lm downlight at 100 %: E = 600 × 0.8768 × 0.8 / 20 = 21.04 lx; a second at 50 %:
// 10.52 lx; the scene 31.56 lx. EML = 21.04 × 0.51 (3000 K) + 10.52 × 0.90 (5000 K) = 20.20;
// the flux-weighted CCT (600 × 3000 + 300 × 5000) / 900 = 3667 K; power 7 + 3.5 = 10.5 W.
describe('sceneEstimate', () => {
  const lamps = [downlight('a'), downlight('b')];
  it('sums the lumen method per lamp × dimming (worked example)', () => {
    const e = sceneEstimate(room, lamps, { name: 's', cells: [{ dim: 100, cct: 3000 }, { dim: 50, cct: 5000 }] });
    expect(e.lux).toBeCloseTo(31.56, 1);
    expect(e.eml).toBeCloseTo(20.2, 1);
    expect(e.melanopicEdi).toBeCloseTo(20.2 / 1.104, 1);
    expect(e.cct).toBeCloseTo(3666.7, 0);
    expect(e.power).toBeCloseTo(10.5, 6);
    expect(e.wellPoints).toBe(0);
  });
  it('follows the dimmer linearly and is zero when all is off', () => {
    const full = sceneEstimate(room, lamps, { name: 's', cells: [{ dim: 100, cct: 3000 }, { dim: 0, cct: 3000 }] });
    const half = sceneEstimate(room, lamps, { name: 's', cells: [{ dim: 50, cct: 3000 }, { dim: 0, cct: 3000 }] });
    expect(half.lux).toBeCloseTo(full.lux / 2, 6);
    expect(sceneEstimate(room, lamps, { name: 's', cells: [{ dim: 0, cct: 3000 }, { dim: 0, cct: 3000 }] })).toEqual({ lux: 0, cct: 0, eml: 0, melanopicEdi: 0, wellPoints: 0, power: 0 });
  });
  it('a cooler CCT raises the melanopic figure, not the lux', () => {
    const warm = sceneEstimate(room, lamps, { name: 's', cells: [{ dim: 100, cct: 2700 }, { dim: 100, cct: 2700 }] });
    const cool = sceneEstimate(room, lamps, { name: 's', cells: [{ dim: 100, cct: 6500 }, { dim: 100, cct: 6500 }] });
    expect(cool.lux).toBeCloseTo(warm.lux, 6);
    expect(cool.eml / warm.eml).toBeCloseTo(1.1 / 0.45, 3);
  });
});

describe('litSceneRows', () => {
  const set: SdbSet = {
    name: '客厅',
    room,
    lamps: [downlight('a'), { ...downlight('b'), name: '灯带' }],
    scenes: [
      { name: '日常', cells: [{ dim: 100, cct: 3000 }, { dim: 50, cct: 5000 }] },
      { name: '观影', cells: [{ dim: 0, cct: 3000 }, { dim: 0, cct: 2700 }] },
    ],
  };
  it('builds one row per scene with lux, CCT, description and param', () => {
    expect(litSceneRows(set)).toEqual([
      { name: '日常', desc: '筒灯 100% 3000K、灯带 50% 5000K', lx: 30, cct: 3650, activity: '', param: '75%' },
      { name: '观影', desc: '全部关闭', lx: 0, cct: 3000, activity: '', param: '0%' },
    ]);
  });
  it('has exactly the lit-scene columns and keeps to the table cap', () => {
    const keys = LIT_SCENE.columns.map((c) => c.key).sort();
    const many = { ...set, scenes: Array.from({ length: 20 }, (_, i) => ({ ...set.scenes[0]!, name: `场景${i}` })) };
    const rows = litSceneRows(many);
    expect(rows).toHaveLength(LIT_SCENE.rowCap);
    for (const r of rows) expect(Object.keys(r).sort()).toEqual(keys);
  });
  it('works on the default set', () => {
    const d = defaultSet();
    expect(litSceneRows(d)[0]!.lx).toBeGreaterThan(0);
  });
});

describe('litSceneTable', () => {
  it('is a lit-scene element whose rows are the set’s scenes, valid for the table’s fields', () => {
    const set = defaultSet();
    set.scenes.push({ name: '观影', cells: set.lamps.map(() => ({ dim: 10, cct: 2700 })) });
    let n = 0;
    const el = litSceneTable(set, { width: 1920, height: 1080 }, () => `r${++n}`);
    expect(el.tag).toBe('lit-scene');
    const rows = el.rows as Record<string, unknown>[];
    expect(rows.map((r) => r.name)).toEqual(['日常', '观影']);
    expect(new Set(rows.map((r) => r.id)).size).toBe(2);
    const expected = litSceneRows(set);
    rows.forEach((r, i) => expect(r).toMatchObject(expected[i]!));
    const problems: string[] = [];
    const checked = checkFields(el as Record<string, unknown>, planningTableFields(LIT_SCENE), problems);
    expect(checked.rows).toEqual(rows);
    expect(problems).toEqual([]);
  });
});
