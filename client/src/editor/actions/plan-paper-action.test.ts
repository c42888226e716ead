// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { docLines, type LibraryProduct } from '../../../../shared/src/documents/doc-products';
import { applyPlanToLines, planCounts } from '../../../../shared/src/documents/plan-paper';
import { orderedPages } from '../../../../shared/src/schema/doc';
import { newLampPoint } from '../../../../shared/src/schema/elements/lighting';
import { editorWith } from '../../elements/inspector-test-kit';
import { store } from '../../state/store';
import { toastQueueAtom } from '../../state/toasts';
import { domTestRoot } from '../test-dom-root';
import { buildFromPlan, planReportText } from './plan-paper-action';

// The 从平面图生成清单 command with a real editor: its toast in Chinese, and a run whose lines
// already exist (no library answers here: product/get fails or is refused, which the command survives) that
// updates the quantity, adds the three table pages and is undone in one step.

domTestRoot();
const PAGE = { width: 1920, height: 1080 };
const A = 'a'.repeat(32);
const product: LibraryProduct = { uuid: A, code: 'DL-01', name: '筒灯', brand: '', description: '', remark: '', unit: '个', warranty: 0, price: 99, params: [], pics: {}, sku_names: [], skus: [] };
const toasts = () => store.get(toastQueueAtom).toasts.map((t) => t.message);

describe('从平面图生成清单', () => {
  it('reports what changed in Chinese', () => {
    expect(planReportText({ added: 2, updated: 1, removed: 0, kept: 0, missing: [] }, [])).toBe('已更新：新增 2 个产品，更新 1 个数量');
    expect(planReportText({ added: 0, updated: 0, removed: 1, kept: 1, missing: ['x'] }, ['djb', 'pqt'])).toBe(
      '已更新：新增 0 个产品，更新 0 个数量；移除 1 个已无灯位的产品；1 个产品已无灯位但填有价格，已保留（数量 0）；1 个关联产品在产品库中找不到；已添加页面：灯具表、产品报价单',
    );
  });

  it('says so when no lamp links a product, and writes nothing', async () => {
    const { editor } = editorWith(newLampPoint('downlight', PAGE, '筒灯', 1));
    const pages = orderedPages(editor.doc).length;
    await buildFromPlan(editor, PAGE);
    expect(toasts().at(-1)).toContain('平面图中没有关联产品的灯位');
    expect(orderedPages(editor.doc)).toHaveLength(pages);
  });

  it('updates an existing line’s quantity and adds the table pages, as one undo step', async () => {
    const { editor, doc } = editorWith({ ...newLampPoint('downlight', PAGE, '筒灯', 1), product: A });
    applyPlanToLines(doc, planCounts(doc), new Map([[A, product]]));
    editor.add({ ...newLampPoint('downlight', PAGE, '筒灯', 2), product: A });
    const steps = editor.undo.undoStack.length;
    await buildFromPlan(editor, PAGE);
    expect(docLines(doc).map((l) => l.quantity)).toEqual([2]);
    expect(orderedPages(doc).map(([, p]) => p.get('type') ?? '')).toEqual(['', 'djb', 'slt', 'pqt']);
    expect(toasts().at(-1)).toBe('已更新：新增 0 个产品，更新 1 个数量；已添加页面：灯具表、产品选型表、产品报价单');
    expect(editor.undo.undoStack.length).toBe(steps + 1);
    editor.undo.undo();
    expect(docLines(doc).map((l) => l.quantity)).toEqual([1]);
    expect(orderedPages(doc)).toHaveLength(1);
  });
});
