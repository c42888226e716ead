// A small HTML reader for element text. It knows only the tags rich text uses and drops the
// rest (keeping their text), so whatever HTML arrives, only safe structure survives: this is
// the sanitiser as well as the parser. It needs no DOM, so the server runs it too.
//
// The server reads every element's HTML inside a request, so the reader is one forward pass
// whose work grows linearly with the input, whatever the input: a backtracking regular
// expression over the whole text once made 40 KB of `<a` block the server for seconds
// (issue 21). Each step below says why it never scans the same characters twice.

export interface HtmlNode {
  tag: string;
  attrs: Record<string, string>;
  children: (HtmlNode | string)[];
}

const VOID = new Set(['br', 'img', 'hr', 'input', 'meta', 'link', 'col', 'source', 'wbr']);
/** elements whose content is never text a user wrote */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'object', 'noscript', 'head', 'title', 'svg', 'math']);
/**
 * Elements open at once. Deeper ones are left out and their text joins the deepest open one:
 * rich text never nests this far, and the readers of the tree recurse once per level.
 */
export const MAX_DEPTH = 64;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Linear: every alternative starts at a `&` and its character classes exclude `&`, so a
 * character is tried only from the nearest `&` before it, and a failed greedy run gives back
 * its characters one `;` test each.
 */
const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi;

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const LT = 0x3c;
const GT = 0x3e;
const DQ = 0x22;
const SQ = 0x27;
const SLASH = 0x2f;
const EQ = 0x3d;
const BACKTICK = 0x60;

/** JavaScript's `\s`, so attributes split exactly where they always did. */
const isSpace = (c: number): boolean =>
  c === 0x20 ||
  (c >= 0x09 && c <= 0x0d) ||
  c === 0xa0 ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0xfeff;
const isLetter = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isTagNameChar = (c: number): boolean => isLetter(c) || (c >= 0x30 && c <= 0x39) || c === 0x2d;
const isAttrNameChar = (c: number): boolean => !isSpace(c) && c !== DQ && c !== SQ && c !== LT && c !== GT && c !== SLASH && c !== EQ;
const isUnquotedValueChar = (c: number): boolean => !isSpace(c) && c !== DQ && c !== SQ && c !== EQ && c !== LT && c !== GT && c !== BACKTICK;

/**
 * `indexOf` for callers whose start only moves forward: a result at or after the new start is
 * still the answer, and "none" stays none, so the text is searched once in all.
 */
function forwardFinder(text: string, needle: string) {
  let found = -2; // not searched yet
  return (from: number): number => {
    if (found === -2 || (found !== -1 && found < from)) found = text.indexOf(needle, from);
    return found;
  };
}

/**
 * Attributes as `name`, `name=value`, `name="value"` or `name='value'`. A name is followed as
 * far as it goes, then at most one value; a quoted value without its closing quote is no value
 * (the name stands alone) and reading goes on after the name. Quotes are found with forward
 * finders: a value's quote lies after every earlier one, so no character is searched twice.
 */
function parseAttrs(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const n = source.length;
  if (n === 0) return attrs;
  let findDq: ((from: number) => number) | undefined;
  let findSq: ((from: number) => number) | undefined;
  let k = 0;
  while (k < n) {
    if (!isAttrNameChar(source.charCodeAt(k))) {
      k++;
      continue;
    }
    const nameStart = k;
    while (k < n && isAttrNameChar(source.charCodeAt(k))) k++;
    const name = source.slice(nameStart, k).toLowerCase();
    let value = '';
    let t = k;
    while (t < n && isSpace(source.charCodeAt(t))) t++;
    if (source.charCodeAt(t) === EQ) {
      t++;
      while (t < n && isSpace(source.charCodeAt(t))) t++;
      const c = source.charCodeAt(t);
      if (c === DQ || c === SQ) {
        const close = c === DQ ? (findDq ??= forwardFinder(source, '"'))(t + 1) : (findSq ??= forwardFinder(source, "'"))(t + 1);
        if (close >= 0) {
          value = source.slice(t + 1, close);
          k = close + 1;
        }
      } else if (t < n && isUnquotedValueChar(c)) {
        const start = t;
        while (t < n && isUnquotedValueChar(source.charCodeAt(t))) t++;
        value = source.slice(start, t);
        k = t;
      }
    }
    // the spaces after a lone name are skipped by the next turns, one comparison each
    attrs[name] = decodeEntities(value);
  }
  return attrs;
}

/**
 * For each position p, where a tag whose attributes start at p ends: the first `>` outside a
 * quoted string ("…" or '…' may hold `>`), or -1 when a quote never closes or no `>` follows.
 * One backward pass: a plain character ends where the next position does, a quote ends where
 * the position after its closing quote does.
 */
function tagEnds(html: string): Int32Array {
  const n = html.length;
  const ends = new Int32Array(n + 1);
  ends[n] = -1;
  let nextDq = -1;
  let nextSq = -1;
  for (let p = n - 1; p >= 0; p--) {
    const c = html.charCodeAt(p);
    if (c === GT) ends[p] = p;
    else if (c === DQ) {
      ends[p] = nextDq < 0 ? -1 : ends[nextDq + 1]!;
      nextDq = p;
    } else if (c === SQ) {
      ends[p] = nextSq < 0 ? -1 : ends[nextSq + 1]!;
      nextSq = p;
    } else ends[p] = ends[p + 1]!;
  }
  return ends;
}

/**
 * Parses a fragment into a tree under a synthetic root; malformed markup degrades to text.
 * Tokens: `<!--…-->` (skipped), `<tag …>` or `</tag …>`, a run of text up to the next `<`, or a
 * `<` that starts none of these (kept as text).
 */
export function parseHtml(html: string): HtmlNode {
  const root: HtmlNode = { tag: '#root', attrs: {}, children: [] };
  const stack: HtmlNode[] = [root];
  const top = () => stack[stack.length - 1]!;
  const findLt = forwardFinder(html, '<');
  const findCommentEnd = forwardFinder(html, '-->');
  let ends: Int32Array | null = null;
  let dropping: string | null = null;
  // Text is kept as a range of the source and read once the next markup comes: text tokens
  // that touch (a stray `<` and what follows it) are one range, decoded in one go, which gives
  // what decoding them one by one would, since no entity holds a `<`. Neighbouring text joins
  // into one string, as in a DOM: a comment or a dropped element between two pieces of text
  // does not split them into runs of their own.
  let textStart = 0;
  let textEnd = 0;
  const flushText = () => {
    if (textStart === textEnd) return;
    const { children } = top();
    const last = children.length - 1;
    const decoded = decodeEntities(html.slice(textStart, textEnd));
    if (typeof children[last] === 'string') children[last] += decoded;
    else children.push(decoded);
    textStart = textEnd;
  };
  const text = (start: number, end: number) => {
    if (dropping) return;
    if (start !== textEnd) flushText();
    if (textStart === textEnd) textStart = start;
    textEnd = end;
  };
  const n = html.length;
  let i = 0;
  while (i < n) {
    if (html.charCodeAt(i) !== LT) {
      const lt = findLt(i);
      const end = lt < 0 ? n : lt;
      text(i, end);
      i = end;
      continue;
    }
    if (html.startsWith('<!--', i)) {
      const close = findCommentEnd(i + 4);
      if (close >= 0) {
        flushText();
        i = close + 3;
        continue;
      }
    }
    const closing = html.charCodeAt(i + 1) === SLASH;
    const nameStart = i + (closing ? 2 : 1);
    if (!isLetter(html.charCodeAt(nameStart))) {
      text(i, i + 1);
      i++;
      continue;
    }
    let nameEnd = nameStart + 1;
    while (nameEnd < n && isTagNameChar(html.charCodeAt(nameEnd))) nameEnd++;
    ends ??= tagEnds(html);
    const gt = ends[nameEnd]!;
    if (gt < 0) {
      text(i, i + 1);
      i++;
      continue;
    }
    flushText();
    const tag = html.slice(nameStart, nameEnd).toLowerCase();
    const rawAttrs = html.slice(nameEnd, gt);
    i = gt + 1;
    if (dropping) {
      if (closing && tag === dropping) dropping = null;
      continue;
    }
    const selfClosing = !closing && rawAttrs !== '' && rawAttrs.trimEnd().endsWith('/');
    if (DROP_WITH_CONTENT.has(tag)) {
      if (!closing && !selfClosing) dropping = tag;
      continue;
    }
    if (closing) {
      // at most MAX_DEPTH elements to look through
      for (let at = stack.length - 1; at > 0; at--) {
        if (stack[at]!.tag === tag) {
          stack.length = at;
          break;
        }
      }
      continue;
    }
    const opens = !VOID.has(tag) && !selfClosing;
    if (opens && stack.length > MAX_DEPTH) continue;
    const node: HtmlNode = { tag, attrs: parseAttrs(rawAttrs), children: [] };
    top().children.push(node);
    if (opens) stack.push(node);
  }
  flushText();
  return root;
}

/** Reads `a: b; c: d` into a map with lower-case property names. */
export function parseStyle(style: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (style ?? '').split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const key = part.slice(0, colon).trim().toLowerCase();
    const value = part.slice(colon + 1).trim();
    if (key && value) out[key] = value;
  }
  return out;
}
