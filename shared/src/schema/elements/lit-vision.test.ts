import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyJSON, itemOf, orderedPages, toJSON } from '../doc';
import { addElement } from '../edit';
import { addVisionItem, clearLitField, removeLitRow, setLitField } from '../planning-rows';
import { buildDocument } from '../../templates/registry';
import { newLitVision, type LitVisionItem } from './lit-vision';
import { checkElement } from './specs';
import { ElementSchema } from '../../protocol/doc';

// The visual-interest chart's fields (issue 11, spec 002 §5): lx 0..1000 step 10, left a whole
// percent 0..100, names ≤ 20 and unique, the arrow optional — cleaned on read and noted, so
// doc/update refuses what the editor's rules would not write.

const BOX = { left: 0, top: 0, width: 1400, height: 800 };
const readItems = (items: unknown) => {
  const problems: string[] = [];
  const el = checkElement({ tag: 'lit-vision', ...BOX, items }, problems)!;
  return { items: el.items as LitVisionItem[], problems };
};
const item = (i: Partial<LitVisionItem>) => ({ id: 'v1', name: '餐桌', left: 50, lx: 300, ...i });

describe('lit-vision fields', () => {
  it('keeps the sample walk as written, with nothing noted', () => {
    const chart = newLitVision(BOX, () => `v${Math.random()}`);
    const { items, problems } = readItems(chart.items);
    expect(items).toEqual(chart.items);
    expect(problems).toEqual([]);
  });

  it.each([
    [-10, 0, true],
    [0, 0, false],
    [5, 10, true],
    [1000, 1000, false],
    [1010, 1000, true],
    [455, 460, true],
  ])('lx %i reads as %i (noted: %s)', (lx, clean, noted) => {
    const { items, problems } = readItems([item({ lx })]);
    expect(items[0]!.lx).toBe(clean);
    expect(problems.length > 0).toBe(noted);
  });

  it.each([
    [0, 0, false],
    [100, 100, false],
    [-5, 0, true],
    [120, 100, true],
    [12.5, 13, true],
  ])('left %f reads as %i (noted: %s)', (left, clean, noted) => {
    const { items, problems } = readItems([item({ left })]);
    expect(items[0]!.left).toBe(clean);
    expect(problems.length > 0).toBe(noted);
  });

  it('leaves the arrow out when there is none; a direction it does not know is dropped, noted', () => {
    expect(readItems([item({})])).toEqual({ items: [item({})], problems: [] });
    expect(readItems([item({ arrow: 'up', arrowWidth: 8 })])).toEqual({ items: [item({ arrow: 'up', arrowWidth: 8 })], problems: [] });
    const { items, problems } = readItems([item({ arrow: 'north' as 'up', arrowWidth: 99 })]);
    expect(items[0]).toEqual({ ...item({}), arrowWidth: 40 });
    expect(problems.map((p) => p.split(':')[0])).toEqual(['.items[0].arrow', '.items[0].arrowWidth']);
  });

  it('cuts a name to 20 characters and notes it; notes two activities of one name', () => {
    const long = readItems([item({ name: '景'.repeat(21) })]);
    expect(long.items[0]!.name).toBe('景'.repeat(20));
    expect(long.problems).toHaveLength(1);
    const twenty = readItems([item({ name: '景'.repeat(20) })]);
    expect(twenty.problems).toEqual([]);
    const twice = readItems([item({}), item({ id: 'v2' })]);
    expect(twice.items).toHaveLength(2);
    expect(twice.problems.map((p) => p.split(':')[0])).toEqual(['.items']);
  });

  it('keeps the activities as shared rows: two replicas adding and editing different ones both keep their work', () => {
    const a = new Y.Doc();
    applyJSON(a, buildDocument('plan', 'blank', { name: '视觉' })!);
    let id = '';
    let n = 0;
    a.transact(() => (id = addElement(orderedPages(a)[0]![1], newLitVision(BOX, () => `v${++n}`))));
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    const el = (d: Y.Doc) => itemOf(orderedPages(d)[0]![1], id)!;
    expect(el(a).get('items')).toBeInstanceOf(Y.Array);
    a.transact(() => {
      addVisionItem(el(a), { name: '书桌', left: 80, lx: 500 }, 'va');
      setLitField(el(a), 'items', 'v1', 'lx', 100);
      removeLitRow(el(a), 'items', 'v2');
    });
    b.transact(() => {
      addVisionItem(el(b), { name: '壁画', left: 40, lx: 200, arrow: 'up', arrowWidth: 4 }, 'vb');
      setLitField(el(b), 'items', 'v1', 'left', 12);
      clearLitField(el(b), 'items', 'v1', 'arrow');
      clearLitField(el(b), 'items', 'v1', 'arrowWidth');
      setLitField(el(b), 'items', 'v4', 'lx', 20);
    });
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    expect(toJSON(b)).toEqual(toJSON(a));
    const items = toJSON(a).pages[0]!.items.find((e) => e.tag === 'lit-vision')!.items as LitVisionItem[];
    // both edits of 玄关端景 kept, each in its own cell; its arrow taken away
    expect(items[0]).toEqual({ id: 'v1', name: '玄关端景', left: 12, lx: 100 });
    // A removed 客厅背景墙 (v2) while B edited 走廊 (v4), which moved up a row: found by id
    expect(items.map((i) => i.id).slice(0, 4)).toEqual(['v1', 'v3', 'v4', 'v5']);
    expect(items[2]).toMatchObject({ id: 'v4', name: '走廊', lx: 20 });
    expect(items.slice(4).map((i) => i.name).sort()).toEqual(['书桌', '壁画'].sort());
  });

  it('doc/update refuses what the drawer would refuse, and takes the sample walk', () => {
    const el = (items: unknown) => ElementSchema.safeParse({ id: 'e1', tag: 'lit-vision', ...BOX, items }).success;
    expect(el(newLitVision(BOX, () => `v${Math.random()}`).items)).toBe(true);
    expect(el([item({ lx: 1000, left: 100, name: '景'.repeat(20) })])).toBe(true);
    expect(el([item({ lx: 1010 })])).toBe(false);
    expect(el([item({ lx: 5 })])).toBe(false);
    expect(el([item({ left: 101 })])).toBe(false);
    expect(el([item({ name: '景'.repeat(21) })])).toBe(false);
    expect(el([item({}), item({ id: 'v2' })])).toBe(false);
    expect(el([item({ arrow: 'north' as 'up' })])).toBe(false);
  });
});
