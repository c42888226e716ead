import { describe, expect, it } from 'vitest';
import { newActivityLine, newActivityRange, newLampPoint, newRange } from '../schema/elements/lighting';
import type { ElementJSON } from '../schema/types';
import { compareLegendNames, legendEntries, legendSignature } from './legend';

const PAGE = { width: 1920, height: 1080 };
let n = 0;
const el = (e: Omit<ElementJSON, 'id'>, patch: Record<string, unknown> = {}): ElementJSON => ({ ...e, id: `e${n++}`, ...patch }) as ElementJSON;
const ill = (name: string) => el(newRange('ill-range', PAGE, name, { type: 'color', color: '#ffd43b' }));

describe('legend order (spec 001 §3)', () => {
  it('worked example: numbers low to high, then ranges by lower bound, then words in zh-CN collation (Chinese before Latin)', () => {
    const names = ['RGBCW', '2700-6500K', '4000K', '100-200 lx', '300 lx', '50 lx', '2700K', '500+ lx', '客厅'];
    expect([...names].sort(compareLegendNames)).toEqual(['50 lx', '300 lx', '500+ lx', '2700K', '4000K', '100-200 lx', '2700-6500K', '客厅', 'RGBCW']);
  });

  it('orders an illuminance legend "50 lx" < "300 lx" < "100-200 lx", each counted once', () => {
    const items = [ill('300 lx'), ill('100-200 lx'), ill('50 lx'), ill('300 lx')];
    expect(legendEntries('ill-range', items).map((e) => [e.name, e.count])).toEqual([
      ['50 lx', 1],
      ['300 lx', 2],
      ['100-200 lx', 1],
    ]);
  });
});

describe('legendEntries', () => {
  it('counts lamps by type, name and colour, and only its own kind', () => {
    const items = [
      el(newLampPoint('downlight', PAGE, '筒灯', 1)),
      el(newLampPoint('downlight', PAGE, '筒灯', 2)),
      el(newLampPoint('downlight', PAGE, '筒灯', 3), { color: '#1971c2' }),
      el(newLampPoint('spotlight', PAGE, '射灯', 1)),
      el(newLampPoint('chandelier', PAGE, '', 1)),
      el(newActivityLine('day', PAGE)),
    ];
    const entries = legendEntries('lamp-point', items);
    // an unnamed chandelier is ordered as 吊灯 (diào) among 射灯 (shè) and 筒灯 (tǒng)
    expect(entries.map((e) => [e.type, e.name, e.color, e.count])).toEqual([
      ['chandelier', '', '#FA6400', 1],
      ['spotlight', '射灯', '#FA6400', 1],
      ['downlight', '筒灯', '#1971c2', 1],
      ['downlight', '筒灯', '#FA6400', 2],
    ]);
    expect(new Set(entries.map((e) => e.key)).size).toBe(4);
  });

  it('takes a gradient range colour from its first stop, activity areas by level', () => {
    const cct = el(
      newRange('cct-range', PAGE, '2700-6500K', {
        type: 'gradient',
        gradient: { type: 'linear', angle: 90, points: [{ color: '#4dabf7', pct: 100 }, { color: '#ffa94d', pct: 0 }] },
      }),
    );
    expect(legendEntries('cct-range', [cct])[0]).toMatchObject({ name: '2700-6500K', color: '#ffa94d', count: 1 });
    const areas = [el(newActivityRange('frequent', PAGE, '#e03131')), el(newActivityRange('frequent', PAGE, '#e03131')), el(newActivityRange('rarely', PAGE, '#2f9e44'))];
    expect(legendEntries('activity-range', areas).map((e) => [e.type, e.count])).toEqual([
      ['frequent', 2],
      ['rarely', 1],
    ]);
  });
});

describe('legendSignature', () => {
  it('stays the same when an element moves and changes when its name or colour does', () => {
    const lamp = el(newLampPoint('downlight', PAGE, '筒灯', 1));
    const sig = legendSignature('lamp-point', [lamp]);
    expect(legendSignature('lamp-point', [{ ...lamp, left: lamp.left + 300, top: 7 }])).toBe(sig);
    expect(legendSignature('lamp-point', [{ ...lamp, name: '洗墙灯' } as ElementJSON])).not.toBe(sig);
    expect(legendSignature('lamp-point', [{ ...lamp, color: '#000000' } as ElementJSON])).not.toBe(sig);
    expect(legendSignature('lamp-point', [lamp, el(newLampPoint('downlight', PAGE, '筒灯', 2))])).not.toBe(sig);
  });
});
