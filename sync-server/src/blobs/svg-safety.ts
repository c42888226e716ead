import { setImmediate as nextTurn } from 'node:timers/promises';
import { readXmlInSteps, XmlError } from './xml-tokens';

/*
 * An SVG is kept only when it can do nothing but draw itself: opened on its own in a browser
 * tab it must run no script and reach no other address. The file is read with a strict XML
 * reader (xml-tokens.ts) and every element and attribute is judged with namespaces resolved
 * and entities decoded; anything doubtful is refused rather than cleaned, since a cleaned SVG
 * would no longer be the bytes the client hashed.
 */

export type SvgVerdict = { ok: true } | { ok: false; reason: SvgRefusal };
export type SvgRefusal = 'too-large' | 'malformed' | 'encoding' | 'entity' | 'not-svg' | 'script' | 'handler' | 'javascript' | 'external' | 'foreign' | 'processing';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
/** markup that is live in a browser whatever its parent: refused wherever it appears */
const LIVE_NAMESPACES = new Set(['http://www.w3.org/1999/xhtml', 'http://www.w3.org/1998/Math/MathML']);
/** elements that run code or embed another document (compared in lower case, any namespace) */
const FORBIDDEN_ELEMENTS: Record<string, SvgRefusal> = {
  script: 'script',
  handler: 'script',
  listener: 'script',
  foreignobject: 'foreign',
  iframe: 'foreign',
  embed: 'foreign',
  object: 'foreign',
  frame: 'foreign',
  applet: 'foreign',
  base: 'external',
  link: 'external',
  meta: 'foreign',
};
/** attributes whose value is an address (any namespace: href, xlink:href, …) */
const ADDRESS_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'data', 'codebase', 'background', 'poster', 'lowsrc', 'dynsrc']);
const ANIMATIONS = new Set(['set', 'animate', 'animatemotion', 'animatetransform', 'animatecolor']);

/** What a browser makes of an address: white space and control characters do not count. */
const squeeze = (value: string) => value.replace(/[\s\p{Cc}]+/gu, '').toLowerCase();
const hasControl = (value: string) => /\p{Cc}/u.test(value);

/** A same-document fragment, or a picture inlined as a raster data: address. */
export function isLocalReference(value: string): boolean {
  const v = value.trim();
  if (v === '' || v.startsWith('#')) return !hasControl(v);
  return /^data:image\/(?:png|jpeg|jpg|gif|webp)(?:;[a-z0-9=.+-]+)*,[a-z0-9+/=%\s]*$/i.test(v);
}

const SCRIPT_SCHEMES = ['javascript:', 'vbscript:', 'livescript:', 'data:text/html', 'data:application/xhtml', 'data:image/svg'];
const hasScriptScheme = (value: string) => {
  // every scheme ends in ':' (entities are already decoded): most values are passed at a glance
  if (!value.includes(':')) return false;
  const v = squeeze(value);
  return SCRIPT_SCHEMES.some((s) => v.includes(s));
};

/**
 * CSS (a style attribute, a <style> element, a presentation attribute) may reach out through
 * url(), @import and image functions. Escapes are refused outright (u\72l( is url( to a browser),
 * and the text is judged both with and without its comments, so either reading of it is safe.
 */
export function cssRefusal(css: string, full: boolean): SvgRefusal | null {
  if (full && css.includes('\\')) return 'external';
  // url(, image-set(, expression( need a '(' and script schemes a ':': a path or a number has neither
  if (!full && !css.includes('(') && !css.includes(':')) return null;
  const readings = css.includes('/*') ? [css, css.replace(/\/\*[\s\S]*?(\*\/|$)/g, '')] : [css];
  for (const text of readings) {
    const lower = text.toLowerCase();
    if (hasScriptScheme(lower) || /expression\s*\(|-moz-binding|behavior\s*:/.test(lower)) return 'javascript';
    if (full && /@import|@font-face/.test(lower)) return 'external';
    if (/(?:^|[^a-z0-9_-])(?:-webkit-)?(?:image-set|image|cross-fade|element|src|paint)\s*\(/.test(lower)) return 'external';
    const urls = /url\s*\(/g;
    for (let m = urls.exec(lower); m; m = urls.exec(lower)) {
      const start = m.index + m[0].length;
      const end = text.indexOf(')', start);
      if (end < 0) return 'external';
      const target = text.slice(start, end).trim().replace(/^(['"])([\s\S]*)\1$/, '$2');
      if (!isLocalReference(target)) return 'external';
    }
  }
  return null;
}

const splitName = (name: string): [string | null, string] => {
  const colon = name.indexOf(':');
  return colon < 0 ? [null, name] : [name.slice(0, colon), name.slice(colon + 1)];
};

/** The largest SVG kept: the check reads every byte, and a drawing needs far less. */
export const MAX_SVG_BYTES = 2 * 1024 * 1024;

/** Judges an SVG file's bytes at once (UTF-8, as browsers read an XML file without another declared encoding). */
export function checkSvg(bytes: Uint8Array): SvgVerdict {
  const steps = judgeInSteps(bytes);
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}

/** checkSvg for the server: the event loop runs other work between slices of a large file. */
export async function checkSvgAsync(bytes: Uint8Array): Promise<SvgVerdict> {
  const steps = judgeInSteps(bytes);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await nextTurn();
  }
}

function* judgeInSteps(bytes: Uint8Array): Generator<void, SvgVerdict, void> {
  if (bytes.length > MAX_SVG_BYTES) return { ok: false, reason: 'too-large' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { ok: false, reason: 'encoding' };
  }
  // a second reading of the raw text, cheap and independent of the reader below
  if (/<!ENTITY/i.test(text)) return { ok: false, reason: 'entity' };

  const scopes: Map<string, string>[] = [new Map([['xml', XML_NS]])];
  const lookup = (prefix: string | null): string | null => {
    for (let k = scopes.length - 1; k >= 0; k--) {
      const uri = scopes[k]!.get(prefix ?? '');
      if (uri !== undefined) return uri;
    }
    return null;
  };
  let refusal: SvgRefusal | null = null;
  const refuse = (reason: SvgRefusal) => {
    refusal ??= reason;
  };
  let styleDepth = 0;
  let style = '';

  try {
    yield* readXmlInSteps(text, {
      declaration(attrs) {
        const encoding = attrs.get('encoding');
        if (encoding !== undefined && !/^utf-?8$/i.test(encoding)) refuse('encoding');
      },
      processing: () => refuse('processing'),
      open(name, attrs, depth) {
        const scope = new Map<string, string>();
        for (const [attr, value] of attrs) {
          if (attr === 'xmlns') scope.set('', value);
          else if (attr.startsWith('xmlns:')) scope.set(attr.slice(6), value);
        }
        scopes.push(scope);
        const [prefix, local] = splitName(name);
        const ns = lookup(prefix);
        if (prefix !== null && ns === null) throw new XmlError('malformed');
        const lower = local.toLowerCase();
        if (depth === 1 && (local !== 'svg' || ns !== SVG_NS)) refuse('not-svg');
        if (ns !== null && LIVE_NAMESPACES.has(ns)) refuse('foreign');
        const forbidden = FORBIDDEN_ELEMENTS[lower];
        if (forbidden) refuse(forbidden);
        if (lower === 'style') {
          styleDepth = depth;
          style = '';
        }
        for (const [attr, value] of attrs) {
          if (attr === 'xmlns' || attr.startsWith('xmlns:')) continue;
          const [attrPrefix, attrLocal] = splitName(attr);
          if (attrPrefix !== null && lookup(attrPrefix) === null) throw new XmlError('malformed');
          const a = attrLocal.toLowerCase();
          if (a.startsWith('on')) refuse('handler');
          if (hasScriptScheme(value)) refuse('javascript');
          if (ADDRESS_ATTRIBUTES.has(a) && !isLocalReference(value)) refuse('external');
          const css = cssRefusal(value, a === 'style');
          if (css) refuse(css);
          // <set attributeName="href" to="…"> would put an address (or a handler) in place later
          if (ANIMATIONS.has(lower) && a === 'attributename') {
            const target = splitName(value.trim())[1].toLowerCase();
            if (target.startsWith('on')) refuse('handler');
            if (ADDRESS_ATTRIBUTES.has(target)) refuse('external');
          }
        }
      },
      close(_name, depth) {
        scopes.pop();
        if (styleDepth === depth) {
          const css = cssRefusal(style, true);
          if (css) refuse(css);
          styleDepth = 0;
        }
      },
      text(value) {
        if (styleDepth > 0) style += value;
      },
    });
  } catch (err) {
    if (err instanceof XmlError) return { ok: false, reason: err.reason === 'entity' ? 'entity' : 'malformed' };
    throw err;
  }
  return refusal ? { ok: false, reason: refusal } : { ok: true };
}
