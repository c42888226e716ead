// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyJSON, toJSON } from '../../../../shared/src/schema/doc';
import { addElement } from '../../../../shared/src/schema/edit';
import { newShape } from '../../../../shared/src/schema/elements/kinds';
import { newLampPoint } from '../../../../shared/src/schema/elements/lighting';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import { buildDocument } from '../../../../shared/src/templates/registry';
import type { ActionContext } from '../actions/actions';
import { Editor } from '../editor';
import { domTestRoot } from '../test-dom-root';
import { ElementMenu } from '../ElementMenu';
import { LightingDialogs } from './LightingDialogs';

// The lamp commands reached the way a person reaches them: right-click menu, dialog, Place.

const PAGE = { width: 1920, height: 1080 };
const dom = domTestRoot();

function setup(...elements: [Omit<ElementJSON, 'id'>, number, number][]) {
  const doc = new Y.Doc();
  applyJSON(doc, buildDocument('plan', 'blank', { name: '方案' })!);
  const editor = new Editor(doc, 'me');
  const ids: string[] = [];
  editor.commit(() => elements.forEach(([json, left, top]) => ids.push(addElement(editor.page()!, { ...json, left, top }))));
  const ctx: ActionContext = { editor, page: PAGE, play: () => {}, showShortcuts: () => {} };
  const draw = (menu: boolean) =>
    dom.render(
      <>
        {menu && <ElementMenu x={0} y={0} ctx={ctx} onClose={() => draw(false)} />}
        <LightingDialogs ctx={ctx} />
      </>,
    );
  return { editor, ids, draw };
}
const menuLabels = () => [...document.querySelectorAll('[role=menuitem]')].map((b) => b.textContent);
const click = (label: string) => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === label);
  if (!button) throw new Error(`no button ${label}`);
  act(() => button.click());
};
const lamps = (editor: Editor) => toJSON(editor.doc).pages.find((p) => p.id === editor.pageId)!.items.filter((i) => i.tag === 'lamp-point');

describe('lamp commands in the context menu', () => {
  it('worked example: right-click a downlight, 阵列布灯, the default 3 × 2 says 5 lamps will be placed, 放置 makes six lamps', () => {
    const { editor, ids, draw } = setup([newLampPoint('downlight', PAGE, '筒灯', 1), 100, 200]);
    editor.select(ids);
    draw(true);
    // each with its shortcut (actions/lighting-actions.ts)
    expect(menuLabels()).toEqual(expect.arrayContaining(['显示/隐藏全部灯具名称  N', '显示/隐藏全部光斑  S', '重新编号灯具  Shift+R', '阵列布灯  A']));
    click('阵列布灯  A');
    const dialog = document.querySelector('[data-testid=lamp-array-dialog]')!;
    expect(dialog.querySelector('[role=status]')!.textContent).toBe('将放置 5 盏灯');
    click('放置');
    expect(lamps(editor)).toHaveLength(6);
    expect(document.querySelector('[data-testid=lamp-array-dialog]')).toBeNull();
  });
  it('a selected rectangle offers 房间均匀布灯 (not the lamp menu); at 120 px spacing a 360 × 240 room takes 3 × 2 lamps', () => {
    const { editor, ids, draw } = setup([{ ...newShape('rect', PAGE), width: 360, height: 240 }, 0, 0]);
    editor.select(ids);
    draw(true);
    expect(menuLabels()).toContain('房间均匀布灯');
    expect(menuLabels()).not.toContain('阵列布灯  A');
    click('房间均匀布灯');
    expect(document.querySelector('[data-testid=lamp-place-dialog] [role=status]')!.textContent).toBe('将放置 6 盏灯');
    click('放置');
    expect(lamps(editor).map((l) => [l.left + l.width / 2, l.top + l.height / 2])).toEqual([
      [60, 60],
      [180, 60],
      [300, 60],
      [60, 180],
      [180, 180],
      [300, 180],
    ]);
  });
});
