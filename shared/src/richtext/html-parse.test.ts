import { describe, expect, it } from 'vitest';
import { blocksToText, htmlToBlocks, sanitizeHtml } from './html';
import { MAX_DEPTH, parseHtml, type HtmlNode } from './html-parse';

const depthOf = (node: HtmlNode): number => 1 + Math.max(0, ...node.children.map((c) => (typeof c === 'string' ? 0 : depthOf(c))));

describe('nesting deeper than MAX_DEPTH', () => {
  // An element's html may be 200,000 characters: 66,000 unclosed tags once made a tree that
  // deep, and reading it overflowed the stack.
  it('keeps the text of tags nested as deep as an element allows, without their structure', () => {
    const html = `${'<b>'.repeat(66_000)}深处${'</b>'.repeat(10)}`;
    expect(depthOf(parseHtml(html))).toBe(MAX_DEPTH + 1);
    expect(sanitizeHtml(html)).toBe('<p><strong>深处</strong></p>');
  });

  it('keeps the text of lists nested as deep as an element allows', () => {
    const html = `${'<ul><li>'.repeat(25_000)}底层`;
    expect(blocksToText(htmlToBlocks(html))).toBe('底层');
  });

  it('keeps structure up to the limit', () => {
    const html = `${'<div>'.repeat(MAX_DEPTH - 1)}<b>粗</b>${'</div>'.repeat(MAX_DEPTH - 1)}`;
    expect(sanitizeHtml(html)).toBe('<p><strong>粗</strong></p>');
  });

  it('a closing tag still closes the element it names, past the limit', () => {
    expect(sanitizeHtml(`<i>${'<b>'.repeat(100)}斜粗</i>正常`)).toBe('<p><em><strong>斜粗</strong></em>正常</p>');
  });
});

describe('neighbouring text is one run', () => {
  // Text on both sides of a stray `<`, a comment or a dropped element was one run per piece,
  // written as one tag each: 40 KB of `<a` became 20,000 runs.
  it.each([
    ['<b>1 < 2</b>', '<p><strong>1 &lt; 2</strong></p>'],
    ['<b>前<!-- 注释 -->后</b>', '<p><strong>前后</strong></p>'],
    ['<b>前<script>x()</script>后</b>', '<p><strong>前后</strong></p>'],
    ['<i>a<<<1</i>', '<p><em>a&lt;&lt;&lt;1</em></p>'],
  ])('%s', (html, clean) => {
    expect(sanitizeHtml(html)).toBe(clean);
  });

  it('an entity split by a comment stays undecoded, as before', () => {
    expect(blocksToText(htmlToBlocks('&am<!---->p;'))).toBe('&amp;');
  });
});

describe('tokens read as before', () => {
  it.each([
    // a quoted value may hold `>` and `<`
    ['<span title="a>b<c" style="color: red">红</span>', '<p><span style="color: red">红</span></p>'],
    ["<span title='a>b' style='color: red'>红</span>", '<p><span style="color: red">红</span></p>'],
    ['<span style=color:red>红</span>', '<p><span style="color: red">红</span></p>'],
    ['<SPAN STYLE = "COLOR: red">红</SPAN>', '<p><span style="color: red">红</span></p>'],
    ['<mark data-color="#ffe066" data-color="#fa5252">后者</mark>', '<p><mark data-color="#fa5252" style="background-color: #fa5252">后者</mark></p>'],
    // a quote that never closes: the `<` is text, and reading goes on after it
    ['<b x="y>文字</b>', '<p>&lt;b x="y&gt;文字</p>'],
    ['a <!-- never closed <b>粗</b>', '<p>a &lt;!-- never closed <strong>粗</strong></p>'],
    ['</ b>x', '<p>&lt;/ b&gt;x</p>'],
    ['<script/>留下', '<p>留下</p>'],
    ['<p>一<br/>二</p>', '<p>一<br>二</p>'],
    ['<p>&lt;&#x4E2D;&#25991;&bogus;&amp</p>', '<p>&lt;中文&amp;bogus;&amp;amp</p>'],
  ])('%s', (html, clean) => {
    expect(sanitizeHtml(html)).toBe(clean);
  });
});
