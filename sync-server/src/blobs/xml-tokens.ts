/*
 * A small, strict XML reader for the SVG safety check (svg-safety.ts). It refuses whatever a
 * browser's XML parser would refuse (unclosed or mismatched tags, unquoted or repeated
 * attributes, undefined entities, '<' in a value), so the tree it reports is the tree a browser
 * builds: nothing can hide in the gap between a lenient reader and the real one. Entities are
 * decoded here (the five predefined ones and character references) so the rules see the
 * values a browser sees. A document type declaration with an internal subset (where
 * <!ENTITY lives) is refused outright.
 */

export class XmlError extends Error {
  constructor(readonly reason: 'malformed' | 'entity' | 'too-deep') {
    super(reason);
  }
}

export interface XmlHandler {
  declaration?(attrs: Map<string, string>): void;
  processing?(target: string): void;
  doctype?(): void;
  open(name: string, attrs: Map<string, string>, depth: number): void;
  close(name: string, depth: number): void;
  /** character data, entities decoded; `cdata` for a CDATA section */
  text(value: string, cdata: boolean, depth: number): void;
}

const NAME = /[A-Za-z_:\u00C0-\uFFFF][A-Za-z0-9_:.\-\u00B7\u00C0-\uFFFF]*/y;
const SPACE = /[ \t\r\n]*/y;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const MAX_DEPTH = 256;

/** Decodes the five predefined entities and character references; anything else is an error. */
export function decodeEntities(raw: string): string {
  let amp = raw.indexOf('&');
  if (amp < 0) return raw;
  const parts: string[] = [];
  let from = 0;
  while (amp >= 0) {
    const semi = raw.indexOf(';', amp);
    const body = semi < 0 ? '' : raw.slice(amp + 1, semi);
    if (semi < 0 || body.includes('&')) throw new XmlError('malformed');
    parts.push(raw.slice(from, amp), decodeOne(body));
    from = semi + 1;
    amp = raw.indexOf('&', from);
  }
  parts.push(raw.slice(from));
  return parts.join('');
}

function decodeOne(body: string): string {
  const named = PREDEFINED[body];
  if (named !== undefined && Object.hasOwn(PREDEFINED, body)) return named;
  const num = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(body);
  if (!num) throw new XmlError(body.startsWith('#') ? 'malformed' : 'entity');
  const code = num[1] !== undefined ? parseInt(num[1], 16) : parseInt(num[2]!, 10);
  const legal = code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
  if (!legal) throw new XmlError('malformed');
  return String.fromCodePoint(code);
}

/** How many markup items are read between two pauses of readXmlInSteps. */
const STEP = 500;

/** Reads the whole text, calling the handler in document order; throws XmlError on anything doubtful. */
export function readXml(text: string, handler: XmlHandler): void {
  for (const _ of readXmlInSteps(text, handler)) {
    // run to the end at once
  }
}

/**
 * readXml in slices: the generator pauses every STEP items, so a caller can let the event loop
 * breathe between slices while a large file is read.
 */
export function* readXmlInSteps(text: string, handler: XmlHandler): Generator<void, void, void> {
  let i = 0;
  const stack: string[] = [];
  let seenRoot = false;

  const fail = (reason: XmlError['reason'] = 'malformed'): never => {
    throw new XmlError(reason);
  };
  const skipSpace = () => {
    SPACE.lastIndex = i;
    SPACE.exec(text);
    i = SPACE.lastIndex;
  };
  const readName = (): string => {
    NAME.lastIndex = i;
    const m = NAME.exec(text);
    if (!m) fail();
    i = NAME.lastIndex;
    return m![0];
  };
  const readAttributes = (end: RegExp): Map<string, string> => {
    const attrs = new Map<string, string>();
    for (;;) {
      const before = i;
      skipSpace();
      end.lastIndex = i;
      if (end.test(text)) return attrs;
      if (i === before) fail(); // attributes are separated by white space
      const name = readName();
      skipSpace();
      if (text[i] !== '=') fail();
      i++;
      skipSpace();
      const quote = text[i];
      if (quote !== '"' && quote !== "'") fail();
      const close = text.indexOf(quote!, i + 1);
      if (close < 0) fail();
      const raw = text.slice(i + 1, close);
      if (raw.includes('<')) fail();
      if (attrs.has(name)) fail();
      attrs.set(name, decodeEntities(raw));
      i = close + 1;
    }
  };

  let items = 0;
  while (i < text.length) {
    if (++items % STEP === 0) yield;
    if (text[i] !== '<') {
      const next = text.indexOf('<', i);
      const raw = text.slice(i, next < 0 ? text.length : next);
      if (raw.includes(']]>')) fail();
      const value = decodeEntities(raw);
      if (stack.length === 0 && value.trim() !== '') fail();
      if (stack.length > 0) handler.text(value, false, stack.length);
      i = next < 0 ? text.length : next;
      continue;
    }
    if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      if (end < 0) fail();
      i = end + 3;
    } else if (text.startsWith('<![CDATA[', i)) {
      if (stack.length === 0) fail();
      const end = text.indexOf(']]>', i + 9);
      if (end < 0) fail();
      handler.text(text.slice(i + 9, end), true, stack.length);
      i = end + 3;
    } else if (text.startsWith('<!DOCTYPE', i)) {
      if (seenRoot) fail();
      // only the plain form: <!DOCTYPE svg PUBLIC "…" "…"> with no internal subset
      const m = /<!DOCTYPE[ \t\r\n]+[^\s>[]+(?:[ \t\r\n]+(?:PUBLIC[ \t\r\n]+(?:"[^"]*"|'[^']*')[ \t\r\n]+(?:"[^"]*"|'[^']*')|SYSTEM[ \t\r\n]+(?:"[^"]*"|'[^']*')))?[ \t\r\n]*>/y;
      m.lastIndex = i;
      if (!m.exec(text)) fail('entity');
      handler.doctype?.();
      i = m.lastIndex;
    } else if (text.startsWith('<!', i)) {
      fail(text.startsWith('<!ENTITY', i) ? 'entity' : 'malformed');
    } else if (text.startsWith('<?', i)) {
      i += 2;
      const target = readName();
      if (target.toLowerCase() === 'xml') {
        if (i - 5 !== 0) fail(); // the declaration only at the very start
        const attrs = readAttributes(/[ \t\r\n]*\?>/y);
        skipSpace();
        i += 2;
        handler.declaration?.(attrs);
      } else {
        const end = text.indexOf('?>', i);
        if (end < 0) fail();
        handler.processing?.(target);
        i = end + 2;
      }
    } else if (text[i + 1] === '/') {
      i += 2;
      const name = readName();
      skipSpace();
      if (text[i] !== '>' || stack.pop() !== name) fail();
      i++;
      handler.close(name, stack.length + 1);
    } else {
      i++;
      if (seenRoot && stack.length === 0) fail(); // one root element
      const name = readName();
      const attrs = readAttributes(/[ \t\r\n]*\/?>/y);
      skipSpace();
      const selfClosing = text[i] === '/';
      i += selfClosing ? 2 : 1;
      seenRoot = true;
      if (stack.length >= MAX_DEPTH) fail('too-deep');
      stack.push(name);
      handler.open(name, attrs, stack.length);
      if (selfClosing) handler.close(stack.pop()!, stack.length + 1);
    }
  }
  if (!seenRoot || stack.length > 0) fail();
}
