// @vitest-environment happy-dom
import Collaboration from '@tiptap/extension-collaboration';
import { Editor, type Extensions } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { htmlToBlocks } from '../../../shared/src/richtext/html';
import { writeBlocks } from '../../../shared/src/richtext/yjs';
import { mulberry32 } from '../../../shared/src/schema/random';
import { CaretKeeper } from './caret-keeper';
import { richTextExtensions } from './extensions';

/*
 * Issue 22, the layer between the editor and the document: two Tiptap editors bound to two
 * replicas of one paragraph, typing at the same spot while their updates cross in random
 * order (seeded). Yjs keeps each person's run whole; the binding must not take that away.
 * (The binding's caret guess that split runs shows only in a real browser, where typing goes
 * through the DOM: test/e2e/coediting-text.e2e.ts fails without CaretKeeper. Here the same
 * edits are checked to converge with it in place.)
 */

interface Person {
  doc: Y.Doc;
  editor: Editor;
  /** updates made here, not yet delivered to the other */
  outbox: Uint8Array[];
}

const editors: Editor[] = [];
afterEach(() => {
  while (editors.length) editors.pop()!.destroy();
});

function person(seed: Uint8Array | null, extensions: (fragment: Y.XmlFragment) => Extensions): Person {
  const doc = new Y.Doc();
  if (seed) Y.applyUpdate(doc, seed);
  const fragment = doc.getXmlFragment('text');
  const outbox: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') outbox.push(update);
  });
  const element = document.createElement('div');
  document.body.append(element);
  const editor = new Editor({ element, extensions: extensions(fragment) });
  editors.push(editor);
  return { doc, editor, outbox };
}

const deliver = (from: Person, to: Person) => {
  const update = from.outbox.shift();
  if (update) Y.applyUpdate(to.doc, update, 'remote');
};
const typeChar = (p: Person, ch: string) => p.editor.view.dispatch(p.editor.state.tr.insertText(ch));
const toEnd = (p: Person) => p.editor.commands.focus('end');

/** Both type their run at the end of one paragraph, updates crossing in a seeded random order. */
function race(seed: number, extensions: (fragment: Y.XmlFragment) => Extensions) {
  const start = new Y.Doc();
  writeBlocks(start.getXmlFragment('text'), htmlToBlocks('<p>照明方案</p>'));
  const state = Y.encodeStateAsUpdate(start);
  const a = person(state, extensions);
  const b = person(state, extensions);
  toEnd(a);
  toEnd(b);
  const rng = mulberry32(seed);
  const runA = '(a1a2a3a4)';
  const runB = '{b5b6b7b8}';
  let i = 0;
  let j = 0;
  while (i < runA.length || j < runB.length || a.outbox.length || b.outbox.length) {
    const r = rng();
    if (r < 0.3 && i < runA.length) typeChar(a, runA[i++]!);
    else if (r < 0.6 && j < runB.length) typeChar(b, runB[j++]!);
    else if (r < 0.8) deliver(a, b);
    else deliver(b, a);
  }
  return { a: a.editor.state.doc.textContent, b: b.editor.state.doc.textContent, ya: a.doc.getXmlFragment('text').toString(), yb: b.doc.getXmlFragment('text').toString(), runA, runB };
}

const ours = (fragment: Y.XmlFragment): Extensions => [...richTextExtensions(), Collaboration.configure({ fragment }), CaretKeeper];

describe('two editors typing at one spot', () => {
  it('keep each run whole and converge, over 200 seeded interleavings', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const { a, b, ya, yb, runA, runB } = race(seed, ours);
      expect(ya, `seed ${seed}: the replicas differ`).toBe(yb);
      expect(a, `seed ${seed}: the editors differ`).toBe(b);
      expect(a, `seed ${seed}: ${a}`).toContain(runA);
      expect(a, `seed ${seed}: ${a}`).toContain(runB);
      expect(a.startsWith('照明方案')).toBe(true);
    }
  }, 60_000); // 200 full interleavings: seconds of CPU when the unit tests share the cores

});
