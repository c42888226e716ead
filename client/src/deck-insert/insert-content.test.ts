import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyJSON, orderedPages, toJSON } from '../../../shared/src/schema/doc';
import { buildDocument } from '../../../shared/src/templates/registry';
import { Editor } from '../editor/editor';
import { addContentPage, contentPage } from './insert-content';
import type { PendingContent } from './pending-insert';

const t = (key: string) => ({ 'toolsUi.itemHeader': '项目', 'toolsUi.valueHeader': '数值', 'deckInsert.scenePage': '灯光场景' })[key] ?? key;

function deck(pages = 1) {
  const doc = new Y.Doc();
  applyJSON(doc, buildDocument('plan', 'blank', { name: '方案' })!);
  const editor = new Editor(doc, 'me');
  for (let i = 1; i < pages; i++) editor.addPage(`第 ${i + 1} 页`);
  return { doc, editor };
}

const report: PendingContent = { kind: 'tool', report: { title: '照度计算', rows: [['维护平均照度', '312 lx']] } };

describe('inserting a pending content into a deck', () => {
  it('the page is named after the content and its table fits the destination page', () => {
    const small = contentPage(report, { width: 1280, height: 720 }, t);
    expect(small.name).toBe('照度计算');
    const [table] = small.items;
    expect(table!.tag).toBe('table');
    expect(Number(table!.left) + Number(table!.width)).toBeLessThanOrEqual(1280);
    expect(Number(table!.top) + Number(table!.height)).toBeLessThanOrEqual(720);
    // a larger page gets a larger table
    expect(Number(contentPage(report, { width: 3840, height: 2160 }, t).items[0]!.width)).toBeGreaterThan(Number(table!.width));
  });

  it('one new page at the end, opened, its table selected; one undo takes it all away', () => {
    const { doc, editor } = deck(3);
    // whichever page is open, the new one goes last
    editor.setPage(orderedPages(doc)[0]![0]);
    const { name, items } = contentPage(report, { width: 1920, height: 1080 }, t);
    const added = addContentPage(editor, name, items)!;
    const pages = toJSON(doc).pages;
    expect(pages).toHaveLength(4);
    expect(added.index).toBe(4);
    expect(pages[3]!.id).toBe(added.pageId);
    expect(pages[3]!.name).toBe('照度计算');
    expect(pages[3]!.items.map((el) => el.tag)).toEqual(['table']);
    expect(editor.pageId).toBe(added.pageId);
    expect(editor.selection).toEqual([pages[3]!.items[0]!.id]);
    editor.undo.undo();
    expect(toJSON(doc).pages).toHaveLength(3);
  });

  it('a read-only editor adds nothing', () => {
    const doc = new Y.Doc();
    applyJSON(doc, buildDocument('plan', 'blank', { name: '方案' })!);
    const viewer = new Editor(doc, 'viewer', true);
    expect(addContentPage(viewer, '照度计算', contentPage(report, { width: 1920, height: 1080 }, t).items)).toBeNull();
    expect(toJSON(doc).pages).toHaveLength(1);
  });
});
