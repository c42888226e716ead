import * as Y from 'yjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyJSON, pageOf, toJSON } from './doc';
import { addElement, addPage } from './edit';
import { newText } from './elements/kinds';
import { buildDocument } from '../templates/registry';

describe('editing helpers', () => {
  it('addPage appends a titled page, or places it after a given page', () => {
    const doc = new Y.Doc();
    applyJSON(doc, buildDocument('plan', 'blank', { name: '方案' })!);
    const first = toJSON(doc).pages[0]!.id;
    const last = addPage(doc, '第2页', '平面布置');
    addPage(doc, '插入页', '插在中间', first);
    const pages = toJSON(doc).pages;
    expect(pages.map((p) => p.name)).toEqual(['第1页', '插入页', '第2页']);
    expect(pages[2]!.id).toBe(last);
    expect(pages[2]!.items[0]).toMatchObject({ tag: 'text', html: '<h1>平面布置</h1>', zindex: 1 });
  });

  it('adds rich text without reading a Yjs type before it is in the document', () => {
    // Yjs warns "Invalid access: Add Yjs type to a document before reading data" on such reads
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const doc = new Y.Doc();
    applyJSON(doc, buildDocument('plan', 'blank', { name: '方案' })!);
    const pageId = addPage(doc, '第2页', '平面布置');
    doc.transact(() => addElement(pageOf(doc, pageId)!, newText({ width: 1920, height: 1080 }, '<p>客厅 <strong>300 lx</strong></p><ul><li><p>筒灯</p></li></ul>')));
    expect(toJSON(doc).pages[1]!.items[1]!.html).toBe('<p>客厅 <strong>300 lx</strong></p><ul><li><p>筒灯</p></li></ul>');
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});

afterEach(() => vi.restoreAllMocks());
