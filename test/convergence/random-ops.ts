import * as Y from 'yjs';
import { elementText, orderedItems, orderedPages, pageItems, pagesMap, type YMap } from '../../shared/src/schema/doc';
import { generateKeyBetween } from '../../shared/src/schema/order';
import { mulberry32 } from '../../shared/src/schema/random';
import { LINE_OPS, LINE_WEIGHTS, type LineOpName } from './random-line-ops';

/*
 * Random edits of the document layout of shared/src/schema/doc.ts (and of its product lines:
 * random-line-ops.ts), for convergence tests.
 * Everything random comes from a seeded PRNG (ids included), so one client's sequence of
 * choices is reproducible from its seed as far as the interleaving with other clients allows.
 * Every operation picks its target from the replica's current state and tolerates concurrent
 * deletions; one that finds nothing to work on is skipped.
 */

export { mulberry32 };

const ID_CHARS = '0123456789abcdefghijklmnopqrstuvwxyz';

export class Rng {
  readonly next: () => number;
  constructor(readonly seed: number) {
    this.next = mulberry32(seed);
  }
  /** 0 ≤ n < max */
  int(max: number): number {
    return Math.floor(this.next() * max);
  }
  /** lo ≤ n ≤ hi */
  range(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T | undefined {
    return items.length === 0 ? undefined : items[this.int(items.length)];
  }
  chars(n: number, alphabet = ID_CHARS): string {
    let out = '';
    for (let i = 0; i < n; i++) out += alphabet[this.int(alphabet.length)];
    return out;
  }
  /** Ids shaped like shared/src/schema/ids.ts makes them, but drawn from the seed. */
  pageId(): string {
    return `p${this.chars(14)}`;
  }
  elementId(): string {
    return `e${this.chars(10)}`;
  }
}

type Entry = [string, YMap];

/** Pages with a usable items map (a page without one is left alone, not repaired). */
function livePages(doc: Y.Doc): Entry[] {
  return orderedPages(doc).filter(([, page]) => page.get('items') instanceof Y.Map);
}

function allElements(doc: Y.Doc): { pageId: string; page: YMap; id: string; element: YMap }[] {
  return livePages(doc).flatMap(([pageId, page]) => orderedItems(page).map(([id, element]) => ({ pageId, page, id, element })));
}

const keyOf = (map: YMap, key: 'order' | 'z'): string | null => {
  const k = map.get(key);
  return typeof k === 'string' && k !== '' ? k : null;
};

/** A key after the last entry. */
function keyAfterLast(entries: Entry[], key: 'order' | 'z'): string {
  const last = entries.length ? keyOf(entries[entries.length - 1]![1], key) : null;
  return generateKeyBetween(last, null);
}

/**
 * A new key that moves entry `index` to a random slot among the others. Concurrent inserts can
 * leave two neighbours with the same key; nothing fits between those, so the entry then goes last.
 */
function keyForMove(rng: Rng, entries: Entry[], index: number, key: 'order' | 'z'): { key: string; slot: number } {
  const others = entries.filter((_, i) => i !== index);
  const slot = rng.int(others.length + 1);
  const before = slot > 0 ? keyOf(others[slot - 1]![1], key) : null;
  const after = slot < others.length ? keyOf(others[slot]![1], key) : null;
  if (before !== null && after !== null && before >= after) return { key: keyAfterLast(others, key), slot: others.length };
  return { key: generateKeyBetween(before, after), slot };
}

const COLORS = ['#e8553d', '#2f7be5', '#22a06b', '#f5b400', '#333333', '#ffffff'];
const WORDS = ['灯', '光', 'lux', ' ', 'LED', '照明', 'a', 'bc', '3000K', '，'];

function randomStyle(rng: Rng): Record<string, unknown> {
  const style: Record<string, unknown> = { fill: rng.pick(COLORS), opacity: rng.range(1, 10) / 10 };
  if (rng.chance(0.5)) style.stroke = { color: rng.pick(COLORS), width: rng.range(0, 8) };
  if (rng.chance(0.3)) style.fontSize = rng.range(12, 72);
  return style;
}

function newTextFragment(text: string): Y.XmlFragment {
  const xmlText = new Y.XmlText();
  xmlText.insert(0, text);
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [xmlText]);
  const fragment = new Y.XmlFragment();
  fragment.insert(0, [paragraph]);
  return fragment;
}

/** Every XmlText directly inside a paragraph or heading of the fragment. */
function textsOf(fragment: Y.XmlFragment): Y.XmlText[] {
  const out: Y.XmlText[] = [];
  for (const block of fragment.toArray()) {
    if (!(block instanceof Y.XmlElement) || (block.nodeName !== 'paragraph' && block.nodeName !== 'heading')) continue;
    for (const child of block.toArray()) if (child instanceof Y.XmlText) out.push(child);
  }
  return out;
}

const MARKS: Record<string, unknown>[] = [
  { bold: {} },
  { italic: {} },
  { underline: {} },
  { bold: null },
  { italic: null },
  { textStyle: { color: '#e8553d' } },
  { textStyle: null },
];

export type OpName = 'addPage' | 'deletePage' | 'reorderPage' | 'addElement' | 'deleteElement' | 'moveElement' | 'restyle' | 'reorderZ' | 'editText' | LineOpName;

/** An operation returns a description of what it did, or null when it found nothing to do. */
type Op = (doc: Y.Doc, rng: Rng) => string | null;

const OPS: Record<OpName, Op> = {
  ...LINE_OPS,
  addPage(doc, rng) {
    const pages = livePages(doc);
    const id = rng.pageId();
    const page = new Y.Map<unknown>();
    page.set('name', `页${rng.chars(3, '0123456789')}`);
    page.set('items', new Y.Map<YMap>());
    page.set('order', keyAfterLast(pages, 'order'));
    pagesMap(doc).set(id, page);
    return `addPage ${id}`;
  },

  deletePage(doc, rng) {
    const pages = livePages(doc);
    if (pages.length <= 1) return null;
    const [id] = rng.pick(pages)!;
    pagesMap(doc).delete(id);
    return `deletePage ${id}`;
  },

  reorderPage(doc, rng) {
    const pages = livePages(doc);
    if (pages.length < 2) return null;
    const index = rng.int(pages.length);
    const { key, slot } = keyForMove(rng, pages, index, 'order');
    pages[index]![1].set('order', key);
    return `reorderPage ${pages[index]![0]} ${index}→${slot}`;
  },

  addElement(doc, rng) {
    const [pageId, page] = rng.pick(livePages(doc)) ?? [];
    if (!page) return null;
    const id = rng.elementId();
    const isText = rng.chance(0.5);
    const element = new Y.Map<unknown>();
    element.set('tag', isText ? 'text' : 'shape');
    if (!isText) element.set('type', rng.pick(['rect', 'ellipse', 'line']));
    element.set('left', rng.int(1920));
    element.set('top', rng.int(1080));
    element.set('width', rng.range(20, 800));
    element.set('height', rng.range(20, 400));
    element.set('rotate', rng.pick([0, 0, 15, 90]));
    element.set('style', randomStyle(rng));
    element.set('z', keyAfterLast(orderedItems(page), 'z'));
    if (isText) element.set('text', newTextFragment(rng.chars(rng.range(1, 6), 'abcdefg 灯光')));
    pageItems(page).set(id, element);
    return `addElement ${isText ? 'text' : 'shape'} ${id} on ${pageId}`;
  },

  deleteElement(doc, rng) {
    const target = rng.pick(allElements(doc));
    if (!target) return null;
    pageItems(target.page).delete(target.id);
    return `deleteElement ${target.id} on ${target.pageId}`;
  },

  moveElement(doc, rng) {
    const target = rng.pick(allElements(doc));
    if (!target) return null;
    const left = rng.int(1920);
    const top = rng.int(1080);
    target.element.set('left', left);
    target.element.set('top', top);
    return `moveElement ${target.id} to ${left},${top}`;
  },

  restyle(doc, rng) {
    const target = rng.pick(allElements(doc));
    if (!target) return null;
    switch (rng.int(4)) {
      case 0:
      case 1: {
        const style = randomStyle(rng);
        target.element.set('style', style);
        return `restyle ${target.id} style=${JSON.stringify(style)}`;
      }
      case 2: {
        const width = rng.range(20, 800);
        target.element.set('width', width);
        return `restyle ${target.id} width=${width}`;
      }
      default: {
        const rotate = rng.range(0, 359);
        target.element.set('rotate', rotate);
        return `restyle ${target.id} rotate=${rotate}`;
      }
    }
  },

  reorderZ(doc, rng) {
    const candidates = livePages(doc).filter(([, page]) => pageItems(page).size >= 2);
    const [pageId, page] = rng.pick(candidates) ?? [];
    if (!page) return null;
    const items = orderedItems(page);
    const index = rng.int(items.length);
    const { key, slot } = keyForMove(rng, items, index, 'z');
    items[index]![1].set('z', key);
    return `reorderZ ${items[index]![0]} on ${pageId} ${index}→${slot}`;
  },

  editText(doc, rng) {
    const target = rng.pick(allElements(doc).filter(({ element }) => elementText(element)));
    if (!target) return null;
    const fragment = elementText(target.element)!;
    const texts = textsOf(fragment);
    if (texts.length === 0 || rng.chance(0.05)) {
      // a new paragraph at a random block position (also repairs a fragment left without text)
      const at = rng.int(fragment.length + 1);
      const xmlText = new Y.XmlText();
      xmlText.insert(0, rng.chars(rng.range(1, 4), 'xyz光'));
      const paragraph = new Y.XmlElement('paragraph');
      paragraph.insert(0, [xmlText]);
      fragment.insert(at, [paragraph]);
      return `editText ${target.id} new paragraph at block ${at}`;
    }
    const xmlText = rng.pick(texts)!;
    const length = xmlText.length;
    const roll = rng.next();
    if (roll < 0.5 || length === 0) {
      const at = rng.int(length + 1);
      const word = rng.pick(WORDS)!;
      xmlText.insert(at, word, rng.chance(0.2) ? { bold: {} } : undefined);
      return `editText ${target.id} insert ${JSON.stringify(word)} at ${at}/${length}`;
    }
    const at = rng.int(length);
    const n = rng.range(1, Math.min(4, length - at));
    if (roll < 0.75) {
      xmlText.delete(at, n);
      return `editText ${target.id} delete ${at}+${n}/${length}`;
    }
    const mark = rng.pick(MARKS)!;
    xmlText.format(at, n, mark);
    return `editText ${target.id} format ${at}+${n}/${length} ${JSON.stringify(mark)}`;
  },
};

const WEIGHTS: [OpName, number][] = [
  ['addPage', 0.7],
  ['deletePage', 0.5],
  ['reorderPage', 1],
  ['addElement', 2.5],
  ['deleteElement', 1],
  ['moveElement', 2],
  ['restyle', 2],
  ['reorderZ', 1.5],
  ['editText', 3.5],
  ...LINE_WEIGHTS,
];
const TOTAL_WEIGHT = WEIGHTS.reduce((sum, [, w]) => sum + w, 0);

/** Applies one random operation in its own transaction; returns its description ("… skipped" when nothing fit). */
export function randomOp(doc: Y.Doc, rng: Rng): { name: OpName; done: string | null } {
  let roll = rng.next() * TOTAL_WEIGHT;
  let name: OpName = WEIGHTS[WEIGHTS.length - 1]![0];
  for (const [op, weight] of WEIGHTS) {
    if (roll < weight) {
      name = op;
      break;
    }
    roll -= weight;
  }
  const done = doc.transact(() => OPS[name](doc, rng), 'random-op');
  return { name, done };
}
