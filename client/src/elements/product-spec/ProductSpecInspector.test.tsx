// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../../../shared/src/documents/doc-settings';
import { settingsJSON, toJSON } from '../../../../shared/src/schema/doc';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import { button, editorWith, inspectorTestKit } from '../inspector-test-kit';
import { ProductSpecInspector } from './ProductSpecInspector';

// A spec sheet's panel with a real editor and document: the style picked, the size typed, and
// the style given to every spec sheet of the document at once.

const { show, typeNumber: type, click } = inspectorTestKit();

const sheet = (style: string) => ({ tag: 'productspec', uuid: 'line-0', style, fontSize: 18, left: 60, top: 60, width: 1800, height: 960, rotate: 0 }) as unknown as Omit<ElementJSON, 'id'>;

function setup() {
  const { doc, editor, id, read } = editorWith(sheet('default'));
  show(() => <ProductSpecInspector editor={editor} els={[read()]} set={(patch) => editor.patch(new Map([[id, patch]]))} />);
  return { doc, editor, read };
}

const picked = () => [...document.querySelectorAll('[role=radio][aria-checked=true]')].map((b) => b.getAttribute('aria-label'));
const styles = (doc: Parameters<typeof toJSON>[0]) => toJSON(doc).pages.flatMap((p) => p.items.filter((el) => el.tag === 'productspec').map((el) => el.style));

describe('a spec sheet’s panel', () => {
  it('offers the five styles, each with how it looks, and picks one', () => {
    const { read } = setup();
    const radios = [...document.querySelectorAll('[role=radio]')];
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(['默认', '样式一', '样式二', '样式三', '样式四']);
    expect(radios[4]!.textContent).toContain('杂志风');
    expect(picked()).toEqual(['默认']);
    click('样式三');
    expect(read().style).toBe('t3');
    expect(picked()).toEqual(['样式三']);
  });

  it('sets the font size within 8 to 100', () => {
    const { read } = setup();
    type('字号', '26');
    expect(read().fontSize).toBe(26);
    type('字号', '500');
    expect(read().fontSize).toBe(100);
  });

  it('gives every spec sheet of the document its style and makes it the document’s style, one undo putting the sheets back', () => {
    const { doc, editor } = setup();
    // two more spec pages, one of them locked
    for (const [style, lock] of [['t1', false], ['t4', true]] as const) {
      editor.setPage(editor.addPage('规格'));
      editor.add({ ...sheet(style), ...(lock ? { lock: true } : {}) });
    }
    editor.setPage(toJSON(doc).pages[0]!.id);
    click('样式二');
    click('应用到全部规格页');
    expect(styles(doc)).toEqual(['t2', 't2', 't4']);
    expect(readSettings(settingsJSON(doc)).style).toBe('t2');
    expect(document.body.textContent).toContain('已应用到 2 个规格页');
    editor.undo.undo();
    expect(styles(doc)).toEqual(['t2', 't1', 't4']);
  });

  it('a read-only editor changes nothing', () => {
    const { doc, editor } = setup();
    const readOnly = Object.assign(Object.create(Object.getPrototypeOf(editor) as object), editor, { readOnly: true });
    show(() => <ProductSpecInspector editor={readOnly} els={[toJSON(doc).pages[0]!.items[0]!]} set={() => {}} />);
    expect(button('应用到全部规格页').disabled).toBe(true);
  });
});
