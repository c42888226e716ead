import * as Y from 'yjs';
import { HARD_BREAK, type Block, type BlockName, type Marks, type TextRun } from './model';

// Blocks ⇄ Y.XmlFragment in the layout Tiptap's collaboration binding uses: one XmlElement per
// node (named as the node, attributes = node attributes), XmlText for text with marks as
// formatting attributes, hardBreak as an inline XmlElement.

const BLOCKS = new Set<BlockName>(['paragraph', 'heading', 'bulletList', 'orderedList', 'listItem']);

const sameMarks = (a: Marks, b: Marks): boolean => {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof Marks)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => {
    const x = a[k];
    const y = b[k];
    return x !== undefined && y !== undefined && Object.keys(x).length === Object.keys(y).length && Object.keys(x).every((f) => x[f] === y[f]);
  });
};

// Yjs keeps content inserted into a type before it joins a document and applies it on
// integration, so a whole block tree is built first and inserted in one step. Each text is
// one applyDelta, not an insert per run: Yjs looks for the place of an insert that carries
// marks by walking from the start of the text, which made many runs quadratic (issue 21).
// Neighbouring runs with the same marks are joined first, as Yjs would store them anyway.
function inlineChildren(runs: TextRun[]): (Y.XmlText | Y.XmlElement)[] {
  const out: (Y.XmlText | Y.XmlElement)[] = [];
  let delta: { insert: string; attributes: Marks }[] | null = null;
  const flush = () => {
    if (!delta) return;
    const text = new Y.XmlText();
    text.applyDelta(delta);
    out.push(text);
    delta = null;
  };
  for (const run of runs) {
    if (run.text === HARD_BREAK) {
      flush();
      out.push(new Y.XmlElement('hardBreak'));
      continue;
    }
    delta ??= [];
    const last = delta[delta.length - 1];
    // a copy: Yjs writes null into the attributes it is given for marks that end here
    if (last && sameMarks(last.attributes, run.marks)) last.insert += run.text;
    else delta.push({ insert: run.text, attributes: { ...run.marks } });
  }
  flush();
  return out;
}

function build(block: Block): Y.XmlElement {
  const element = new Y.XmlElement(block.name);
  for (const [key, value] of Object.entries(block.attrs)) element.setAttribute(key, value as string);
  element.insert(0, block.inlines ? inlineChildren(block.inlines) : (block.children ?? []).map(build));
  return element;
}

/** Replaces the content of a fragment that is in a document (inside the caller's transaction). */
export function writeBlocks(fragment: Y.XmlFragment, blocks: Block[]): void {
  if (fragment.length > 0) fragment.delete(0, fragment.length);
  fragment.insert(0, blocks.map(build));
}

/**
 * A new fragment holding the blocks, to be put into a document. Only written, never read:
 * reading a type (even its length) before it joins a document makes Yjs warn "Invalid access".
 */
export function newFragment(blocks: Block[]): Y.XmlFragment {
  const fragment = new Y.XmlFragment();
  fragment.insert(0, blocks.map(build));
  return fragment;
}

// Reading is total: a client may have written any node, attribute or mark value into the
// shared text. Only the model's nodes, primitive attributes and the model's marks with string
// values are read; lists nested deeper than anyone types are cut off rather than recursed into.
const MARKS = new Set<string>(['bold', 'italic', 'underline', 'strike', 'code', 'textStyle', 'highlight']);
const MAX_LIST_DEPTH = 16;

function marksOf(attributes: unknown): Marks {
  const marks: Marks = {};
  if (typeof attributes !== 'object' || attributes === null) return marks;
  for (const [name, value] of Object.entries(attributes)) {
    if (!MARKS.has(name) || value === null || value === undefined || value === false) continue;
    const clean: Record<string, string> = {};
    if (typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (typeof v === 'string') clean[k] = v;
    }
    marks[name as keyof Marks] = clean;
  }
  return marks;
}

function attrsOf(element: Y.XmlElement): Record<string, string | number> {
  const attrs: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(element.getAttributes() as Record<string, unknown>)) {
    if (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) attrs[k] = v;
  }
  return attrs;
}

function readInlines(element: Y.XmlElement): TextRun[] {
  const runs: TextRun[] = [];
  for (const child of element.toArray()) {
    if (child instanceof Y.XmlText) {
      for (const op of child.toDelta() as { insert: unknown; attributes?: unknown }[]) {
        if (typeof op.insert === 'string') runs.push({ text: op.insert, marks: marksOf(op.attributes) });
      }
    } else if (child instanceof Y.XmlElement && child.nodeName === 'hardBreak') runs.push({ text: HARD_BREAK, marks: {} });
  }
  return runs;
}

function readBlock(element: Y.XmlElement, depth: number): Block | null {
  const name = element.nodeName as BlockName;
  if (!BLOCKS.has(name)) return null;
  const attrs = attrsOf(element);
  if (name === 'paragraph' || name === 'heading') return { name, attrs, inlines: readInlines(element) };
  return { name, attrs, children: depth < MAX_LIST_DEPTH ? readBlocksOf(element, depth + 1) : [] };
}

function readBlocksOf(parent: Y.XmlFragment | Y.XmlElement, depth = 0): Block[] {
  const blocks: Block[] = [];
  for (const child of parent.toArray()) {
    if (!(child instanceof Y.XmlElement)) continue;
    const block = readBlock(child, depth);
    if (block) blocks.push(block);
  }
  return blocks;
}

export function readBlocks(fragment: Y.XmlFragment): Block[] {
  return readBlocksOf(fragment);
}
