// 从平面图生成清单 (issue 14): the lamps drawn on a plan, counted per linked library product and
// per page, become the document's product lines — their `spaces` (count per page) and
// `quantity`. Pure over the Y.Doc and the products the caller fetched, so the editor command, the
// tests and any server job share one rule. Only the plan's own fields are written: a price,
// discount, remark or symbol someone typed is never touched, and a second run changes nothing.

import * as Y from 'yjs';
import { orderedItems, orderedPages, productItemsMap } from '../schema/doc';
import { jsonEqual } from '../schema/json-equal';
import { addProduct, lineKey, removeDocProducts, snapshotOf, type LibraryProduct } from './doc-products';

/** product uuid → space (page name) → lamps; insertion order is the order lamps first appear */
export type PlanCounts = Map<string, Record<string, number>>;

/** What a run did, for the toast. */
export interface PlanReport {
  /** lines the plan added */
  added: number;
  /** existing lines whose counts changed */
  updated: number;
  /** plan-made lines removed because their lamps are gone (nobody had priced them) */
  removed: number;
  /** plan lines whose lamps are gone but that someone priced: kept with no spaces, quantity 0 */
  kept: number;
  /** linked products absent from `products` (deleted, or not fetched): no line could be made */
  missing: string[];
}

/** Marks a line the plan command added, so it may remove it again when its lamps are gone. */
export const FROM_PLAN = 'fromPlan';

/** A page's space name: its name, or 第N页 for an unnamed one (N counts from 1, in page order). */
export const spaceName = (name: unknown, index: number): string => (typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, 100) : `第${index + 1}页`);

/** The lamp-point elements per linked product and page; lamps linked to nothing are left out. */
export function planCounts(doc: Y.Doc): PlanCounts {
  const counts: PlanCounts = new Map();
  orderedPages(doc).forEach(([, page], index) => {
    const space = spaceName(page.get('name'), index);
    for (const [, el] of orderedItems(page)) {
      const product = el.get('product');
      if (el.get('tag') !== 'lamp-point' || typeof product !== 'string' || product.trim() === '') continue;
      const key = product.trim().slice(0, 64);
      const spaces = counts.get(key) ?? {};
      spaces[space] = (spaces[space] ?? 0) + 1;
      counts.set(key, spaces);
    }
  });
  return counts;
}

const total = (spaces: Record<string, number>) => Object.values(spaces).reduce((a, b) => a + b, 0);
const typed = (v: unknown) => v !== undefined && v !== null && v !== '';

/** Sets a line field only when it differs, so a rerun writes nothing (and syncs nothing). */
function put(line: Y.Map<unknown>, key: string, value: unknown): boolean {
  if (jsonEqual(line.get(key), value)) return false;
  line.set(key, value);
  return true;
}

/**
 * Writes the counts into the lines in one transaction with `origin` (one undo step): a counted
 * product without a line gets one (a snapshot from `products`, marked fromPlan); every counted
 * line gets its spaces and quantity. A line the plan counted before (it has spaces) whose lamps
 * are all gone is removed when the plan made it and nobody typed a price or discount into it;
 * otherwise it is kept with no spaces and quantity 0, and counted in `kept`.
 */
export function applyPlanToLines(doc: Y.Doc, counts: PlanCounts, products: ReadonlyMap<string, LibraryProduct>, origin: unknown = null): PlanReport {
  const report: PlanReport = { added: 0, updated: 0, removed: 0, kept: 0, missing: [] };
  const lineOf = (uuid: string) => {
    const line = productItemsMap(doc).get(lineKey(uuid));
    return line instanceof Y.Map ? (line as Y.Map<unknown>) : undefined;
  };
  doc.transact(() => {
    for (const [uuid, spaces] of counts) {
      let line = lineOf(uuid);
      const isNew = !line;
      if (!line) {
        const product = products.get(uuid);
        if (!product) {
          report.missing.push(uuid);
          continue;
        }
        addProduct(doc, { ...snapshotOf(product), [FROM_PLAN]: true }, origin);
        line = lineOf(uuid);
        if (!line) continue;
      }
      const changed = [put(line, 'spaces', spaces), put(line, 'quantity', total(spaces))].some(Boolean);
      if (isNew) report.added++;
      else if (changed) report.updated++;
    }
    const gone: string[] = [];
    for (const [key, value] of productItemsMap(doc)) {
      if (!(value instanceof Y.Map)) continue;
      const line = value as Y.Map<unknown>;
      const product = line.get('product');
      const spaces = line.get('spaces');
      const counted = spaces !== null && typeof spaces === 'object' && Object.keys(spaces).length > 0;
      if (line.get('sku') || typeof product !== 'string' || counts.has(product) || !counted) continue;
      if (line.get(FROM_PLAN) === true && !typed(line.get('unitPrice')) && !typed(line.get('discount'))) gone.push(key);
      else {
        put(line, 'spaces', {});
        put(line, 'quantity', 0);
        report.kept++;
      }
    }
    // the blank page name is never used: a plan document keeps its plan pages
    if (gone.length > 0) report.removed = removeDocProducts(doc, gone, '第1页', origin);
  }, origin);
  return report;
}
