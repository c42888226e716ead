import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../templates/registry';
import { applyJSON, itemOf, orderedPages, pageOf, toJSON } from './doc';
import type { DocumentJSON } from './types';

const sample = (): DocumentJSON => ({
  name: '滨江壹号照明方案',
  type: 'plan',
  template: 'blank',
  options: { theme: { width: 1920, height: 1080 } },
  pages: [
    {
      id: 'pcover',
      name: '封面',
      editable: true,
      deletable: false,
      background: { type: 'color', color: '#101418' },
      items: [
        { id: 'etitle', tag: 'text', type: 'title', left: 100, top: 200, width: 800, height: 120, rotate: 0, html: '<h1>滨江壹号</h1>', zindex: 1 },
        { id: 'elogo', tag: 'image', left: 20, top: 20, width: 200, height: 80, rotate: 0, src: '/blobs/ab.png', style: { opacity: 0.9 }, zindex: 2 },
      ],
    },
    { id: 'pplan', name: '平面图', editable: true, deletable: true, items: [] },
  ],
  products: {
    items: [{ uuid: 'u1', no: 'L1', name: '筒灯', quantity: 2, params: [{ name: '功率', value: '7', unit: 'W' }] }],
    display: { fields: ['cover', 'no'], cols: 2 },
  },
});

function docFrom(json: DocumentJSON): Y.Doc {
  const doc = new Y.Doc();
  applyJSON(doc, json);
  return doc;
}

/** Counts the updates a change produces. */
function updatesDuring(doc: Y.Doc, change: () => void): number {
  let n = 0;
  const count = () => n++;
  doc.on('update', count);
  change();
  doc.off('update', count);
  return n;
}

describe('toJSON / applyJSON', () => {
  it('round-trips the spec document shape', () => {
    expect(toJSON(docFrom(sample()))).toEqual(sample());
  });

  it('is idempotent: applying the same JSON again writes nothing', () => {
    const doc = docFrom(sample());
    expect(updatesDuring(doc, () => applyJSON(doc, sample()))).toBe(0);
  });

  it('keeps element identity and changes only what differs', () => {
    const doc = docFrom(sample());
    const page = pageOf(doc, 'pcover')!;
    const logo = itemOf(page, 'elogo');
    const next = sample();
    next.pages[0]!.items[1]!.left = 40;
    applyJSON(doc, next);
    expect(itemOf(page, 'elogo')).toBe(logo);
    expect(logo!.get('left')).toBe(40);
    expect(toJSON(doc)).toEqual(next);
  });

  it('deletes what the JSON no longer has, keys included', () => {
    const doc = docFrom(sample());
    const next = sample();
    next.pages.pop();
    delete (next.pages[0] as Record<string, unknown>).background;
    next.pages[0]!.items.shift();
    next.products.items = [];
    applyJSON(doc, next);
    const out = toJSON(doc);
    expect(out.pages.map((p) => p.id)).toEqual(['pcover']);
    expect(out.pages[0]).not.toHaveProperty('background');
    expect(out.pages[0]!.items.map((i) => i.id)).toEqual(['elogo']);
    expect(out.products.items).toEqual([]);
  });

  it('reorders pages by moving as few keys as possible', () => {
    const json = sample();
    json.pages.push({ id: 'p3', name: '三', items: [] }, { id: 'p4', name: '四', items: [] });
    const doc = docFrom(json);
    const before = new Map(orderedPages(doc).map(([id, p]) => [id, p.get('order')]));
    const moved = { ...json, pages: [json.pages[0]!, json.pages[2]!, json.pages[3]!, json.pages[1]!] };
    applyJSON(doc, moved);
    const after = new Map(orderedPages(doc).map(([id, p]) => [id, p.get('order')]));
    expect(orderedPages(doc).map(([id]) => id)).toEqual(['pcover', 'p3', 'p4', 'pplan']);
    const changed = [...after].filter(([id, k]) => before.get(id) !== k).map(([id]) => id);
    expect(changed).toEqual(['pplan']);
  });

  it('reorders elements by z and reports zindex from it', () => {
    const json = sample();
    json.pages[0]!.items.reverse();
    const out = toJSON(docFrom(sample()));
    const doc = docFrom(out);
    applyJSON(doc, json);
    expect(toJSON(doc).pages[0]!.items.map((i) => [i.id, i.zindex])).toEqual([
      ['elogo', 1],
      ['etitle', 2],
    ]);
  });

  it('sanitises element HTML on the way in', () => {
    const json = sample();
    json.pages[0]!.items[0]!.html = '<p>好<script>alert(1)</script></p>';
    expect(toJSON(docFrom(json)).pages[0]!.items[0]!.html).toBe('<p>好</p>');
  });

  it('defaults page flags and product display on output', () => {
    const doc = new Y.Doc();
    expect(toJSON(doc)).toMatchObject({ name: '', pages: [], products: { items: [], display: { fields: ['cover', 'no', 'code', 'param'], cols: 1 } } });
  });

  it('two replicas editing different fields of one element both win', () => {
    const a = docFrom(sample());
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    const ja = toJSON(a);
    ja.pages[0]!.items[1]!.left = 300;
    applyJSON(a, ja);
    const jb = toJSON(b);
    jb.pages[0]!.items[1]!.style = { opacity: 0.5 };
    applyJSON(b, jb);
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    const logo = toJSON(a).pages[0]!.items.find((i) => i.id === 'elogo')!;
    expect(logo).toMatchObject({ left: 300, style: { opacity: 0.5 } });
    expect(toJSON(b)).toEqual(toJSON(a));
  });
});

describe('templates', () => {
  it('build a blank plan with a title page at 1920×1080', () => {
    const json = buildDocument('plan', 'blank', { name: '新方案' })!;
    expect(json.pages).toHaveLength(1);
    expect(json.options).toEqual({ theme: { width: 1920, height: 1080 } });
    expect(json.pages[0]!.items[0]!.html).toBe('<h1 style="text-align: center">新方案</h1>');
  });

  it('refuse unknown and disabled plan templates', () => {
    expect(buildDocument('plan', 'nope', { name: 'x' })).toBeNull();
    expect(buildDocument('plan', 'hospital', { name: 'x' })).toBeNull();
    expect(buildDocument('slt', '', { name: '选型表' })?.template).toBe('');
  });
});
