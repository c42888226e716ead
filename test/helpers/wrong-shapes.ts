import * as Y from 'yjs';
import { mulberry32 } from '../../shared/src/schema/random';

/*
 * What a hostile or broken client can write into a document through the stock Yjs API: any
 * value where the layout expects another (issue 21 point 1). Drawn from a seeded generator so
 * a failing run can be repeated from its seed.
 */

export type Rng = () => number;
export const rngFrom = mulberry32;

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

function deep(levels: number): unknown {
  let v: unknown = 'bottom';
  for (let i = 0; i < levels; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

/** A plain (non-shared) value of a random wrong kind. */
export function wrongValue(rng: Rng): unknown {
  switch (Math.floor(rng() * 16)) {
    case 0:
      return 123;
    case 1:
      return 'not what you expected';
    case 2:
      return null;
    case 3:
      return true;
    case 4:
      return Number.NaN;
    case 5:
      return Number.POSITIVE_INFINITY;
    case 6:
      return -1e308;
    case 7:
      return -0;
    case 8:
      return new Uint8Array([1, 2, 3]);
    case 9:
      return deep(2000);
    case 10:
      return { nested: { constructor: { prototype: 1 } }, __proto__x: 1 };
    case 11:
      return [1, 'two', { three: [null] }];
    case 12:
      return 'x'.repeat(20_000);
    case 13:
      return { type: 'gradient', gradient: { points: 'nope' } };
    case 14:
      return { type: 'color', color: 'url(javascript:alert(1))' };
    default:
      return {};
  }
}

/** A wrong value that survives JSON (text marks are stored as JSON, so they can hold only these). */
export function wrongJsonValue(rng: Rng): unknown {
  const v = wrongValue(rng);
  return v instanceof Uint8Array || (typeof v === 'number' && !Number.isFinite(v)) ? 'x' : v;
}

/** A shared type of a random kind, possibly filled with nonsense. */
export function wrongType(rng: Rng): unknown {
  switch (Math.floor(rng() * 6)) {
    case 0: {
      const m = new Y.Map<unknown>();
      m.set('items', wrongValue(rng));
      return m;
    }
    case 1: {
      const a = new Y.Array<unknown>();
      a.push([wrongJsonValue(rng), 'x']);
      return a;
    }
    case 2:
      return new Y.Text('text where a map belongs');
    case 3: {
      const f = new Y.XmlFragment();
      const el = new Y.XmlElement(pick(rng, ['script', 'paragraph', 'bulletList', 'hardBreak', 'evil']));
      el.setAttribute('level', wrongValue(rng) as string);
      f.insert(0, [el]);
      return f;
    }
    case 4:
      return new Y.XmlElement('paragraph');
    default:
      return new Y.Map<unknown>();
  }
}

/** Either a wrong plain value or a wrong shared type. */
export const wrongAnything = (rng: Rng): unknown => (rng() < 0.6 ? wrongValue(rng) : wrongType(rng));

/** Rich text with marks and attributes of the wrong types and lists nested far too deep. */
export function wrongRichText(rng: Rng): Y.XmlFragment {
  const fragment = new Y.XmlFragment();
  const para = new Y.XmlElement('paragraph');
  para.setAttribute('textAlign', wrongValue(rng) as string);
  const text = new Y.XmlText();
  text.insert(0, '标记乱了', { textStyle: wrongJsonValue(rng), highlight: wrongJsonValue(rng), bold: wrongJsonValue(rng) } as Record<string, unknown>);
  para.insert(0, [text]);
  let list: Y.XmlElement = new Y.XmlElement('bulletList');
  const outer = list;
  for (let i = 0; i < 300; i++) {
    const item = new Y.XmlElement('listItem');
    const inner = new Y.XmlElement('bulletList');
    item.insert(0, [inner]);
    list.insert(0, [item]);
    list = inner;
  }
  fragment.insert(0, [para, outer, new Y.XmlElement(pick(rng, ['heading', 'orderedList', 'iframe']))]);
  return fragment;
}

const PAGE_KEYS = ['items', 'order', 'name', 'background', 'editable', 'deletable'] as const;
const ELEMENT_KEYS = ['tag', 'left', 'top', 'width', 'height', 'rotate', 'z', 'text', 'rows', 'fill', 'border', 'points', 'columns', 'src', 'crop', 'items', 'lock', 'opacity'] as const;
const META_KEYS = ['name', 'type', 'template', 'options', 'schemaVersion'] as const;

/**
 * One random wrong write somewhere in the layout (pages, a page's keys, items, an element's
 * keys, rich text, table rows, meta, products), inside the caller's transaction, never inside
 * the `spare` pages (what a test checks is kept). Returns where.
 */
export function writeWrongShape(doc: Y.Doc, rng: Rng, spare: ReadonlySet<string> = new Set()): string {
  const pages = doc.getMap<unknown>('pages');
  const pageMaps = [...pages.entries()].filter((e): e is [string, Y.Map<unknown>] => e[1] instanceof Y.Map && !spare.has(e[0])).map(([, p]) => p);
  const page = pageMaps.length ? pick(rng, pageMaps) : undefined;
  const items = page?.get('items');
  const itemMaps = items instanceof Y.Map ? [...items.values()].filter((e): e is Y.Map<unknown> => e instanceof Y.Map) : [];
  const element = itemMaps.length ? pick(rng, itemMaps) : undefined;
  switch (Math.floor(rng() * 9)) {
    case 0:
      pages.set(`evil${Math.floor(rng() * 1e6)}`, wrongAnything(rng));
      return 'pages';
    case 1:
      if (!page) return 'none';
      page.set(pick(rng, PAGE_KEYS), wrongAnything(rng));
      return 'page';
    case 2:
      if (!(items instanceof Y.Map)) return 'none';
      items.set(`ebad${Math.floor(rng() * 1e6)}`, wrongAnything(rng));
      return 'items';
    case 3:
      if (!element) return 'none';
      element.set(pick(rng, ELEMENT_KEYS), wrongAnything(rng));
      return 'element';
    case 4:
      if (!element) return 'none';
      element.set('text', wrongRichText(rng));
      return 'richtext';
    case 5: {
      if (!element) return 'none';
      const rows = new Y.Array<unknown>();
      rows.push([wrongJsonValue(rng), new Y.Map<unknown>(), wrongType(rng)]);
      element.set('rows', rows);
      return 'rows';
    }
    case 6:
      doc.getMap<unknown>('meta').set(pick(rng, META_KEYS), wrongAnything(rng));
      return 'meta';
    case 7:
      doc.getMap<unknown>('products').set('display', wrongAnything(rng));
      return 'products';
    default:
      doc.getMap<unknown>('productItems').set(`u${Math.floor(rng() * 1e6)}`, wrongAnything(rng));
      return 'productItems';
  }
}
