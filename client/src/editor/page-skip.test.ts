import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyJSON, toJSON } from '../../../shared/src/schema/doc';
import { buildDocument } from '../../../shared/src/templates/registry';
import { shownPages } from '../../../shared/src/schema/shown-pages';
import { Editor } from './editor';
import { pageSkipped, toggleSkip } from './page-skip';

/** A deck of three pages, opened by an editor of origin 'me'. */
function deck() {
  const doc = new Y.Doc();
  applyJSON(doc, buildDocument('plan', 'blank', { name: '方案' })!);
  const editor = new Editor(doc, 'me');
  const first = editor.pageId;
  const second = editor.addPage('第2页');
  const third = editor.addPage('第3页');
  editor.undo.clear();
  return { editor, pages: [first, second, third] };
}
const shownIds = (editor: Editor) => shownPages(toJSON(editor.doc).pages).map((p) => p.id);

describe('skipping a page from the page list', () => {
  it('marks the page skipped, and a second toggle shows it again with no field left', () => {
    const { editor, pages } = deck();
    toggleSkip(editor, pages[1]!);
    expect(pageSkipped(editor, pages[1]!)).toBe(true);
    expect(shownIds(editor)).toEqual([pages[0], pages[2]]);
    toggleSkip(editor, pages[1]!);
    expect(pageSkipped(editor, pages[1]!)).toBe(false);
    expect(editor.page(pages[1]!)!.has('skip')).toBe(false);
    expect(shownIds(editor)).toEqual(pages);
  });

  it('is one undo step of its own, and redo skips it again', () => {
    const { editor, pages } = deck();
    toggleSkip(editor, pages[0]!);
    toggleSkip(editor, pages[2]!);
    expect(shownIds(editor)).toEqual([pages[1]]);
    editor.undo.undo();
    expect(shownIds(editor)).toEqual([pages[1], pages[2]]);
    editor.undo.undo();
    expect(shownIds(editor)).toEqual(pages);
    editor.undo.redo();
    expect(pageSkipped(editor, pages[0]!)).toBe(true);
  });

  it('changes nothing in a read-only editor', () => {
    const { editor, pages } = deck();
    const reader = new Editor(editor.doc, 'reader', true);
    toggleSkip(reader, pages[1]!);
    expect(pageSkipped(editor, pages[1]!)).toBe(false);
  });

  it('keeps the skip when the page is copied (a copy of a skipped slide stays skipped)', () => {
    const { editor, pages } = deck();
    toggleSkip(editor, pages[1]!);
    editor.copyPage(pages[1]!);
    expect(pageSkipped(editor, editor.pageId)).toBe(true);
    expect(shownIds(editor)).toEqual([pages[0], pages[2]]);
  });
});
