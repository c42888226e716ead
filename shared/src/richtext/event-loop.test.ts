import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { busyMs, EVENT_LOOP_BUDGET_MS } from '../../../test/helpers/timing';
import { htmlToBlocks } from './html';
import { decodeEntities, parseStyle } from './html-parse';
import { safeCss, type TextRun } from './model';
import { writeBlocks } from './yjs';

// Issue 21 point 2: the server reads every element's HTML inside a request, so no HTML may
// hold the event loop. Each case is the worst input of one pattern or loop, at the largest
// size doc/update accepts, and must be read within the budget. htmlToBlocks is what the
// server runs (parseHtml, then the tree readers), so it is what is timed.

/** An element's html is at most this long (ElementSchema in shared/src/protocol/doc.ts). */
const HTML_MAX = 200_000;

/** `unit` repeated as often as fits in an element's html, between `before` and `after`. */
const filled = (unit: string, before = '', after = '') => before + unit.repeat(Math.floor((HTML_MAX - before.length - after.length) / unit.length)) + after;

describe('reading an element’s HTML takes time in proportion to its length', () => {
  it.each([
    // The tag pattern `<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>` tried every
    // `<a` against the whole rest of the text, looking for a `>` that never comes (issue 21).
    ['tag starts with no `>`', filled('<a')],
    // The same pattern's quoted strings: each `"` pairs with the next tag's, so every tag
    // start read to the end of the text again.
    ['attribute quotes that never close ("…)', filled('<a x="')],
    ["attribute quotes that never close ('…)", filled("<a x='")],
    // `<!--[\s\S]*?-->` searched for `-->` from every `<!--`.
    ['comments that never close', filled('<!--')],
    // `<` that starts no tag falls back to one-character text tokens, one per character.
    ['stray `<` only', filled('<')],
    ['`</` with no name', filled('</')],
    // A closing tag looked through the whole open-element stack, which grew with every `<b>`.
    ['closing tags against a deep stack', filled('</i>', '<b>'.repeat(HTML_MAX / 6))],
    // Nesting made the tree as deep as the text is long; its readers recurse once per level.
    ['tags nested as deep as the text allows', filled('<b>')],
    ['blocks nested as deep as the text allows', filled('<div>')],
    ['lists nested as deep as the text allows', filled('<ul><li>')],
    // The attribute pattern: names and values all the way along one tag.
    ['one tag holding attributes to the limit', filled(' a', '<b', '>x</b>')],
    ['one tag holding quoted values to the limit', filled(' a="1"', '<b', '>x</b>')],
    // A value's quote closes only inside the next value: every value reads up to the next one.
    ['quoted values whose quote closes in the next value', filled(` 'a="'`, '<b', '>x</b>')],
    ['a name, then spaces to the limit', filled(' ', '<b a', '>x</b>')],
    // The entity pattern `&(#x[0-9a-f]+|#\d+|[a-z]+);`: runs that never reach their `;`.
    ['`&` only', filled('&')],
    ['`&#x` only', filled('&#x')],
    ['one `&#x` and hex digits with no `;`', filled('f', '&#x')],
    ['one `&#` and digits with no `;`', filled('1', '&#')],
    ['one `&` and letters with no `;`', filled('a', '&')],
    // One style attribute to the limit, read by parseStyle and safeCss for every text under it.
    ['a style of `;` only', filled(';', '<b style="', '">x</b>')],
    ['a style of properties only', filled('a:b;', '<b style="', '">x</b>')],
    ['a style value to the limit', filled('a', '<b style="color: ', '">x</b>')],
    // `[\r\n\t]+` is replaced in every run of text.
    ['line breaks and tabs only', filled('\r\n\t')],
  ])('%s', (_name, html) => {
    expect(html.length).toBeLessThanOrEqual(HTML_MAX);
    expect(busyMs(() => htmlToBlocks(html))).toBeLessThan(EVENT_LOOP_BUDGET_MS);
  });
});

describe('the helpers the reader uses, at the largest size', () => {
  it('decodeEntities: `&` runs, and number runs that never end in `;`', () => {
    for (const text of [filled('&'), filled('&#x'), filled('&#'), filled('9', '&#'), filled('f', '&#x'), filled('z', '&'), filled('&amp')]) {
      expect(busyMs(() => decodeEntities(text))).toBeLessThan(EVENT_LOOP_BUDGET_MS);
    }
  });

  it('parseStyle: separators only, and colons only', () => {
    for (const style of [filled(';'), filled(':'), filled('a:;')]) expect(busyMs(() => parseStyle(style))).toBeLessThan(EVENT_LOOP_BUDGET_MS);
  });

  it('safeCss: a value to the limit is judged from its first 65 characters', () => {
    // SAFE_CSS_VALUE is anchored and bounded ({1,64}), so it fails at the 65th character
    for (const value of [filled('a'), filled(' '), filled('u')]) expect(busyMs(() => safeCss(value))).toBeLessThan(EVENT_LOOP_BUDGET_MS);
  });
});

describe('writing text into the shared document', () => {
  // Yjs looks for the place of an insert that carries marks by walking from the start of the
  // text, so one insert per run took time in proportion to the square of the runs: 5,000
  // runs of alternating marks (about 30 KB of html) took seconds.
  it('writes many runs of alternating marks in proportion to their number', () => {
    const runs: TextRun[] = Array.from({ length: 5000 }, (_, i) => ({ text: 'a', marks: i % 2 ? { bold: {} } : { italic: {} } }));
    const elapsed = busyMs(() => {
      const doc = new Y.Doc();
      doc.transact(() => writeBlocks(doc.getXmlFragment('t'), [{ name: 'paragraph', attrs: {}, inlines: runs }]));
    });
    expect(elapsed).toBeLessThan(EVENT_LOOP_BUDGET_MS);
  });
});
