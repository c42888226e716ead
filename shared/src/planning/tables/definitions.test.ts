import { describe, expect, it } from 'vitest';
import { planningTableEn } from '../../i18n/planning-table/en';
import { planningTableZhCN } from '../../i18n/planning-table/zh-CN';
import { planningTableZhTW } from '../../i18n/planning-table/zh-TW';
import { cellVerdict } from './cell-rules';
import { PLANNING_TABLE_TAGS, PLANNING_TABLES, tableDefOf } from './index';
import { activitiesOf, LIT_SCENE, SCENE_PARAM_MAX } from './lit-scene';
import { PROJECT_BASE } from './project-base';
import { SPACE_ACTIVITY } from './space-activity';
import { deviceLoad, SPACE_DEVICE } from './space-device';
import { LDK_DEFAULT, SPACE_LDK } from './space-ldk';
import { RHYTHM_TIMES, SPACE_RHYTHM } from './space-rhythm';
import { SPECIAL_ACTIVITY } from './special-activity';
import { USER_HABIT } from './user-habit';

// The eight planning tables' definitions (issue 11, spec 001 §3-§5, §9; spec 002 §3): their
// default content passes their own rules, and the catalogue names every column and choice.

const DEFS = PLANNING_TABLE_TAGS.map((tag) => [tag, PLANNING_TABLES[tag]] as const);
const CATALOGUES = [
  ['zh-CN', planningTableZhCN],
  ['en', planningTableEn],
  ['zh-TW', planningTableZhTW],
] as const;

describe('the planning tables', () => {
  it('are the eight of the issue, each under its own tag', () => {
    expect(PLANNING_TABLE_TAGS).toEqual(['space-user-habit', 'space-rhythm', 'space-device', 'project-base', 'space-activity', 'space-special-activity', 'space-ldk', 'lit-scene']);
    for (const [tag, def] of DEFS) {
      expect(def.tag).toBe(tag);
      expect(tableDefOf(tag)).toBe(def);
    }
    expect(tableDefOf('toString')).toBeUndefined();
    expect(tableDefOf(7)).toBeUndefined();
  });

  it.each(DEFS)('%s: the default rows hold each column, and pass its rule unchanged', (_tag, def) => {
    const rows = def.rows();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(def.rowCap);
    const keys = def.columns.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([...keys].sort());
      for (const { key, rule } of def.columns) {
        const cell = row[key];
        // '' is a cell not filled in yet, which the reader lets stand in every column
        if (cell === '') {
          expect(rule.type === 'text' && rule.required).not.toBe(true);
          continue;
        }
        expect(cellVerdict(rule, cell), `${def.tag}.${key} = ${String(cell)}`).toEqual({ ok: true, value: cell });
      }
    }
  });

  it.each(DEFS)('%s: a fresh copy of the rows each time', (_tag, def) => {
    const a = def.rows();
    a[0]!.name = 'changed';
    expect(def.rows()[0]!.name).not.toBe('changed');
  });

  it.each(DEFS)('%s: column weights are positive and the box fits a 1920 × 1080 page', (_tag, def) => {
    for (const c of def.columns) expect(c.weight).toBeGreaterThan(0);
    expect(def.box.width).toBeLessThanOrEqual(1920);
    expect(def.box.height).toBeLessThanOrEqual(1080);
  });

  it('the scene columns’ defaults are names the column rule accepts, within their maximum', () => {
    for (const [, def] of DEFS) {
      if (!def.scenes) continue;
      for (const names of Object.values(def.scenes.defaults)) {
        expect(names.length).toBeLessThanOrEqual(def.scenes.max);
        expect(new Set(names).size).toBe(names.length);
        for (const n of names) expect(Array.from(n).length).toBeLessThanOrEqual(20);
      }
    }
  });
});

describe('each table', () => {
  it('habit: 8 default scene columns in spec order, editable, 12 rows at most', () => {
    expect(USER_HABIT.scenes!.defaults['']).toEqual(['客厅', '餐厅', '主卧', '次卧', '客卧', '其他1', '其他2', '特殊作息']);
    expect(USER_HABIT.scenes!.editable).toBe(true);
    expect(USER_HABIT.columns.map((c) => c.key)).toEqual(['name', 'grade', 'age']);
    expect(USER_HABIT.rowCap).toBe(12);
  });

  it('rhythm: six times or eight numbered spaces, not editable, by time first', () => {
    expect(SPACE_RHYTHM.variants).toEqual(['time', 'space']);
    expect(SPACE_RHYTHM.scenes!.defaults.time).toEqual(RHYTHM_TIMES);
    expect(SPACE_RHYTHM.scenes!.defaults.time).toHaveLength(6);
    expect(SPACE_RHYTHM.scenes!.defaults.space).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(SPACE_RHYTHM.scenes!.editable).toBe(false);
    expect(SPACE_RHYTHM.rowCap).toBe(12);
  });

  it('daily activity: 13 default spaces; 50 / 100 / 500 characters', () => {
    const rows = SPACE_ACTIVITY.rows();
    expect(rows).toHaveLength(13);
    expect(new Set(rows.map((r) => r.name)).size).toBe(13);
    expect(SPACE_ACTIVITY.columns.map((c) => [c.key, c.rule])).toEqual([
      ['name', { type: 'text', max: 50 }],
      ['user', { type: 'text', max: 100 }],
      ['activity', { type: 'text', max: 500 }],
    ]);
  });

  it('special activity: title ≤ 100, name ≤ 50, the rest ≤ 500, 9 rows', () => {
    expect(SPECIAL_ACTIVITY.title).toEqual({ max: 100, text: '特殊活动' });
    expect(SPECIAL_ACTIVITY.rowCap).toBe(9);
    expect(SPECIAL_ACTIVITY.columns.map((c) => [c.key, c.rule])).toEqual([
      ['name', { type: 'text', max: 50 }],
      ['activity', { type: 'text', max: 500 }],
      ['desc', { type: 'text', max: 500 }],
      ['remark', { type: 'text', max: 500 }],
    ]);
  });

  it('LDK: 8 modes, each 750 lx and 4000 K; name ≤ 50, other text ≤ 500', () => {
    const rows = SPACE_LDK.rows();
    expect(rows).toHaveLength(8);
    expect(LDK_DEFAULT).toEqual({ lx: 750, cct: 4000 });
    for (const r of rows) expect([r.lx, r.cct]).toEqual([750, 4000]);
    const texts = SPACE_LDK.columns.filter((c) => c.rule.type === 'text');
    expect(texts.map((c) => [c.key, c.rule.type === 'text' && c.rule.max])).toEqual([
      ['name', 50],
      ['scene', 500],
      ['activity', 500],
      ['parameter', 500],
    ]);
  });

  it('project base: exactly the 20 fields of spec 002 §3, in order, one record', () => {
    expect(PROJECT_BASE.columns.map((c) => c.key)).toEqual([
      'name',
      'gender',
      'address',
      'startTime',
      'finishTime',
      'spaceType',
      'acreage',
      'people',
      'family',
      'profession',
      'personality',
      'window',
      'blocking',
      'daylightLevel',
      'stage',
      'floorHeight',
      'smart',
      'interiorDesign',
      'designer',
      'budget',
    ]);
    expect(PROJECT_BASE.rows()).toHaveLength(1);
    expect(PROJECT_BASE.rowCap).toBe(1);
    expect(PROJECT_BASE.form).toBe(true);
  });

  it('device: text ≤ 20, counts absolute', () => {
    for (const c of SPACE_DEVICE.columns) {
      if (c.rule.type === 'text') expect(c.rule.max).toBe(20);
      if (c.rule.type === 'number') expect([c.rule.min, c.rule.bad, c.rule.abs]).toEqual([0, 'clamp', true]);
    }
    expect(SPACE_DEVICE.columns.filter((c) => c.rule.type === 'number').map((c) => c.key)).toEqual(['deviceCount', 'gatewayCount']);
  });

  it('lighting scene: param ≤ 10, name required', () => {
    expect(SCENE_PARAM_MAX).toBe(10);
    const param = LIT_SCENE.columns.find((c) => c.key === 'param')!.rule;
    expect(cellVerdict(param, '一'.repeat(10))).toMatchObject({ ok: true });
    expect(cellVerdict(param, '一'.repeat(11))).toEqual({ ok: false, key: 'planningTable.rule.tooLong', params: { max: 10 } });
    expect(cellVerdict(LIT_SCENE.columns[0]!.rule, '')).toEqual({ ok: false, key: 'planningTable.rule.required' });
  });
});

describe('the catalogue', () => {
  it.each(CATALOGUES)('%s names every table, column header and choice', (_lang, cat) => {
    for (const [tag, def] of DEFS) {
      expect(cat.kind[tag as keyof typeof cat.kind], tag).toBeTruthy();
      const cols = (cat.col as Record<string, Record<string, string>>)[tag];
      expect(cols, tag).toBeDefined();
      for (const c of def.columns) {
        expect(cols![c.key], `${tag}.${c.key}`).toBeTruthy();
        if (c.rule.type !== 'choice') continue;
        const names = (cat.choice as Record<string, Record<string, string>>)[c.key];
        expect(names, `choice ${c.key}`).toBeDefined();
        for (const option of c.rule.options) expect(names![option], `${c.key}.${option}`).toBeTruthy();
      }
    }
  });

  it.each(CATALOGUES)('%s names each variant and score', (_lang, cat) => {
    for (const v of SPACE_RHYTHM.variants!) expect((cat.variant as Record<string, string>)[v]).toBeTruthy();
    for (const s of ['1', '2', '3']) expect((cat.score as Record<string, string>)[s]).toBeTruthy();
  });

  it('the three catalogues have the same keys', () => {
    const keys = (o: unknown, at = ''): string[] =>
      typeof o === 'object' && o !== null ? Object.entries(o).flatMap(([k, v]) => keys(v, `${at}.${k}`)) : [at];
    const zh = keys(planningTableZhCN).sort();
    expect(keys(planningTableEn).sort()).toEqual(zh);
    expect(keys(planningTableZhTW).sort()).toEqual(zh);
  });
});

describe('deviceLoad', () => {
  const row = (deviceCount: number, gatewayCount: number, gateway = 'wireless-convenience') => ({ name: '客厅', deviceCount, gateway, gatewayCount });

  it('one convenience gateway carries 50 terminals, not 51', () => {
    expect(deviceLoad(row(50, 1))).toEqual({ capacity: 50, over: false });
    expect(deviceLoad(row(51, 1))).toEqual({ capacity: 50, over: true });
  });

  it('gateways add up', () => {
    expect(deviceLoad(row(100, 2))).toEqual({ capacity: 100, over: false });
    expect(deviceLoad(row(101, 2))).toEqual({ capacity: 100, over: true });
    expect(deviceLoad(row(80, 1, 'wired-enhanced'))).toEqual({ capacity: 80, over: false });
    expect(deviceLoad(row(81, 1, 'wired-enhanced'))).toEqual({ capacity: 80, over: true });
    expect(deviceLoad(row(280, 2, 'engineering-professional'))).toEqual({ capacity: 280, over: false });
    expect(deviceLoad(row(141, 1, 'engineering-professional'))).toEqual({ capacity: 140, over: true });
  });

  it('devices with no gateway are over; no devices and no gateway are not', () => {
    expect(deviceLoad(row(3, 0))).toEqual({ capacity: 0, over: true });
    expect(deviceLoad({ gateway: 'wireless-convenience', deviceCount: 3, gatewayCount: '' })).toEqual({ capacity: 0, over: true });
    expect(deviceLoad(row(0, 0))).toEqual({ capacity: 0, over: false });
  });

  it('a row naming no known gateway has no load', () => {
    expect(deviceLoad(row(10, 1, ''))).toBeNull();
    expect(deviceLoad(row(10, 1, 'toString'))).toBeNull();
    expect(deviceLoad({ deviceCount: 10 })).toBeNull();
  });

  it('the default rows are within their gateways', () => {
    for (const r of SPACE_DEVICE.rows()) expect(deviceLoad(r)).toMatchObject({ over: false });
  });
});

describe('activitiesOf', () => {
  it('splits on 、 and commas, trims, drops empties and repeats', () => {
    expect(activitiesOf('会客、用餐')).toEqual(['会客', '用餐']);
    expect(activitiesOf(' 休闲 ，用餐,休闲;；整理 、')).toEqual(['休闲', '用餐', '整理']);
    expect(activitiesOf('')).toEqual([]);
    expect(activitiesOf(3)).toEqual([]);
  });

  it('every default scene lists at least one activity', () => {
    for (const r of LIT_SCENE.rows()) expect(activitiesOf(r.activity).length).toBeGreaterThan(0);
  });
});
