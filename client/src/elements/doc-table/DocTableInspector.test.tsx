// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { CONTINUES } from '../../../../shared/src/documents/table-pages';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import { editorWith, field, inspectorTestKit } from '../inspector-test-kit';
import { DocTableInspector } from './DocTableInspector';

// A document table's panel with a real editor and document, used as a person uses it.

const { show, redraw, typeNumber: type } = inspectorTestKit();

function setup(fields: Record<string, unknown> = {}, continues = false) {
  const table = { tag: 'doctable', kind: 'slt', start: 0, count: 0, fontSize: 16, header: true, footer: true, left: 60, top: 60, width: 1800, height: 960, rotate: 0, ...fields };
  const { editor, id, read } = editorWith(table as unknown as Omit<ElementJSON, 'id'>);
  // what pagination writes on a page it added after the first one
  if (continues) editor.page()!.set(CONTINUES, 'first-page');
  show(() => <DocTableInspector editor={editor} els={[read()]} set={(patch) => editor.patch(new Map([[id, patch]]))} />);
  return { read };
}

const toggle = (label: string) => {
  act(() => field(label).click());
  redraw();
};
const text = () => document.body.textContent ?? '';

describe('a document table’s panel', () => {
  it('names the table it is, in Chinese', () => {
    setup({ kind: 'ect' });
    expect(document.querySelector('[aria-label="表格类型"]')!.textContent).toBe('照明能耗分析表');
    expect(text()).not.toContain('续表');
  });

  it('sets the font size within 8 to 100', () => {
    const { read } = setup();
    expect(type('字号', '24')).toBe('24');
    expect(read().fontSize).toBe(24);
    type('字号', '300');
    expect(read().fontSize).toBe(100);
    type('字号', '2');
    expect(read().fontSize).toBe(8);
  });

  it('turns the header blocks and the total off and on again', () => {
    const { read } = setup();
    expect(field('显示抬头').checked).toBe(true);
    toggle('显示抬头');
    expect(read().header).toBe(false);
    expect(field('显示抬头').checked).toBe(false);
    toggle('显示合计');
    expect(read().footer).toBe(false);
    toggle('显示抬头');
    expect(read().header).toBe(true);
  });

  it('on a continuation page says from which row it carries on, and changes nothing', () => {
    const { read } = setup({ start: 17, header: false }, true);
    expect(text()).toContain('续表（从第 18 行起）');
    expect(() => field('字号')).toThrow();
    expect(field('显示抬头').disabled).toBe(true);
    expect(field('显示合计').disabled).toBe(true);
    expect(read().fontSize).toBe(16);
  });

  it('a table placed to start further on says so but stays the designer’s to change', () => {
    const { read } = setup({ start: 4 });
    expect(text()).toContain('续表（从第 5 行起）');
    toggle('显示合计');
    expect(read().footer).toBe(false);
  });
});
