// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { litAreaRows, newLitArea, newLitAreaChart, type LitScene, type LitSpace } from '../../../../shared/src/schema/elements/lit-area';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import { domTestRoot } from '../../editor/test-dom-root';
import { button, editorWith, field, pressEnter } from '../inspector-test-kit';
import { LitAreaInspector } from './LitAreaInspector';

// The space-illuminance chart's edit drawer with a real editor: what a designer types goes
// through the rules, a refusal says why and writes nothing, each change is one undo step.

const dom = domTestRoot();
const PAGE = { width: 1920, height: 1080 };

function setup(chart: Omit<ElementJSON, 'id'> = newLitAreaChart(PAGE)) {
  const { editor, id, read: element } = editorWith(chart);
  const read = () => element() as ElementJSON & { spaces: LitSpace[]; scenes: LitScene[] };
  // the format panel redraws on every change of the document; here, after each step
  const draw = () => dom.render(<LitAreaInspector editor={editor} els={[read()]} set={(patch) => editor.patch(new Map([[id, patch]]))} />);
  draw();
  return { editor, read, draw };
}

// the panel is drawn again by each test's draw(), so a click here only clicks
const click = (text: string) => act(() => button(text).click());
const message = (role: 'alert' | 'status') => document.querySelector(`[role=${role}]`)?.textContent ?? null;
const sceneRow = (name: string) => document.querySelector<HTMLElement>(`[role=group][aria-label="${name}"]`)!;

describe('the space-illuminance chart inspector', () => {
  it('lists the new chart’s spaces with their scene counts and opens the first', () => {
    setup();
    expect([...document.querySelectorAll('li button[aria-pressed]')].map((b) => b.textContent)).toEqual(['客厅 · 4个场景', '餐厅 · 1个场景', '卧室 · 3个场景']);
    expect(field('空间名称').value).toBe('客厅');
    expect([...document.querySelectorAll('[role=group]')].map((g) => g.getAttribute('aria-label'))).toEqual(['亲子', '会客', '聚会', '起夜']);
  });

  it('refuses a space named like another: the message shows and nothing is written', () => {
    const { editor, read, draw } = setup();
    const undoSteps = editor.undo.undoStack.length;
    field('新空间名称').value = ' 客厅 ';
    click('+ 添加空间');
    draw();
    expect(message('alert')).toBe('⚠ 已存在相同名称的空间');
    expect(read().spaces.map((s) => s.name)).toEqual(['客厅', '餐厅', '卧室']);
    expect(editor.undo.undoStack.length).toBe(undoSteps);
  });

  it('refuses renaming a space to another’s name and shows its old name again', () => {
    const { read, draw } = setup();
    click('餐厅 · 1个场景');
    pressEnter(field('空间名称'), '卧室');
    draw();
    expect(message('alert')).toBe('⚠ 已存在相同名称的空间');
    expect(field('空间名称').value).toBe('餐厅');
    expect(read().spaces.map((s) => s.name)).toEqual(['客厅', '餐厅', '卧室']);
  });

  it('stores a scene’s lx typed as 333 as 330 (on the 10 lx grid), one cell', () => {
    const { read, draw } = setup();
    const before = read().scenes.find((s) => s.name === '亲子')!;
    pressEnter(field('照度 (lx)', sceneRow('亲子')), '333');
    draw();
    expect(read().scenes.find((s) => s.name === '亲子')).toEqual({ ...before, lx: 330 });
    expect(field('照度 (lx)', sceneRow('亲子')).value).toBe('330');
    pressEnter(field('照度 (lx)', sceneRow('亲子')), '1200');
    expect(read().scenes.find((s) => s.name === '亲子')!.lx).toBe(1000);
  });

  it('adds a scene to the open space, and refuses one named like a scene of that space', () => {
    const { read, draw } = setup();
    click('卧室 · 3个场景');
    field('新场景名称').value = '阅读';
    click('+ 添加场景');
    draw();
    expect(message('alert')).toBe('⚠ 该空间已存在相同名称的场景');
    field('新场景名称').value = '化妆';
    field('新场景名称 照度 (lx)').value = '255';
    click('+ 添加场景');
    draw();
    const bedroom = read().spaces.find((s) => s.name === '卧室')!;
    expect(read().scenes.filter((s) => s.space === bedroom.id).map((s) => [s.name, s.lx])).toEqual([['阅读', 350], ['整理', 40], ['观影', 20], ['化妆', 260]]);
  });

  it('deletes a scene, and one undo brings it back as it was', () => {
    const { editor, read, draw } = setup();
    const before = read().scenes;
    click('删除场景 会客');
    draw();
    expect(read().scenes.map((s) => s.name)).not.toContain('会客');
    expect(read().scenes).toHaveLength(before.length - 1);
    act(() => void editor.undo.undo());
    expect(read().scenes).toEqual(before);
  });

  it('accepts a 13th space with the warning to keep to 12, named after its type when no name is typed', () => {
    const { read, draw } = setup(newLitArea({ left: 0, top: 0, width: 1200, height: 720 }, litAreaRows()));
    act(() => {
      const select = document.querySelector<HTMLSelectElement>('select[aria-label="参考类型"]')!;
      select.value = 'study';
    });
    click('+ 添加空间');
    draw();
    expect(message('alert')).toBe('⚠ 已存在相同名称的空间');
    field('新空间名称').value = '储藏室';
    click('+ 添加空间');
    draw();
    expect(message('status')).toBe('⚠ 建议空间不超过12个');
    expect(read().spaces).toHaveLength(13);
    expect(read().spaces.at(-1)).toMatchObject({ name: '储藏室', type: 'study' });
  });
});
