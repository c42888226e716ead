// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyJSON, toJSON } from '../../../../shared/src/schema/doc';
import { buildDocument } from '../../../../shared/src/templates/registry';
import type { ActionContext } from '../actions/actions';
import { DrawHint } from '../canvas/DrawHint';
import { Editor } from '../editor';
import { domTestRoot } from '../test-dom-root';
import { LightingChoices } from '../LightingMenu';
import { addDrawnPoint } from './draw-mode';

// Starting a drawing the way a person does (照明 → a kind → 绘制多边形 → a level) and finishing
// it with the hint bar's buttons, as on a phone, which has no Enter or double-click.

const PAGE = { width: 1920, height: 1080 };
const dom = domTestRoot();

function setup() {
  const doc = new Y.Doc();
  applyJSON(doc, buildDocument('plan', 'blank', { name: '方案' })!);
  const editor = new Editor(doc, 'me');
  const ctx: ActionContext = { editor, page: PAGE, play: () => {}, showShortcuts: () => {} };
  let open = true;
  const render = () =>
    dom.render(
      <>
        {open && <LightingChoices ctx={ctx} close={() => ((open = false), render())} />}
        <DrawHint editor={editor} />
      </>,
    );
  render();
  const reopen = () => ((open = true), render());
  const lighting = () => toJSON(doc).pages[0]!.items.filter((el) => el.tag !== 'text');
  return { editor, lighting, reopen };
}
const button = (name: string) => {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/^[☐☑] |›$/g, '') === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const press = (name: string) => act(() => button(name).click());

describe('drawing from the 照明 menu', () => {
  it('绘制多边形 then 300 lx starts drawing (nothing inserted); 完成 refuses two points in words, then writes the area', () => {
    const { editor, lighting } = setup();
    press('照度范围');
    expect(button('绘制多边形').getAttribute('aria-checked')).toBe('false');
    press('绘制多边形');
    expect(button('绘制多边形').getAttribute('aria-checked')).toBe('true');
    press('300 lx');
    expect(lighting()).toEqual([]);
    const hint = () => document.querySelector('[data-testid=draw-hint]');
    expect(hint()?.textContent).toContain('正在绘制：照度范围：300 lx');
    act(() => [[100, 100], [500, 100]].forEach(([x, y]) => addDrawnPoint(editor, { x: x!, y: y! })));
    expect(hint()?.textContent).toContain('已放 2 个点');
    press('完成');
    expect(hint()?.querySelector('[role=alert]')?.textContent).toBe('多边形至少需要 3 个不重合的点');
    act(() => addDrawnPoint(editor, { x: 500, y: 400 }));
    expect(hint()?.querySelector('[role=alert]')).toBeNull();
    press('删除上一点');
    expect(hint()?.textContent).toContain('已放 2 个点');
    act(() => addDrawnPoint(editor, { x: 300, y: 400 }));
    press('完成');
    expect(hint()).toBeNull();
    expect(lighting()).toMatchObject([{ tag: 'ill-range', name: '300 lx', shape: 'polygon', left: 100, top: 100, width: 400, height: 300, points: [0, 0, 400, 0, 200, 300] }]);
  });

  it('取消 writes nothing; a point lamp is inserted even with drawing on (it has no outline to draw)', () => {
    const { editor, lighting, reopen } = setup();
    press('灯位');
    // (the switch is kept for the tab, so another test may have turned it on already)
    if (button('逐点绘制线形灯').getAttribute('aria-checked') !== 'true') press('逐点绘制线形灯');
    press('灯带');
    act(() => addDrawnPoint(editor, { x: 10, y: 10 }));
    press('取消');
    expect(editor.drawing).toBeNull();
    expect(lighting()).toEqual([]);
    reopen();
    press('灯位');
    // the switch is remembered while the tab is open
    expect(button('逐点绘制线形灯').getAttribute('aria-checked')).toBe('true');
    press('筒灯');
    expect(editor.drawing).toBeNull();
    expect(lighting()).toMatchObject([{ tag: 'lamp-point', type: 'downlight', number: 1 }]);
  });
});
