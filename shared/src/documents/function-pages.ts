// The pages of the product documents (issue 14; spec 001 §3 "Page kinds: spc, slt, pqt, cet,
// ect", spec 000 §3 djb): what a new document of each kind starts with, and a product's spec
// page. Their content is drawn from the document's lines and settings (doctable, productspec,
// productlist elements), so these builders only place the elements.

import * as Y from 'yjs';
import { orderedPages, orderKeyOf, pagesMap } from '../schema/doc';
import { addElement } from '../schema/edit';
import { newElementId, newPageId } from '../schema/ids';
import { keyBetween } from '../schema/order';
import type { DocType, ElementJSON, PageJSON } from '../schema/types';
import { specPageIndex } from '../products/doc-rules';
import type { DocStyle } from './doc-settings';
import type { DocTableKind } from './tables/table-model';

/**
 * Page size of the product documents: A4 landscape in proportion (297 : 210), at the scale of
 * the decks (1600 units wide), so a table of a dozen lines with thumbnails fits one page and
 * prints on A4 without distortion.
 */
export const PAPER_SIZE = { width: 1600, height: 1131 } as const;
/** Margin around a function page's content, in page units (about 15 mm on A4). */
export const PAPER_MARGIN = 80;

export interface PageSize {
  width: number;
  height: number;
}

/** The box a function page's one element fills. */
export const contentBox = (size: PageSize) => ({ left: PAPER_MARGIN, top: PAPER_MARGIN, width: size.width - 2 * PAPER_MARGIN, height: size.height - 2 * PAPER_MARGIN, rotate: 0 });

/** A doctable element of a kind over the page's content box. */
export function docTableElement(kind: DocTableKind, size: PageSize): Omit<ElementJSON, 'id'> {
  return { tag: 'doctable', kind, start: 0, count: 0, fontSize: 16, header: true, footer: true, ...contentBox(size) };
}

/** Page names of the function pages, zh-CN (the page list shows them; the user may rename). */
const PAGE_NAMES: Record<DocTableKind, string> = {
  pqt: '报价单',
  slt: '选型表',
  djb: '灯具表',
  cet: '费用预算',
  ect: '能耗分析',
  lpd: '功率密度',
};

function tablePage(kind: DocTableKind, type: DocType, size: PageSize, now: number): PageJSON {
  return { id: newPageId(now), name: PAGE_NAMES[kind], type, editable: true, deletable: true, items: [{ id: newElementId(), ...docTableElement(kind, size) } as ElementJSON] };
}

/** A spc document's first page: its title and the product list (spec sheets follow it, one per product). */
function listPage(title: string, size: PageSize, now: number): PageJSON {
  const box = contentBox(size);
  return {
    id: newPageId(now),
    name: '产品清单',
    editable: true,
    deletable: true,
    items: [
      { id: newElementId(), tag: 'text', type: 'title', left: box.left, top: box.top, width: box.width, height: 90, rotate: 0, html: `<h1>${title.replace(/[<>&]/g, '')}</h1>` },
      { id: newElementId(), tag: 'productlist', fontSize: 18, ...box, top: box.top + 120, height: box.height - 120 },
    ],
  };
}

/**
 * The pages a new document of a product kind starts with. The energy analysis has two: the
 * consumption table and the power-density check (each grows onto pages of its own).
 */
export function functionPages(type: Exclude<DocType, 'plan'>, title: string, now: number, size: PageSize = PAPER_SIZE): PageJSON[] {
  switch (type) {
    case 'spc':
      return [listPage(title, size, now)];
    case 'ect':
      return [tablePage('ect', 'ect', size, now), tablePage('lpd', 'ect', size, now + 1)];
    default:
      return [tablePage(type, type, size, now)];
  }
}

/** Which lines get a spec page of their own as they are added: spec sheets and selection books. */
export const SPEC_PAGES_FOR: readonly DocType[] = ['spc', 'slt'];

/**
 * Adds a product's spec page (type spc, bound to the product's uuid so it goes when the product
 * goes) right after the last spc, slt or pqt page (spec 001 §4). A product that has one already
 * gets none. Returns the page id, or null when it had one.
 */
export function addSpecPage(doc: Y.Doc, uuid: string, name: string, size: PageSize, style: DocStyle = 'default'): string | null {
  const pages = orderedPages(doc);
  if (pages.some(([, p]) => p.get('uuid') === uuid && p.get('type') === 'spc')) return null;
  const at = specPageIndex(pages.map(([, p]) => ({ type: typeof p.get('type') === 'string' ? (p.get('type') as string) : undefined })));
  const before = at > 0 ? orderKeyOf(pages[at - 1]![1], 'order') : null;
  const after = at < pages.length ? orderKeyOf(pages[at]![1], 'order') : null;
  const id = newPageId();
  const page = new Y.Map<unknown>();
  page.set('name', name.slice(0, 100));
  page.set('type', 'spc');
  page.set('uuid', uuid);
  page.set('order', keyBetween(before, after));
  page.set('items', new Y.Map<unknown>());
  pagesMap(doc).set(id, page);
  addElement(page, { tag: 'productspec', uuid, style, fontSize: 18, ...contentBox(size) });
  return id;
}
