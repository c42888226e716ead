// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { newIllCctChart, type LitMode } from '../../../../shared/src/schema/elements/lit-ill-cct';
import { alerts, editorWith, field, inspectorTestKit } from '../inspector-test-kit';
import { IllCctInspector } from './IllCctInspector';

// The mode chart's inspector with a real editor, typed into the way a person types: a value
// and Enter. Each field goes through the chart's rules; a refusal writes nothing.

const { show, redraw, type, click } = inspectorTestKit();

function setup() {
  const { editor, id, read: chart } = editorWith(newIllCctChart({ width: 1920, height: 1080 }));
  const modes = () => chart().modes as LitMode[];
  show(() => <IllCctInspector editor={editor} els={[chart()]} set={(patch) => editor.patch(new Map([[id, patch]]))} />);
  return { editor, modes };
}

describe('the illuminance / colour-temperature mode chart inspector', () => {
  it('lists the six default modes with their lx and K', () => {
    const { modes } = setup();
    expect(modes().map((m) => [m.name, m.lx, m.cct])).toEqual([
      ['起夜', 20, 2500],
      ['放松', 100, 2700],
      ['氛围', 150, 3000],
      ['聊天', 200, 3500],
      ['社交', 250, 4000],
      ['日常', 300, 4500],
    ]);
    expect(field('起夜 名称').value).toBe('起夜');
    expect(field('日常 色温 K').value).toBe('4500');
  });

  it('refuses a name another mode has: says so in words, writes nothing, shows the old name again', () => {
    const { editor, modes } = setup();
    const before = modes();
    const undoSteps = editor.undo.undoStack.length;
    expect(type('放松 名称', '起夜')).toBe('放松');
    expect(alerts()).toEqual(['已存在相同名称的场景模式']);
    expect(modes()).toEqual(before);
    expect(editor.undo.undoStack.length).toBe(undoSteps);
    // a fresh name goes through, into that one cell
    expect(type('放松 名称', ' 阅读 ')).toBe('阅读');
    expect(alerts()).toEqual([]);
    expect(modes().map((m) => m.name)).toEqual(['起夜', '阅读', '氛围', '聊天', '社交', '日常']);
  });

  it('clamps lx to 5..1000', () => {
    const { modes } = setup();
    expect(type('起夜 照度 lx', '4')).toBe('5');
    expect(modes()[0]!.lx).toBe(5);
    expect(type('起夜 照度 lx', '1001')).toBe('1000');
    expect(modes()[0]!.lx).toBe(1000);
  });

  it('rounds K as the axis does: to tens below 2500 K, to hundreds above', () => {
    const { modes } = setup();
    expect(type('起夜 色温 K', '2437')).toBe('2440');
    expect(modes()[0]!.cct).toBe(2440);
    expect(type('日常 色温 K', '4449')).toBe('4400');
    expect(modes()[5]!.cct).toBe(4400);
    expect(modes().slice(1, 5).map((m) => m.cct)).toEqual([2700, 3000, 3500, 4000]);
  });

  it('deletes a mode in one step, and one undo brings it back', () => {
    const { editor, modes } = setup();
    const before = modes();
    click('删除 聊天');
    expect(modes().map((m) => m.name)).toEqual(['起夜', '放松', '氛围', '社交', '日常']);
    act(() => editor.undo.undo());
    redraw();
    expect(modes()).toEqual(before);
  });

  it('adds a mode under a name not yet used', () => {
    const { modes } = setup();
    click('添加模式');
    expect(modes().at(-1)).toMatchObject({ name: '模式7', lx: 200, cct: 4000 });
  });
});
