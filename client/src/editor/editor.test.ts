import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyJSON, settingsJSON, toJSON } from '../../../shared/src/schema/doc';
import { readSettings, setSetting } from '../../../shared/src/documents/doc-settings';
import { newShape, newText } from '../../../shared/src/schema/elements/kinds';
import { buildDocument } from '../../../shared/src/templates/registry';
import { htmlToBlocks } from '../../../shared/src/richtext/html';
import { writeBlocks } from '../../../shared/src/richtext/yjs';
import { Editor } from './editor';

const PAGE = { width: 1920, height: 1080 };

function setup() {
  const doc = new Y.Doc();
  applyJSON(doc, buildDocument('plan', 'blank', { name: '方案' })!);
  return { doc, editor: new Editor(doc, 'me') };
}
/** Two replicas wired together, like two browsers on one document. */
function pair() {
  const a = setup();
  const b = new Y.Doc();
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a.doc));
  a.doc.on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(b, u, 'remote'));
  b.on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(a.doc, u, 'remote'));
  return { a: a.editor, b: new Editor(b, 'other') };
}
const items = (editor: Editor) => toJSON(editor.doc).pages.find((p) => p.id === editor.pageId)!.items;
/** Where an element is ([left, top]): new elements go where they cover nothing, so tests read it. */
const at = (editor: Editor, id: string) => {
  const el = items(editor).find((i) => i.id === id)!;
  return [el.left, el.top] as const;
};

describe('undo per user and per gesture', () => {
  it('a product document setting typed in the panel is undone like any edit', () => {
    const { doc, editor } = setup();
    setSetting(doc, 'taxRate', 9, 'me');
    setSetting(doc, 'to.contact', '王女士', 'me');
    expect(readSettings(settingsJSON(doc))).toMatchObject({ taxRate: 9, to: { contact: '王女士' } });
    editor.undo.stopCapturing();
    editor.undo.undo();
    editor.undo.stopCapturing();
    editor.undo.undo();
    expect(readSettings(settingsJSON(doc)).taxRate).toBeUndefined();
    expect(readSettings(settingsJSON(doc)).to.contact).toBe('');
  });

  it('one commit is one undo step, even with several changes', () => {
    const { editor } = setup();
    const id = editor.add(newShape('rect', PAGE));
    const [x, y] = at(editor, id);
    editor.moveBy(10, 0);
    editor.moveBy(0, 5);
    expect(at(editor, id)).toEqual([x + 10, y + 5]);
    editor.undo.undo();
    expect(at(editor, id)).toEqual([x + 10, y]);
    editor.undo.undo();
    expect(at(editor, id)).toEqual([x, y]);
    editor.undo.redo();
    expect(at(editor, id)[0]).toBe(x + 10);
  });

  it('undoes only my own edits, not a colleague’s', () => {
    const { a, b } = pair();
    b.setPage(a.pageId);
    const mine = a.add(newShape('rect', PAGE));
    const theirs = b.add(newText(PAGE, '<p>张工</p>'));
    const [x] = at(b, theirs);
    b.select([theirs]);
    b.moveBy(100, 0);
    a.undo.undo();
    const ids = items(a).map((i) => i.id);
    expect(ids).not.toContain(mine);
    expect(ids).toContain(theirs);
    expect(at(a, theirs)[0]).toBe(x + 100);
    expect(a.undo.canUndo()).toBe(false);
  });

  it('locked elements do not move or get deleted', () => {
    const { editor } = setup();
    const id = editor.add({ ...newShape('rect', PAGE), lock: true });
    const [x, y] = at(editor, id);
    editor.moveBy(50, 50);
    editor.remove();
    expect(at(editor, id)).toEqual([x, y]);
  });

  it('duplicate offsets by 10 and selects the copies; read-only editors change nothing', () => {
    const { editor, doc } = setup();
    const id = editor.add(newShape('rect', PAGE));
    const [x, y] = at(editor, id);
    editor.duplicate();
    expect(editor.selection).toHaveLength(1);
    expect(editor.selection[0]).not.toBe(id);
    expect(items(editor).at(-1)).toMatchObject({ left: x + 10, top: y + 10 });
    const viewer = new Editor(doc, 'viewer', true);
    viewer.select([id]);
    viewer.moveBy(5, 5);
    viewer.remove();
    expect(at(editor, id)[0]).toBe(x);
  });

  it('puts new elements where they cover nothing, not all on the middle of the page', () => {
    const { editor } = setup();
    const box = (id: string) => {
      const el = items(editor).find((i) => i.id === id)!;
      return { x: el.left, y: el.top, width: el.width, height: el.height };
    };
    const ids = [editor.add(newShape('rect', PAGE)), editor.add(newShape('rect', PAGE)), editor.add(newText(PAGE, '<p>说明</p>'))];
    const title = items(editor)[0]!.id;
    const all = [title, ...ids].map(box);
    for (const [i, a] of all.entries()) {
      for (const b of all.slice(i + 1)) expect(a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height).toBe(false);
    }
    for (const b of all) expect(b.x >= 0 && b.y >= 0 && b.x + b.width <= PAGE.width && b.y + b.height <= PAGE.height).toBe(true);
  });
});

describe('pages', () => {
  it('keeps undeletable pages, never leaves none, moves the open page to a valid one', () => {
    const { editor, doc } = setup();
    const first = editor.pageId;
    const second = editor.addPage('第2页');
    const third = editor.addPage('第3页');
    editor.commit(() => editor.page(second)!.set('deletable', false));
    expect(editor.pageId).toBe(third);
    const { kept } = editor.removePages([second, third], '空白页');
    expect(kept).toEqual([second]);
    expect(editor.pageId).toBe(second);
    editor.removePages([first], '空白页');
    expect(toJSON(doc).pages.map((p) => p.id)).toEqual([second]);
    editor.commit(() => editor.page(second)!.set('deletable', true));
    editor.removePages([second], '空白页');
    const pages = toJSON(doc).pages;
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ name: '空白页', items: [] });
    expect(editor.pageId).toBe(pages[0]!.id);
  });

  it('copies a page after itself with new element ids, and reorders', () => {
    const { editor, doc } = setup();
    const first = editor.pageId;
    editor.add(newText(PAGE, '<p>客厅</p>'));
    editor.copyPage();
    const pages = toJSON(doc).pages;
    expect(pages).toHaveLength(2);
    expect(pages[1]!.items.map((i) => i.html)).toEqual(pages[0]!.items.map((i) => i.html));
    expect(pages[1]!.items.at(-1)!.html).toBe('<p>客厅</p>');
    expect(pages[1]!.items.map((i) => i.id)).not.toContain(pages[0]!.items[0]!.id);
    editor.movePage(first, 1);
    expect(toJSON(doc).pages.map((p) => p.id)).toEqual([pages[1]!.id, first]);
  });
});

describe('leaving a text (spec 001 §5)', () => {
  const fragmentOf = (editor: Editor, id: string) => editor.element(id)!.get('text') as Y.XmlFragment;
  it('removes a newly inserted text left empty', () => {
    const { editor } = setup();
    const id = editor.addText(newText(PAGE));
    expect(editor.editing).toBe(id);
    editor.select([]);
    expect(editor.element(id)).toBeUndefined();
    expect(editor.editing).toBeNull();
  });

  it('keeps a new text once typed into, and restores old text that was emptied', () => {
    const { editor } = setup();
    const id = editor.addText(newText(PAGE));
    editor.commit(() => writeBlocks(fragmentOf(editor, id), htmlToBlocks('<p>筒灯</p>')));
    editor.setEditing(null);
    expect(items(editor).find((i) => i.id === id)!.html).toBe('<p>筒灯</p>');
    editor.setEditing(id);
    editor.commit(() => writeBlocks(fragmentOf(editor, id), htmlToBlocks('<p> </p>')));
    editor.setEditing(null);
    expect(items(editor).find((i) => i.id === id)!.html).toBe('<p>筒灯</p>');
  });
});

describe('two people on the same elements', () => {
  /** Two replicas that exchange updates only when told, like two browsers with latency. */
  function apart() {
    const a = setup();
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a.doc));
    const eb = new Editor(b, 'other');
    const exchange = () => {
      Y.applyUpdate(b, Y.encodeStateAsUpdate(a.doc, Y.encodeStateVector(b)));
      Y.applyUpdate(a.doc, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a.doc)));
    };
    return { a: a.editor, b: eb, exchange };
  }

  it('one moves while the other restyles and reorders: both changes survive, states equal', () => {
    const { a, b, exchange } = apart();
    const rect = a.add(newShape('rect', PAGE));
    const text = a.add(newText(PAGE, '<p>客厅</p>'));
    const [rx, ry] = at(a, rect);
    const [tx, ty] = at(a, text);
    exchange();
    b.setPage(a.pageId);
    // concurrently: A moves both, B recolours the rectangle and sends the text to the back
    a.select([rect, text]);
    a.moveBy(100, 50);
    b.select([rect]);
    b.patchSelection({ stroke: '#fa5252', strokeWidth: 3 });
    b.select([text]);
    b.layer('back');
    // and both type into the same text
    const frag = (e: Editor) => e.element(text)!.get('text') as Y.XmlFragment;
    // (incremental edits, as Tiptap makes them: A appends, B inserts at the start)
    const textOf = (e: Editor) => (frag(e).get(0) as Y.XmlElement).get(0) as Y.XmlText;
    a.commit(() => textOf(a).insert(2, '照明'));
    b.commit(() => textOf(b).insert(0, '主'));
    exchange();

    expect(toJSON(a.doc)).toEqual(toJSON(b.doc));
    const [first, ...rest] = items(a);
    expect(first!.id).toBe(text);
    const r = rest.find((i) => i.id === rect)!;
    expect(r).toMatchObject({ left: rx + 100, top: ry + 50, stroke: '#fa5252', strokeWidth: 3 });
    expect(first).toMatchObject({ left: tx + 100, top: ty + 50 });
    // both people's typing is kept
    expect(first!.html).toBe('<p>主客厅照明</p>');
  });
});

describe('undo of text typed in place', () => {
  it('tracks the text editor’s origin: a burst of typing is one step, after the element’s own', () => {
    const doc = new Y.Doc();
    applyJSON(doc, buildDocument('plan', 'blank', { name: '方案' })!);
    const typing = { name: 'y-sync' };
    const editor = new Editor(doc, 'me', false, [typing]);
    const id = editor.add(newText(PAGE, '<p>客厅</p>'));
    editor.setEditing(id);
    const text = ((editor.element(id)!.get('text') as Y.XmlFragment).get(0) as Y.XmlElement).get(0) as Y.XmlText;
    // keystrokes arrive as separate transactions from the text editor
    for (const ch of '照明') doc.transact(() => text.insert(text.length, ch), typing);
    editor.setEditing(null);
    const html = () => items(editor).find((i) => i.id === id)?.html;
    expect(html()).toBe('<p>客厅照明</p>');
    editor.undo.undo();
    expect(html()).toBe('<p>客厅</p>');
    editor.undo.undo();
    expect(html()).toBeUndefined();
    // someone else's transactions (any other origin) are never undone
    const other = new Editor(doc, 'me');
    other.undo.undo();
    expect(other.undo.canUndo()).toBe(false);
  });
});

describe('locks and leaving pages', () => {
  it('a locked element ignores patches, in-place editing and cropping; lock itself still toggles', () => {
    const { editor } = setup();
    const id = editor.add({ ...newText(PAGE, '<p>标题</p>'), lock: true });
    const [x] = at(editor, id);
    editor.patch(new Map([[id, { left: 0, fill: { type: 'color', color: '#000' } }]]));
    expect(items(editor).find((i) => i.id === id)).toMatchObject({ left: x, lock: true });
    expect(items(editor).find((i) => i.id === id)!.fill).toEqual({ type: 'none' });
    editor.setEditing(id);
    expect(editor.editing).toBeNull();
    editor.setCropping(id);
    expect(editor.cropping).toBeNull();
    editor.select([id]);
    editor.setLock(false);
    editor.patch(new Map([[id, { left: 0 }]]));
    expect(items(editor).find((i) => i.id === id)).toMatchObject({ left: 0 });
  });

  it('switching pages while typing applies the leaving rules (an empty new text goes)', () => {
    const { editor } = setup();
    const first = editor.pageId;
    const second = editor.addPage('第2页');
    editor.setPage(first);
    const id = editor.addText(newText(PAGE));
    editor.setPage(second);
    expect(editor.editing).toBeNull();
    expect(editor.page(first)!.get('items')).toBeDefined();
    editor.setPage(first);
    expect(editor.element(id)).toBeUndefined();
  });
});

describe('page background and pasting across documents', () => {
  it('sets the open page’s background, or every page’s', () => {
    const { editor, doc } = setup();
    const first = editor.pageId;
    editor.addPage('第2页');
    const red = { type: 'color', color: '#fa5252' };
    editor.setBackground(red);
    expect(toJSON(doc).pages.map((p) => p.background)).toEqual([undefined, red]);
    editor.setPage(first);
    const gradient = { type: 'gradient', gradient: { type: 'linear', angle: 135, points: [] } };
    editor.setBackground(gradient, true);
    expect(toJSON(doc).pages.map((p) => p.background)).toEqual([gradient, gradient]);
  });

  it('pastes copied elements into another document with new ids, rows and text intact', () => {
    const from = setup().editor;
    const to = setup().editor;
    const text = from.add(newText(PAGE, '<p><strong>筒灯</strong></p>'));
    const shape = from.add(newShape('elbow', PAGE));
    from.select([text, shape]);
    const copied = from.copySelection();
    to.paste(copied, 0);
    const pasted = items(to).slice(-2);
    expect(pasted.map((i) => i.id)).not.toContain(text);
    expect(pasted.map((i) => [i.tag, i.html ?? i.type])).toEqual([
      ['text', '<p><strong>筒灯</strong></p>'],
      ['shape', 'elbow'],
    ]);
    expect(to.selection).toEqual(pasted.map((i) => i.id));
  });
});

describe('the open page deleted by someone else', () => {
  it('is told when a colleague deletes the page one has open, not when the pages first arrive', () => {
    const source = setup();
    // an editor opened before its document's pages came (from this device's copy or the server)
    const doc = new Y.Doc();
    const editor = new Editor(doc, 'me');
    const told: number[] = [];
    editor.onPageGone((index) => told.push(index));
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(source.doc), 'remote');
    expect(editor.pageId).not.toBe('');
    expect(told).toEqual([]);
    // now a colleague deletes the open page
    const colleague = new Y.Doc();
    Y.applyUpdate(colleague, Y.encodeStateAsUpdate(doc));
    const theirs = new Editor(colleague, 'other');
    theirs.addPage('第二页');
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(colleague, Y.encodeStateVector(doc)), 'remote');
    expect(told).toEqual([]);
    const seen = Y.encodeStateVector(colleague);
    theirs.removePages([editor.pageId], '空白页');
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(colleague, seen), 'remote');
    expect(told).toEqual([0]);
    expect(editor.pageId).not.toBe('');
  });
});
