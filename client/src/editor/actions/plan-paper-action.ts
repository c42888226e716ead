import i18next from 'i18next';
import type { LibraryProduct } from '../../../../shared/src/documents/doc-products';
import { applyPlanToLines, planCounts, type PlanReport } from '../../../../shared/src/documents/plan-paper';
import { ensurePlanPages, type PlanPageKind } from '../../../../shared/src/documents/plan-pages';
import { cachedProduct } from '../../products/product-cache';
import { toast } from '../../state/toasts';
import { store } from '../../state/store';
import { userAtom } from '../../state/session';
import { settingsFromUser } from '../../../../shared/src/documents/doc-settings';
import { settingsMap } from '../../../../shared/src/schema/doc';
import type { Editor } from '../editor';

// 从平面图生成清单 (issue 14): the lamps' linked products counted per page into the document's
// lines, and the schedule, selection and quotation pages made sure of. The fetching happens
// first; the writing is one commit with the editor's origin, so one undo takes it all back.

const t = (key: string, options?: Record<string, unknown>) => i18next.t(key as 'planPaper.build.report', options ?? {});

/** The report as one toast line: what changed, then what needs a look. */
export function planReportText(report: PlanReport, pages: readonly PlanPageKind[]): string {
  const parts = [t('planPaper.build.report', { added: report.added, updated: report.updated })];
  if (report.removed > 0) parts.push(t('planPaper.build.removed', { count: report.removed }));
  if (report.kept > 0) parts.push(t('planPaper.build.kept', { count: report.kept }));
  if (report.missing.length > 0) parts.push(t('planPaper.build.missing', { count: report.missing.length }));
  if (pages.length > 0) parts.push(t('planPaper.build.pages', { names: pages.map((k) => t(`docTables.title.${k}`)).join('、') }));
  return parts.join('；');
}

/** Fetches each linked product once; one the library refuses or cannot give is left out (reported). */
async function linkedProducts(uuids: readonly string[]): Promise<Map<string, LibraryProduct>> {
  const answers = await Promise.allSettled(uuids.map((uuid) => cachedProduct(uuid)));
  const products = new Map<string, LibraryProduct>();
  answers.forEach((a, i) => {
    if (a.status === 'fulfilled' && a.value) products.set(uuids[i]!, a.value);
  });
  return products;
}

/**
 * A plan deck was not created as a quotation, so its quotation's company and from blocks start
 * empty: the first build fills them from the signed-in user's settings, as a new quotation is
 * (spec 001 §1). Blocks someone already filled are left alone.
 */
function fillQuotationBlocks(editor: Editor): void {
  const settings = settingsMap(editor.doc);
  if (settings.size > 0) return;
  const user = store.get(userAtom);
  for (const [key, value] of Object.entries(settingsFromUser(user?.setting ?? {}, Date.now()))) settings.set(key, value);
}

/** Runs the command; resolves once the toast is shown. */
export async function buildFromPlan(editor: Editor, page: { width: number; height: number }): Promise<void> {
  if (editor.readOnly) return;
  const counts = planCounts(editor.doc);
  if (counts.size === 0) {
    toast('info', t('planPaper.build.noLinks'));
    return;
  }
  const products = await linkedProducts([...counts.keys()]);
  // the lamps may have changed while the library answered: count again, right before writing
  const now = planCounts(editor.doc);
  let report: PlanReport | null = null;
  let pages: PlanPageKind[] = [];
  const names = { djb: t('docTables.title.djb'), slt: t('docTables.title.slt'), pqt: t('docTables.title.pqt') };
  editor.commit(() => {
    report = applyPlanToLines(editor.doc, now, products, editor.origin);
    pages = ensurePlanPages(editor.doc, page, names);
    fillQuotationBlocks(editor);
  });
  if (report) toast((report as PlanReport).missing.length > 0 ? 'warning' : 'success', planReportText(report, pages));
}
