// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyJSON, toJSON } from '../../../shared/src/schema/doc';
import { newLitAreaChart, type LitScene, type LitSpace } from '../../../shared/src/schema/elements/lit-area';
import { newIllCctChart } from '../../../shared/src/schema/elements/lit-ill-cct';
import type { ElementJSON } from '../../../shared/src/schema/types';
import { buildDocument } from '../../../shared/src/templates/registry';
import { Editor } from '../editor/editor';
import { domTestRoot } from '../editor/test-dom-root';
import { IllCctInspector } from '../elements/ill-cct/IllCctInspector';
import { LitAreaInspector } from '../elements/lit-area/LitAreaInspector';
import { customNames, forgetName, readNames, rememberName, resetNamesCache, STORAGE_KEYS, subscribeNames } from './custom-names-store';

// The device's custom names with happy-dom's real localStorage, and the chart inspectors that
// offer them and remember what the designer types. The merge with the account is covered by
// test/integration/custom-names.test.ts against the real server.

const dom = domTestRoot();
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as { owner: string | null; entries: { name: string; removed?: true }[] } | null;

beforeEach(() => {
  localStorage.clear();
  resetNamesCache();
});

describe('the custom-names store', () => {
  it('keeps a typed name, trimmed, under lit:scene-names, and reads it back after a reload', () => {
    rememberName('scene', '  烛光   晚餐 ');
    expect(stored('lit:scene-names')).toMatchObject({ owner: null, entries: [{ name: '烛光 晚餐' }] });
    resetNamesCache(); // as a new page load would
    expect(customNames('scene')).toEqual(['烛光 晚餐']);
    expect(customNames('activity')).toEqual([]);
    expect(STORAGE_KEYS).toEqual({ scene: 'lit:scene-names', activity: 'lit:activity-names' });
  });

  it('does not keep built-in, blank, too long or duplicate names', () => {
    for (const name of ['观影', '觀影', 'Movie', '  ', '一二三四五六七八九十一二三四五六七八九十一']) rememberName('scene', name);
    expect(localStorage.getItem('lit:scene-names')).toBeNull();
    rememberName('activity', 'Yoga');
    rememberName('activity', ' yoga ');
    expect(customNames('activity')).toEqual(['Yoga']);
    rememberName('activity', '看书'); // built in as an activity
    expect(customNames('activity')).toEqual(['Yoga']);
  });

  it('removes a name (kept as a removal to sync) and takes it back when it is typed again', () => {
    rememberName('scene', '烛光');
    forgetName('scene', '烛光');
    expect(customNames('scene')).toEqual([]);
    expect(stored('lit:scene-names')!.entries).toMatchObject([{ name: '烛光', removed: true }]);
    rememberName('scene', '烛光');
    expect(customNames('scene')).toEqual(['烛光']);
  });

  it('reads damaged storage as no names rather than failing', () => {
    localStorage.setItem('lit:scene-names', '{not json');
    localStorage.setItem('lit:activity-names', JSON.stringify({ owner: 7, entries: [{ name: '午睡', at: 1 }, { name: 3 }, null, 'x'] }));
    expect(readNames('scene')).toEqual({ owner: null, entries: [] });
    expect(readNames('activity')).toEqual({ owner: null, entries: [{ name: '午睡', at: 1 }] });
  });

  it('follows another tab of the browser', () => {
    let calls = 0;
    const stop = subscribeNames(() => calls++);
    localStorage.setItem('lit:scene-names', JSON.stringify({ owner: null, entries: [{ name: '另一页', at: 1 }] }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'lit:scene-names' }));
    stop();
    expect(calls).toBe(1);
    expect(customNames('scene')).toEqual(['另一页']);
  });
});

// the inspectors, drawn with a real editor as the app does
const PAGE = { width: 1920, height: 1080 };
function chart(kind: 'lit-area' | 'ill-cct') {
  const doc = new Y.Doc();
  applyJSON(doc, buildDocument('plan', 'blank', { name: '方案' })!);
  const editor = new Editor(doc, 'me');
  const id = editor.add(kind === 'lit-area' ? newLitAreaChart(PAGE) : newIllCctChart(PAGE));
  const read = () => toJSON(doc).pages.find((p) => p.id === editor.pageId)!.items.find((i) => i.id === id)! as ElementJSON & { spaces: LitSpace[]; scenes: LitScene[] };
  const Inspector = kind === 'lit-area' ? LitAreaInspector : IllCctInspector;
  const draw = () => dom.render(<Inspector editor={editor} els={[read()]} set={(patch) => editor.patch(new Map([[id, patch]]))} />);
  draw();
  return { read, draw };
}
const typeEnter = (input: HTMLInputElement, text: string) =>
  act(() => {
    input.value = text;
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
/** the values a name field offers: its datalist's options */
const offered = (input: HTMLInputElement) => [...document.getElementById(input.getAttribute('list')!)!.querySelectorAll('option')].map((o) => o.value);

describe('the chart inspectors offer and remember scene names', () => {
  it('space-illuminance: the scene fields offer the built-in names; a name typed that is not built in is offered next time', () => {
    const { read, draw } = chart('lit-area');
    const first = document.querySelector<HTMLInputElement>('[role=group] input[aria-label="场景名称"]')!;
    expect(offered(first)).toEqual(['日常', '聚会', '运动', '放松', '观影', '氛围', '晨起', '起夜']);
    typeEnter(first, '烛光晚餐');
    draw();
    expect(read().scenes.map((s) => s.name)).toContain('烛光晚餐');
    expect(customNames('scene')).toEqual(['烛光晚餐']);
    const newScene = document.querySelector<HTMLInputElement>('input[aria-label="新场景名称"]')!;
    expect(offered(newScene).at(-1)).toBe('烛光晚餐');
    // a built-in name typed is not remembered as custom
    typeEnter(document.querySelector<HTMLInputElement>('[role=group] input[aria-label="场景名称"]')!, '观影');
    expect(customNames('scene')).toEqual(['烛光晚餐']);
  });

  it('space-illuminance: × under 自定义名称 removes a custom name from the suggestions', () => {
    rememberName('scene', '午后小憩');
    chart('lit-area');
    const remove = document.querySelector<HTMLButtonElement>('button[aria-label="删除自定义名称“午后小憩”"]')!;
    expect(document.querySelector('.custom-names summary')!.textContent).toBe('自定义名称 (1)');
    act(() => remove.click());
    expect(customNames('scene')).toEqual([]);
    expect(offered(document.querySelector<HTMLInputElement>('input[aria-label="新场景名称"]')!)).not.toContain('午后小憩');
    expect(document.querySelector('.custom-names summary')!.textContent).toBe('自定义名称 (0)');
  });

  it('illuminance/colour-temperature modes: the name field offers scene names and remembers a new one', () => {
    rememberName('scene', '观星');
    const { read, draw } = chart('ill-cct');
    const name = document.querySelector<HTMLInputElement>('.ill-cct-modes [role=group] input[inputmode=text]')!;
    expect(offered(name)).toContain('晨起');
    expect(offered(name)).toContain('观星');
    typeEnter(name, ' 深夜 工作 ');
    draw();
    expect(read().modes).toContainEqual(expect.objectContaining({ name: '深夜 工作' }));
    expect(customNames('scene')).toEqual(['观星', '深夜 工作']);
  });
});
