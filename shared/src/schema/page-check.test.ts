import { describe, expect, it } from 'vitest';
import { wrongJsonValue, wrongValue } from '../../../test/helpers/wrong-shapes';
import { PageSchema } from '../protocol/doc';
import { newImageGroup, newInput, newShape, newTable, newText, SHAPE_TYPES } from './elements/kinds';
import { newGatewayTable, newGatewayRow } from './elements/gateway-table';
import { newActivityLine, newActivityRange, newLampPoint, newLampSpot, newLegend, newRange } from './elements/lighting';
import { readPage } from './page-check';
import { mulberry32 } from './random';

// The shared viewer reads pages with readPage (no zod) where the server checks them with
// PageSchema: the two must agree on every page, or a client would draw what the server refuses
// (or call a good page broken). The corpus: one valid element of every kind, then seeded
// mutations of pages and elements with the values a broken or hostile client writes.

const PAGE = { width: 1920, height: 1080 };
const samples = (): Record<string, unknown>[] =>
  [
    newShape(SHAPE_TYPES[0]!, PAGE),
    newText(PAGE, '<p>客厅 300 lx</p>'),
    newInput(PAGE, '项目名称'),
    newImageGroup(PAGE),
    newTable(PAGE, ['灯具', '数量']),
    newLampPoint('downlight', PAGE, '筒灯', 3),
    newLampPoint('track', PAGE, '轨道灯', 1),
    newLampSpot('ring-o', PAGE),
    newRange('ill-range', PAGE, '300', { type: 'color', color: '#ffd43b' }),
    newActivityLine('day', PAGE),
    newActivityRange('often', PAGE, '#4dabf7'),
    newLegend('lamp-point', PAGE),
    newGatewayTable({ left: 0, top: 0, width: 600, height: 300 }, [newGatewayRow('客厅')]),
  ].map((el, i) => ({ ...el, id: `el${i}` }));

const ELEMENT_FIELDS = ['id', 'tag', 'left', 'top', 'width', 'height', 'rotate', 'html', 'type', 'color', 'size', 'spotOpacity', 'points', 'svg', 'fill', 'border', 'rows', 'spaces', 'extra'];
const PAGE_FIELDS = ['id', 'name', 'editable', 'deletable', 'items', 'background', 'extra'];
const OUT_OF_RANGE = [-1, 361, 1e9, 0.5, 2, '', 'x'.repeat(70), '#zzz', [], {}, undefined];

function mutate(rng: () => number, target: Record<string, unknown>, fields: string[]): void {
  const field = fields[Math.floor(rng() * fields.length)]!;
  const roll = rng();
  if (roll < 0.15) delete target[field];
  else if (roll < 0.55) target[field] = OUT_OF_RANGE[Math.floor(rng() * OUT_OF_RANGE.length)];
  else target[field] = rng() < 0.5 ? wrongJsonValue(rng) : wrongValue(rng);
}

function corpus(n: number, seed: number): unknown[] {
  const rng = mulberry32(seed);
  const out: unknown[] = [];
  for (let i = 0; i < n; i++) {
    const items = samples().filter(() => rng() < 0.5);
    const page: Record<string, unknown> = { id: `p${i}`, name: '方案页', items, background: { type: 'color', color: '#ffffff' } };
    const mutations = Math.floor(rng() * 3);
    for (let m = 0; m < mutations; m++) {
      if (items.length > 0 && rng() < 0.7) mutate(rng, items[Math.floor(rng() * items.length)]!, ELEMENT_FIELDS);
      else mutate(rng, page, PAGE_FIELDS);
    }
    out.push(page);
  }
  return out;
}

describe('readPage, the viewer’s zod-free page check', () => {
  it('gives PageSchema’s verdict and value on 3,000 seeded pages, good and broken', () => {
    let accepted = 0;
    for (const page of corpus(3000, 23)) {
      const zod = PageSchema.safeParse(page);
      const ours = readPage(page);
      expect({ page, accepted: ours !== null }).toEqual({ page, accepted: zod.success });
      if (zod.success) {
        expect(ours).toEqual(zod.data);
        accepted++;
      }
    }
    // both verdicts are exercised, so agreement means something
    expect(accepted).toBeGreaterThan(600);
    expect(accepted).toBeLessThan(2400);
  });

  it('accepts a page of every element kind as it is, with the name defaulted', () => {
    const items = samples();
    expect(readPage({ id: 'p1', items })).toEqual({ id: 'p1', name: '', items });
  });

  it('refuses what is no page', () => {
    for (const value of [null, 'page', [], { id: '', items: [] }, { id: 'p', items: {} }, { id: 'p', name: 'x'.repeat(101), items: [] }]) expect(readPage(value)).toBeNull();
  });
});
