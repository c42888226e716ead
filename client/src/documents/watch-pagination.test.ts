import * as Y from 'yjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addProduct } from '../../../shared/src/documents/doc-products';
import { quotationTable } from '../../../shared/src/documents/tables/quotation-table';
import { applyJSON, orderedPages, productItemsMap } from '../../../shared/src/schema/doc';
import { addElement } from '../../../shared/src/schema/edit';
import { buildDocument } from '../../../shared/src/templates/registry';
import { Editor } from '../editor/editor';
import { PAGINATE_DEBOUNCE_MS, watchPagination } from './watch-pagination';

const SIZE = { width: 1920, height: 1080 };
const build = (_kind: string, input: Parameters<typeof quotationTable>[0]) => quotationTable(input);

function quotation() {
  const doc = new Y.Doc();
  applyJSON(doc, buildDocument('plan', 'blank', { name: '报价' })!);
  addElement(orderedPages(doc)[0]![1], { tag: 'doctable', kind: 'pqt', start: 0, count: 0, fontSize: 16, header: true, footer: true, left: 60, top: 60, width: 1800, height: 960, rotate: 0 });
  return doc;
}
const addLines = (doc: Y.Doc, from: number, n: number, origin: unknown) =>
  doc.transact(() => {
    for (let i = from; i < from + n; i++) addProduct(doc, { uuid: `u${i}`, name: `灯${i}`, quantity: 1, unitPrice: 100 }, origin);
  }, origin);

describe('pagination while editing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds continuation pages once a burst of lines has settled, not during it', () => {
    const doc = quotation();
    const stop = watchPagination(doc, SIZE, build);
    addLines(doc, 0, 40, null);
    vi.advanceTimersByTime(PAGINATE_DEBOUNCE_MS - 1);
    expect(orderedPages(doc)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(orderedPages(doc).length).toBeGreaterThan(1);
    stop();
  });

  it('one undo takes back the lines, and their pages follow (pagination is no undo step)', () => {
    const doc = quotation();
    const editor = new Editor(doc, 'me');
    const stop = watchPagination(doc, SIZE, build);
    addLines(doc, 0, 40, 'me');
    editor.undo.stopCapturing();
    vi.advanceTimersByTime(PAGINATE_DEBOUNCE_MS);
    expect(orderedPages(doc).length).toBeGreaterThan(1);
    editor.undo.undo();
    expect(productItemsMap(doc).size).toBe(0);
    vi.advanceTimersByTime(PAGINATE_DEBOUNCE_MS);
    expect(orderedPages(doc)).toHaveLength(1);
    stop();
  });

  it('stops watching when stopped', () => {
    const doc = quotation();
    watchPagination(doc, SIZE, build)();
    addLines(doc, 0, 40, null);
    vi.advanceTimersByTime(PAGINATE_DEBOUNCE_MS * 2);
    expect(orderedPages(doc)).toHaveLength(1);
  });
});
