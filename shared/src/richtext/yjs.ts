import * as Y from 'yjs';
import { HARD_BREAK, type Block, type BlockName, type Marks, type TextRun } from './model';

// Blocks ⇄ Y.XmlFragment in the layout Tiptap's collaboration binding uses: one XmlElement per
// node (named as the node, attributes = node attributes), XmlText for text with marks as
// formatting attributes, hardBreak as an inline XmlElement.

const BLOCKS = new Set<BlockName>(['paragraph', 'heading', 'bulletList', 'orderedList', 'listItem']);

// Yjs keeps content inserted into a type before it joins a document and applies it on
// integration, so a whole block tree is built first and inserted in one step.
function inlineChildren(runs: TextRun[]): (Y.XmlText | Y.XmlElement)[] {
  const out: (Y.XmlText | Y.XmlElement)[] = [];
  let text: Y.XmlText | null = null;
  let at = 0;
  for (const run of runs) {
    if (run.text === HARD_BREAK) {
      out.push(new Y.XmlElement('hardBreak'));
      text = null;
      continue;
    }
    if (!text) {
      text = new Y.XmlText();
      out.push(text);
      at = 0;
    }
    text.insert(at, run.text, run.marks as Record<string, unknown>);
    at += run.text.length;
  }
  return out;
}

function build(block: Block): Y.XmlElement {
  const element = new Y.XmlElement(block.name);
  for (const [key, value] of Object.entries(block.attrs)) element.setAttribute(key, value as string);
  element.insert(0, block.inlines ? inlineChildren(block.inlines) : (block.children ?? []).map(build));
  return element;
}

/** Replaces the fragment's content with the blocks (inside the caller's transaction). */
export function writeBlocks(fragment: Y.XmlFragment, blocks: Block[]): void {
  if (fragment.length > 0) fragment.delete(0, fragment.length);
  fragment.insert(0, blocks.map(build));
}

function readInlines(element: Y.XmlElement): TextRun[] {
  const runs: TextRun[] = [];
  for (const child of element.toArray()) {
    if (child instanceof Y.XmlText) {
      for (const op of child.toDelta() as { insert: unknown; attributes?: Record<string, unknown> }[]) {
        if (typeof op.insert === 'string') runs.push({ text: op.insert, marks: (op.attributes ?? {}) as Marks });
      }
    } else if (child instanceof Y.XmlElement && child.nodeName === 'hardBreak') runs.push({ text: HARD_BREAK, marks: {} });
  }
  return runs;
}

function readBlock(element: Y.XmlElement): Block | null {
  const name = element.nodeName as BlockName;
  if (!BLOCKS.has(name)) return null;
  const attrs = element.getAttributes() as Record<string, string | number>;
  if (name === 'paragraph' || name === 'heading') return { name, attrs, inlines: readInlines(element) };
  return { name, attrs, children: readBlocksOf(element) };
}

function readBlocksOf(parent: Y.XmlFragment | Y.XmlElement): Block[] {
  return parent
    .toArray()
    .filter((c): c is Y.XmlElement => c instanceof Y.XmlElement)
    .map(readBlock)
    .filter((b): b is Block => b !== null);
}

export function readBlocks(fragment: Y.XmlFragment): Block[] {
  return readBlocksOf(fragment);
}
