import { describe, expect, it } from 'vitest';
import { readLine } from '../doc-lines';
import { readSettings } from '../doc-settings';
import { quotationTable } from './quotation-table';
import { headerBlockLines, tableLayout } from './table-layout';
import { col, type DocTable } from './table-model';

const t = (key: string) => key;
const lines = (n: number) => Array.from({ length: n }, (_, i) => readLine({ uuid: `u${i}`, no: `L${i + 1}`, name: `p${i}`, quantity: 1, unitPrice: 100 }));
const pqt = (n: number) => quotationTable({ lines: lines(n), settings: readSettings({}), t });

/** a plain table: no image column (rows fs × 2), no footer, no notes */
const plain = (n: number, groups?: string[]): DocTable => ({
  kind: 'slt',
  title: 'T',
  columns: [col('a', 'A', 1), col('b', 'B', 3)],
  rows: Array.from({ length: n }, (_, i) => ({ key: String(i), cells: {}, ...(groups ? { group: groups[i] } : {}) })),
  footer: [],
  notes: [],
});

describe('tableLayout', () => {
  it('shares the width out in proportion to the columns', () => {
    const L = tableLayout(plain(1), { width: 400, height: 300, fontSize: 10, header: false, footer: false });
    expect(L.columns).toEqual([
      { key: 'a', x: 0, width: 100 },
      { key: 'b', x: 100, width: 300 },
    ]);
  });

  it('fits as many 2 × fontSize rows as the box holds under the column header', () => {
    // no header: column header 20, then rows of 20 → (210 − 20) / 20 = 9.5 → 9
    const L = tableLayout(plain(50), { width: 400, height: 210, fontSize: 10, header: false, footer: false });
    expect(L.capacity).toBe(9);
    expect(L.end).toBe(9);
    expect(L.body.map((r) => r.y)).toEqual([20, 40, 60, 80, 100, 120, 140, 160, 180]);
  });

  it('the header blocks and title take room from the rows', () => {
    const bare = tableLayout(pqt(60), { width: 1000, height: 900, fontSize: 16, header: false, footer: true });
    const headed = tableLayout(pqt(60), { width: 1000, height: 900, fontSize: 16, header: true, footer: true, headerLines: headerBlockLines('pqt', readSettings({})) });
    expect(headed.capacity).toBeLessThan(bare.capacity);
    expect(headed.columnHeaderY).toBeGreaterThan(8 * 16 * 1.5);
  });

  it('starts at `start` and stops at `count`', () => {
    const L = tableLayout(plain(50), { width: 400, height: 1000, fontSize: 10, header: false, footer: false, start: 45 });
    expect([L.start, L.end, L.capacity]).toEqual([45, 50, 5]);
    const C = tableLayout(plain(50), { width: 400, height: 1000, fontSize: 10, header: false, footer: false, start: 3, count: 4 });
    expect([C.end, C.capacity]).toEqual([7, 4]);
  });

  it('shows the footer only on the page that holds the last row, with room for it', () => {
    const o = { width: 1000, height: 700, fontSize: 16, header: false, footer: true };
    const pages = [tableLayout(pqt(30), o)];
    while (pages.at(-1)!.end < 30) pages.push(tableLayout(pqt(30), { ...o, start: pages.at(-1)!.end }));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.map((p) => p.showFooter)).toEqual([...pages.slice(1).map(() => false), true]);
    const last = pages.at(-1)!;
    // footer lines and notes stay inside the box
    expect(last.notesY + pqt(30).notes.length * last.noteHeight).toBeLessThanOrEqual(700);
    expect(tableLayout(pqt(30), { ...o, footer: false, start: last.start }).showFooter).toBe(false);
  });

  it('moves rows on rather than dropping the footer when only the rows fit', () => {
    // rows fit the box without the footer but not with it: the page keeps fewer, the next shows the rest and the footer
    const o = { width: 1000, height: 16 * 2 + 4 * 16 * 3.4 + 16 * 1.5 + 8 + 1, fontSize: 16, header: false, footer: true };
    const L = tableLayout(pqt(4), o);
    expect(L.showFooter).toBe(false);
    expect(L.end).toBeLessThan(4);
    expect(L.capacity).toBe(L.end);
  });

  it('a group heading takes a line where the group changes', () => {
    const L = tableLayout(plain(4, ['A', 'A', 'B', 'B']), { width: 400, height: 1000, fontSize: 10, header: false, footer: false });
    expect(L.body.map((r) => (r.kind === 'group' ? r.text : r.index))).toEqual(['A', 0, 1, 'B', 2, 3]);
  });

  it('a tiny box still takes one row, so pages always move forward', () => {
    expect(tableLayout(plain(5), { width: 100, height: 10, fontSize: 10, header: false, footer: false }).capacity).toBe(1);
  });
});
