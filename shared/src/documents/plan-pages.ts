// The pages the plan command makes sure of (issue 14 从平面图生成清单): a luminaire schedule, a
// selection table and a quotation, each one doctable filling its page. Each table reads the
// document's lines when drawn, so an existing page of the kind is left as it is and a rerun
// adds no page.

import type * as Y from 'yjs';
import { orderedPages, pageOf } from '../schema/doc';
import { addElement } from '../schema/edit';
import { insertBlankPage } from '../schema/page-ops';
import { docTableElement } from './function-pages';

/** The kinds, in the order they are appended: schedule, selection, quotation. */
export const PLAN_PAGE_KINDS = ['djb', 'slt', 'pqt'] as const;
export type PlanPageKind = (typeof PLAN_PAGE_KINDS)[number];

/**
 * Appends a page of each kind the document lacks (a page whose `type` is the kind), named by
 * `names`, holding one doctable of that kind over the content box (function-pages.ts). Runs inside the caller's
 * transaction. Returns the kinds it added.
 */
export function ensurePlanPages(doc: Y.Doc, size: { width: number; height: number }, names: Record<PlanPageKind, string>): PlanPageKind[] {
  const have = new Set(orderedPages(doc).map(([, page]) => page.get('type')));
  const added: PlanPageKind[] = [];
  for (const kind of PLAN_PAGE_KINDS) {
    if (have.has(kind)) continue;
    const id = insertBlankPage(doc, names[kind]);
    const page = pageOf(doc, id)!;
    page.set('type', kind);
    addElement(page, docTableElement(kind, size));
    added.push(kind);
  }
  return added;
}
