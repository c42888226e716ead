import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues, LANGUAGES } from '../../../shared/src/i18n';
import { newActivityLine, newActivityRange, newLampPoint, newLampSpot, newLegend, newRange } from '../../../shared/src/schema/elements/lighting';
import type { ElementJSON } from '../../../shared/src/schema/types';
import { newLightingSystemPage } from '../../../shared/src/lighting/system-page';
import { legendEntries, lightingName, nextLampNumber } from './lighting-names';

const page = { width: 1920, height: 1080 };
let seq = 0;
const el = (json: Omit<ElementJSON, 'id'>, extra: Record<string, unknown> = {}): ElementJSON => ({ ...json, ...extra, id: `e${++seq}` }) as ElementJSON;
const zh = i18next.createInstance();
const t = (key: string, o?: Record<string, unknown>) => zh.t(key, o ?? {});
const list = (words: string[]) => new Intl.ListFormat('zh-CN', { type: 'conjunction' }).format(words);

beforeAll(async () => {
  await zh.init({ lng: 'zh-CN', resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: catalogues[l] }])), interpolation: { escapeValue: false } });
});

describe('the number of a new lamp', () => {
  it('is 1 on an empty page and counts per type', () => {
    const items = [el(newLampPoint('downlight', page, '筒灯', 1)), el(newLampPoint('downlight', page, '筒灯', 2)), el(newLampPoint('wall', page, '壁灯', 1))];
    expect(nextLampNumber([], 'downlight')).toBe(1);
    expect(nextLampNumber(items, 'downlight')).toBe(3);
    expect(nextLampNumber(items, 'wall')).toBe(2);
    expect(nextLampNumber(items, 'spotlight')).toBe(1);
  });

  it('gives out a number freed by a deleted lamp first', () => {
    const items = [el(newLampPoint('downlight', page, '筒灯', 1)), el(newLampPoint('downlight', page, '筒灯', 3))];
    expect(nextLampNumber(items, 'downlight')).toBe(2);
  });
});

describe('lighting elements in the element list', () => {
  it('names a lamp by its type and number, never its tag', () => {
    expect(lightingName(el(newLampPoint('downlight', page, '某型号', 3)), [], t, list)).toBe('筒灯 3');
    expect(lightingName(el(newLampPoint('magnetic-track', page, '', 1)), [], t, list)).toBe('磁吸轨道灯 1');
  });

  it('names a range by its value, a spot, line and area by their kind', () => {
    expect(lightingName(el(newRange('ill-range', page, '300 lx', { type: 'color', color: '#ffe066' })), [], t, list)).toBe('照度范围：300 lx');
    expect(lightingName(el(newRange('cct-range', page, '3000K', { type: 'color', color: '#ffc078' })), [], t, list)).toBe('色温范围：3000K');
    expect(lightingName(el(newLampSpot('ring-o', page)), [], t, list)).toBe('光斑：圆环外发光');
    expect(lightingName(el(newActivityLine('night', page)), [], t, list)).toBe('夜间动线');
    expect(lightingName(el(newActivityRange('private', page, '#d0bfff')), [], t, list)).toBe('活动区域：私密区域');
    expect(lightingName(el({ tag: 'shape', left: 0, top: 0, width: 1, height: 1 }), [], t, list)).toBeNull();
  });

  it('names a lamp legend by its entries in the drawn legend\'s order (spec 001 §3: numbers, ranges, then by name), one per type, name and colour, with counts', () => {
    const items = [
      el(newLampPoint('downlight', page, '筒灯', 1)),
      el(newLampPoint('wall', page, '壁灯', 1)),
      el(newLampPoint('downlight', page, '筒灯', 2)),
      el(newLampPoint('downlight', page, '筒灯', 3), { color: '#228be6' }),
      el(newLampPoint('spotlight', page, '', 1)),
    ];
    expect(legendEntries(items, 'lamp-point', t)).toEqual([
      { label: '壁灯', count: 1 },
      { label: '射灯', count: 1 },
      { label: '筒灯', count: 1 },
      { label: '筒灯', count: 2 },
    ]);
    const legend = el(newLegend('lamp-point', page));
    expect(lightingName(legend, [...items, legend], t, list)).toBe('灯具图例：壁灯 × 1、射灯 × 1、筒灯 × 1和筒灯 × 2');
  });

  it('says an empty legend is empty, and lists activity areas by level', () => {
    expect(lightingName(el(newLegend('activity-line', page)), [], t, list)).toBe('动线图例：暂无动线');
    const items = [el(newActivityRange('often', page, '#ffc9c9')), el(newActivityRange('frequent', page, '#ff8787')), el(newActivityRange('often', page, '#ffc9c9'))];
    expect(lightingName(el(newLegend('activity-range', page)), items, t, list)).toBe('活动区域图例：频繁活动和经常活动');
  });
});

describe('what the 照明 menu inserts', () => {
  it('a lamp takes the next free number of its type on the page', async () => {
    const { lampToInsert } = await import('./lighting-insert');
    const items = [el(newLampPoint('downlight', page, '筒灯', 1)), el(newLampPoint('wall', page, '壁灯', 1))];
    const lamp = lampToInsert('downlight', page, items, '筒灯');
    expect(lamp).toMatchObject({ tag: 'lamp-point', type: 'downlight', name: '筒灯', number: 2 });
  });

  it('a range is named by its level; a dimmable level carries its preset type', async () => {
    const { illRangeToInsert, cctRangeToInsert } = await import('./lighting-insert');
    expect(illRangeToInsert('300 lx', page)).toMatchObject({ tag: 'ill-range', name: '300 lx', fill: { type: 'color' } });
    expect(illRangeToInsert('300 lx', page).type).toBeUndefined();
    expect(illRangeToInsert('100-200 lx', page)).toMatchObject({ name: '100-200 lx', type: 'adjust-ill', fill: { type: 'gradient' } });
    expect(cctRangeToInsert('RGBCW', page)).toMatchObject({ tag: 'cct-range', name: 'RGBCW', type: 'rgbcw' });
  });
});

describe('a gateway table in the element list', () => {
  it('is 网关表 with the number of spaces its gateway cannot serve', () => {
    const table = el(newLightingSystemPage(t).items[3]!);
    expect(lightingName(table, [table], t, list)).toBe('网关表：1 个空间超出网关能力');
    const fixed = el({ ...table, spaces: (table.spaces as { gateway: string }[]).map((r) => ({ ...r, gateway: 'engineering-professional' })) });
    expect(lightingName(fixed, [fixed], t, list)).toBe('网关表：全部空间在网关能力内');
  });
});
