// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { newLampPoint } from '../../../../shared/src/schema/elements/lighting';
import { toJSON } from '../../../../shared/src/schema/doc';
import { domTestRoot } from '../../editor/test-dom-root';
import { button, editorWith } from '../inspector-test-kit';
import { LampPointInspector } from './LampPointInspector';

// The lamp inspector's 关联产品 with a real editor and two lamps selected: it says when they link
// different products, and 取消关联 unlinks every selected lamp in one undo step. (Showing a
// linked product's name asks the library; the integration tests cover the library's side.)

const dom = domTestRoot();
const PAGE = { width: 1920, height: 1080 };
const A = 'a'.repeat(32);
const B = 'b'.repeat(32);

function twoLamps(first: string | undefined, second: string | undefined) {
  const { doc, editor, id } = editorWith({ ...newLampPoint('downlight', PAGE, '筒灯', 1), ...(first ? { product: first } : {}) });
  const other = editor.add({ ...newLampPoint('downlight', PAGE, '筒灯', 2), ...(second ? { product: second } : {}) });
  const ids = [id, other];
  const lamps = () => toJSON(doc).pages.find((p) => p.id === editor.pageId)!.items.filter((i) => ids.includes(i.id));
  const draw = () => dom.render(<LampPointInspector editor={editor} els={lamps()} set={(patch) => editor.patch(new Map(ids.map((i) => [i, patch])))} />);
  draw();
  return { editor, lamps, draw };
}
const current = () => document.querySelector('.product-link-current')?.textContent;

describe('a lamp’s linked product', () => {
  it('says so when nothing is linked, offering no 取消关联', () => {
    twoLamps(undefined, undefined);
    expect(current()).toBe('未关联产品');
    expect(() => button('取消关联')).toThrow();
    expect(document.querySelector('input[type=search]')?.getAttribute('aria-label')).toBe('搜索产品编码或名称');
  });

  it('unlinks every selected lamp at once, as one undo step', () => {
    const { editor, lamps, draw } = twoLamps(A, B);
    expect(current()).toBe('所选灯位关联了不同产品');
    const steps = editor.undo.undoStack.length;
    act(() => button('取消关联').click());
    draw();
    expect(lamps().map((l) => l.product)).toEqual([undefined, undefined]);
    expect(current()).toBe('未关联产品');
    expect(editor.undo.undoStack.length).toBe(steps + 1);
    editor.undo.undo();
    expect(lamps().map((l) => l.product)).toEqual([A, B]);
  });
});
