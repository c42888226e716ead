import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { LibraryProduct } from '../../../../shared/src/documents/doc-products';
import { docLines } from '../../../../shared/src/documents/doc-products';
import { PAPER_SIZE } from '../../../../shared/src/documents/function-pages';
import { applyJSON, orderedPages, toJSON } from '../../../../shared/src/schema/doc';
import type { DocType } from '../../../../shared/src/schema/types';
import { buildDocument } from '../../../../shared/src/templates/registry';
import { Editor } from '../editor';
import { productListMenuItems } from './list-menu';
import { addLibraryProduct, insertProductList, removeLines } from './product-actions';
import { applySpecStyle } from './settings/SpecStyleSettings';

function setup(type: DocType) {
  const doc = new Y.Doc();
  applyJSON(doc, buildDocument(type, type === 'plan' ? 'blank' : '', { name: '滨江壹号', now: 1 })!);
  return new Editor(doc, 'me');
}

const product = (uuid: string, name: string, price: number | null = 268): LibraryProduct => ({
  uuid,
  code: `C-${name}`,
  name,
  brand: '光影照明',
  description: '',
  remark: '',
  unit: '个',
  warranty: 3,
  price,
  params: [],
  pics: {},
  sku_names: [],
  skus: [],
});

const UUID_A = '0a1b2c3d-0000-4000-8000-00000000000a';
const UUID_B = '0a1b2c3d-0000-4000-8000-00000000000b';
const pageNames = (editor: Editor) => toJSON(editor.doc).pages.map((p) => p.name);
/** Labels as their keys, so the test reads which entry is which without a catalogue. */
const t = ((key: string) => key) as unknown as TFunction;

describe('adding products from the panel', () => {
  it('in spec sheets adds the line and its spec page "L1 name" as one undo step; a duplicate is refused', () => {
    const editor = setup('spc');
    expect(addLibraryProduct(editor, product(UUID_A, '防眩筒灯'))).toEqual({ ok: true, name: '防眩筒灯' });
    expect(docLines(editor.doc).map((l) => [l.no, l.name, l.listFen])).toEqual([['L1', '防眩筒灯', 26800]]);
    expect(pageNames(editor)).toEqual(['产品清单', 'L1 防眩筒灯']);
    expect(addLibraryProduct(editor, product(UUID_A, '防眩筒灯'))).toEqual({ ok: false, key: 'product.docExists' });
    expect(docLines(editor.doc)).toHaveLength(1);
    editor.undo.undo();
    expect(docLines(editor.doc)).toHaveLength(0);
    expect(pageNames(editor)).toEqual(['产品清单']);
  });

  it('in a quotation adds no spec page, and deleting a spec sheet product takes its page', () => {
    const pqt = setup('pqt');
    addLibraryProduct(pqt, product(UUID_A, '防眩筒灯'));
    expect(pageNames(pqt)).toEqual(['报价单']);
    const spc = setup('spc');
    addLibraryProduct(spc, product(UUID_A, '防眩筒灯'));
    addLibraryProduct(spc, product(UUID_B, '轨道射灯'));
    removeLines(spc, [UUID_A], '空白页');
    expect(pageNames(spc)).toEqual(['产品清单', 'L2 轨道射灯']);
  });

  it('refuses a product list on a function page and places one on a plain page', () => {
    const pqt = setup('pqt');
    expect(insertProductList(pqt, PAPER_SIZE)).toEqual({ ok: false, key: 'product.docFunctionPage' });
    const plan = setup('plan');
    expect(insertProductList(plan, { width: 1920, height: 1080 })).toEqual({ ok: true });
    expect(toJSON(plan.doc).pages[0]!.items.some((el) => el.tag === 'productlist')).toBe(true);
  });

  it('applies a spec style to every spec sheet and to the document', () => {
    const editor = setup('spc');
    addLibraryProduct(editor, product(UUID_A, '防眩筒灯'));
    addLibraryProduct(editor, product(UUID_B, '轨道射灯'));
    applySpecStyle(editor, 't3');
    const styles = toJSON(editor.doc)
      .pages.flatMap((p) => p.items)
      .filter((el) => el.tag === 'productspec')
      .map((el) => (el as unknown as { style: string }).style);
    expect(styles).toEqual(['t3', 't3']);
    expect(toJSON(editor.doc).settings?.style).toBe('t3');
  });
});

describe('the product list menu', () => {
  it('acts on the first product when the pointer is on no card, moves disabled at the ends, and unselects an emptied list', () => {
    const editor = setup('spc');
    addLibraryProduct(editor, product(UUID_A, '防眩筒灯'));
    editor.setPage(orderedPages(editor.doc)[0]![0]);
    const list = toJSON(editor.doc).pages[0]!.items.find((el) => el.tag === 'productlist')!;
    editor.select([list.id]);
    const items = productListMenuItems(editor, [list], { x: -1, y: -1 }, t, { openSelected: () => undefined });
    expect(items.map((i) => [i.label, Boolean(i.disabled)])).toEqual([
      ['docPanels.menu.edit L1', false],
      ['docPanels.menu.remove L1', false],
      ['docPanels.menu.top', true],
      ['docPanels.menu.up', true],
      ['docPanels.menu.down', true],
      ['docPanels.menu.bottom', true],
      ['docPanels.menu.clear', false],
    ]);
    items[1]!.onSelect();
    expect(docLines(editor.doc)).toHaveLength(0);
    expect(editor.selection).toEqual([]);
    // nothing to act on: the list's entries are gone from the menu
    expect(productListMenuItems(editor, [list], { x: 0, y: 0 }, t, { openSelected: () => undefined })).toEqual([]);
  });
});
