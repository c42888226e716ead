import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyJSON, orderedPages, pageOf, toJSON } from './doc';
import { insertBlankPage, pageRemoval, removePages, setPageField } from './page-ops';
import { buildDocument } from '../templates/registry';

function deck() {
  const doc = new Y.Doc();
  applyJSON(doc, buildDocument('plan', 'blank', { name: '方案' })!);
  return { doc, first: orderedPages(doc)[0]![0] };
}

describe('what removing pages would do (spec 001 §4)', () => {
  it('removes pages while others are left', () => {
    const { doc, first } = deck();
    const second = insertBlankPage(doc, '第2页');
    expect(pageRemoval(doc, [second])).toBe('removes');
    expect(pageRemoval(doc, [first])).toBe('removes');
    // all of them: one blank page takes their place
    expect(pageRemoval(doc, [first, second])).toBe('replaces');
  });

  it('replaces the only page with a blank one when it holds something, and says so', () => {
    const { doc, first } = deck();
    expect(pageRemoval(doc, [first])).toBe('replaces');
    const { added } = removePages(doc, [first], '空白页');
    expect(toJSON(doc).pages).toMatchObject([{ id: added, name: '空白页', items: [] }]);
  });

  it('would do nothing to the only page when it is already blank, or when none may go', () => {
    const { doc } = deck();
    const blank = removePages(doc, [orderedPages(doc)[0]![0]], '空白页').added!;
    expect(pageRemoval(doc, [blank])).toBe('nothing');
    // a background is something a blank page would lose
    setPageField(doc, blank, 'background', { type: 'color', color: '#fff4e0' });
    expect(pageRemoval(doc, [blank])).toBe('replaces');
    pageOf(doc, blank)!.set('deletable', false);
    expect(pageRemoval(doc, [blank])).toBe('kept');
    expect(pageRemoval(doc, ['p-none'])).toBe('nothing');
  });
});
