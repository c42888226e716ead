// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { newVisionChart, type LitVisionItem } from '../../../../shared/src/schema/elements/lit-vision';
import { alerts, editorWith, field, inspectorTestKit } from '../inspector-test-kit';
import { VisionInspector } from './VisionInspector';

// The visual-interest chart's edit drawer with a real editor, typed into the way a person types:
// a value and Enter. Each field goes through the chart's rules; a refusal writes nothing.

const { show, redraw, type, click, choose } = inspectorTestKit();

function setup() {
  const { editor, id, read: chart } = editorWith(newVisionChart({ width: 1920, height: 1080 }));
  const items = () => chart().items as LitVisionItem[];
  show(() => <VisionInspector editor={editor} els={[chart()]} set={(patch) => editor.patch(new Map([[id, patch]]))} />);
  return { editor, items };
}

describe('the visual-interest chart drawer', () => {
  it('lists the sample walk and opens the first activity for editing', () => {
    const { items } = setup();
    expect(items().map((i) => [i.name, i.left, i.lx])).toEqual([
      ['玄关端景', 8, 300],
      ['客厅背景墙', 30, 150],
      ['餐桌', 52, 500],
      ['走廊', 72, 30],
      ['卧室阅读角', 92, 200],
    ]);
    expect(field('玄关端景 名称').value).toBe('玄关端景');
    expect(field('玄关端景 照度 lx').value).toBe('300');
  });

  it('add mode: refuses a name in use with 已存在同名活动 and writes nothing; a new name is added in the widest free stretch and opened', () => {
    const { editor, items } = setup();
    const before = items();
    const undoSteps = editor.undo.undoStack.length;
    type('新活动名称', '餐桌');
    expect(alerts()).toEqual(['⚠ 已存在同名活动']);
    expect(items()).toEqual(before);
    expect(editor.undo.undoStack.length).toBe(undoSteps);
    type('新活动名称', '景'.repeat(21));
    expect(alerts()).toEqual(['⚠ 名称最多20个字符']);
    expect(items()).toEqual(before);
    type('新活动名称', ' 书桌 ');
    expect(alerts()).toEqual([]);
    expect(items().at(-1)).toMatchObject({ name: '书桌', left: 19, lx: 100 });
    expect(field('书桌 照度 lx').value).toBe('100');
  });

  it('edit mode: lx goes through the rule (grid, clamp), a refusal keeps the old value', () => {
    const { items } = setup();
    expect(type('玄关端景 照度 lx', '5')).toBe('10');
    expect(items()[0]!.lx).toBe(10);
    expect(type('玄关端景 照度 lx', '1010')).toBe('1000');
    expect(items()[0]!.lx).toBe(1000);
    expect(type('玄关端景 照度 lx', '-10')).toBe('0');
    expect(items()[0]!.lx).toBe(0);
    expect(type('玄关端景 照度 lx', '很亮')).toBe('0');
    expect(alerts()).toEqual(['⚠ 请输入照度数值（lx）']);
    expect(items()[0]!.lx).toBe(0);
  });

  it('edit mode: renaming to a name in use is refused; position is clamped to 0..100', () => {
    const { items } = setup();
    expect(type('玄关端景 名称', '走廊')).toBe('玄关端景');
    expect(alerts()).toEqual(['⚠ 已存在同名活动']);
    expect(items().map((i) => i.name)).toEqual(['玄关端景', '客厅背景墙', '餐桌', '走廊', '卧室阅读角']);
    expect(type('玄关端景 位置 %', '130')).toBe('100');
    expect(items()[0]!.left).toBe(100);
  });

  it('the arrow is optional: taken away, put back with a width, the width clamped', () => {
    const { items } = setup();
    choose('玄关端景 箭头', '');
    expect(items()[0]).toEqual({ id: items()[0]!.id, name: '玄关端景', left: 8, lx: 300 });
    expect(document.querySelector('input[aria-label="玄关端景 箭头宽度 px"]')).toBeNull();
    choose('玄关端景 箭头', 'up');
    expect(items()[0]).toMatchObject({ arrow: 'up', arrowWidth: 6 });
    expect(type('玄关端景 箭头宽度 px', '99')).toBe('40');
    expect(items()[0]!.arrowWidth).toBe(40);
  });

  it('deletes an activity in one step, and one undo brings it back', () => {
    const { editor, items } = setup();
    const before = items();
    click('删除 走廊');
    expect(items().map((i) => i.name)).toEqual(['玄关端景', '客厅背景墙', '餐桌', '卧室阅读角']);
    act(() => editor.undo.undo());
    redraw();
    expect(items()).toEqual(before);
  });
});
