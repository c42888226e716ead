import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyJSON, toJSON } from '../../../shared/src/schema/doc';
import { newText } from '../../../shared/src/schema/elements/kinds';
import type { ElementJSON } from '../../../shared/src/schema/types';
import { buildDocument } from '../../../shared/src/templates/registry';
import { Editor } from './editor';

const PAGE = { width: 1920, height: 1080 };
/** A stand-in for the canvas layout: every paragraph is one line of `line` px. */
const byParagraphs =
  (line: number) =>
  (el: ElementJSON): number =>
    (el.html?.match(/<p>/g)?.length ?? 0) * line + 2 * (Number(el.padding) || 0);

function deck() {
  const doc = new Y.Doc();
  applyJSON(doc, buildDocument('plan', 'blank', { name: '方案' })!);
  return doc;
}
const typing = { name: 'y-sync' };
const text = (editor: Editor, id: string) => toJSON(editor.doc).pages[0]!.items.find((i) => i.id === id)!;
/** A keystroke of the in-place editor: a new paragraph, as its own transaction. */
function typeParagraph(editor: Editor, id: string, words: string) {
  const fragment = editor.element(id)!.get('text') as Y.XmlFragment;
  editor.doc.transact(() => {
    const p = new Y.XmlElement('paragraph');
    const t = new Y.XmlText();
    t.insert(0, words);
    p.insert(0, [t]);
    fragment.insert(fragment.length, [p]);
  }, typing);
}

describe('auto-height text boxes (issue 9)', () => {
  it('a new box is as tall as its text and grows with typing; the height goes back with the text on undo', () => {
    const doc = deck();
    const editor = new Editor(doc, 'me', false, [typing], byParagraphs(56));
    const id = editor.add(newText(PAGE, '<p>客厅</p>'));
    expect(text(editor, id)).toMatchObject({ height: 56, autoHeight: true });
    editor.setEditing(id);
    for (const words of ['餐厅', '主卧', '次卧', '书房', '卫生间']) typeParagraph(editor, id, words);
    expect(text(editor, id).height).toBe(6 * 56);
    editor.setEditing(null);
    // the burst of typing and the heights it needed are one step
    editor.undo.undo();
    expect(text(editor, id)).toMatchObject({ html: '<p>客厅</p>', height: 56 });
    editor.undo.redo();
    expect(text(editor, id).height).toBe(6 * 56);
  });

  it('refits when a layout field changes in a commit, and keeps a height the user chose', () => {
    const doc = deck();
    const editor = new Editor(doc, 'me', false, [typing], byParagraphs(56));
    const id = editor.add(newText(PAGE, '<p>一</p><p>二</p>'));
    editor.patch(new Map([[id, { padding: 20 }]]));
    expect(text(editor, id).height).toBe(2 * 56 + 40);
    editor.undo.undo();
    expect(text(editor, id)).toMatchObject({ padding: 0, height: 2 * 56 });
    // fixed: text beyond the box is clipped, the box stays as sized
    editor.patch(new Map([[id, { height: 60, autoHeight: false }]]));
    editor.commit(() => typeParagraph(editor, id, '三'));
    expect(text(editor, id).height).toBe(60);
    editor.patch(new Map([[id, { autoHeight: true }]]));
    expect(text(editor, id).height).toBe(3 * 56);
  });

  it('only the person typing writes the height: the other draws it as stored and never answers', () => {
    const a = deck();
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    a.on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(b, u, 'remote'));
    b.on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(a, u, 'remote'));
    // B's fonts measure taller: if B answered A's changes, the two would overwrite each other
    const ea = new Editor(a, 'a', false, [typing], byParagraphs(56));
    const eb = new Editor(b, 'b', false, [typing], byParagraphs(60));
    let written = 0;
    b.on('afterTransaction', (tr: Y.Transaction) => tr.local && written++);
    const id = ea.add(newText(PAGE, '<p>客厅</p>'));
    typeParagraph(ea, id, '餐厅');
    expect(text(eb, id).height).toBe(2 * 56);
    expect(written).toBe(0);
    // when B types, B's own measure is written, and A leaves it alone
    eb.setPage(ea.pageId);
    typeParagraph(eb, id, '主卧');
    expect(text(ea, id).height).toBe(3 * 60);
    expect(toJSON(a)).toEqual(toJSON(b));
  });

  it('leaves heights alone without a measure and in read-only editors', () => {
    const doc = deck();
    const viewer = new Editor(doc, 'viewer', true, [typing], byParagraphs(56));
    const editor = new Editor(doc, 'me', false, [typing]);
    const id = editor.add(newText(PAGE, '<p>客厅</p>'));
    typeParagraph(editor, id, '餐厅');
    expect(text(viewer, id).height).toBe(120);
  });
});
