import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyJSON, toJSON } from './doc';
import { addPage } from './edit';
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
});
