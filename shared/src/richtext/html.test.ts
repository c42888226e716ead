import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { blocksToHtml, blocksToText, htmlToBlocks, sanitizeHtml } from './html';
import { readBlocks, writeBlocks } from './yjs';

const roundTrip = (html: string) => {
  const doc = new Y.Doc();
  const fragment = doc.getXmlFragment('t');
  doc.transact(() => writeBlocks(fragment, htmlToBlocks(html)));
  return blocksToHtml(readBlocks(fragment));
};

describe('rich text HTML', () => {
  it.each([
    '<p>照明设计方案</p>',
    '<p style="text-align: center"><strong>粗体</strong>和<em>斜体</em>，<u>下划线</u></p>',
    '<p><span style="color: #fa6400; font-size: 24px">橙色大字</span><br>第二行</p>',
    '<h2>一、项目分析</h2><ul><li><p>客厅 300 lx</p></li><li><p>卧室 150 lx</p></li></ul>',
    '<ol><li><p>第一步</p></li></ol>',
    '<p><mark data-color="#ffe066" style="background-color: #ffe066">高亮</mark></p>',
  ])('survives HTML → Yjs → HTML: %s', (html) => {
    expect(roundTrip(html)).toBe(html);
  });

  it('nests marks in a stable order', () => {
    expect(sanitizeHtml('<b><i>x</i></b>')).toBe('<p><em><strong>x</strong></em></p>');
    expect(sanitizeHtml('<i><b>x</b></i>')).toBe('<p><em><strong>x</strong></em></p>');
  });

  it('drops scripts, event handlers, unknown tags and unsafe styles, keeping text', () => {
    const dirty = '<p onclick="steal()">安全<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:x">链接</a><span style="background-image: url(x); color: red">红</span></p><style>p{}</style>';
    expect(sanitizeHtml(dirty)).toBe('<p>安全链接<span style="color: red">红</span></p>');
  });

  it('wraps loose text in paragraphs and escapes it', () => {
    expect(sanitizeHtml('a < b & c')).toBe('<p>a &lt; b &amp; c</p>');
    expect(sanitizeHtml('<div>块一</div><div>块二</div>')).toBe('<p>块一</p><p>块二</p>');
    expect(sanitizeHtml('')).toBe('');
  });

  it('reads pasted office HTML as the editor would: weights, line-through, table cells', () => {
    // pasted HTML goes through this reader before the editor sees it (issue 9), so it must not
    // read more into it than the editor's own parser did
    expect(sanitizeHtml('<b style="font-weight: normal" id="docs-internal-guid-1"><span style="font-weight: 700">粗</span><span style="font-weight: 400">细</span></b>')).toBe(
      '<p><strong>粗</strong>细</p>',
    );
    expect(sanitizeHtml('<p><strong>粗<span style="font-weight: normal">细</span></strong></p>')).toBe('<p><strong>粗</strong>细</p>');
    expect(sanitizeHtml('<p><span style="text-decoration: line-through">删</span></p>')).toBe('<p><s>删</s></p>');
    expect(sanitizeHtml('<table><tr><td>筒灯</td><td>12</td></tr></table>')).toBe('<p>筒灯</p><p>12</p>');
  });

  it('decodes entities', () => {
    expect(blocksToText(htmlToBlocks('<p>&lt;3&nbsp;&#x4E2D;&#25991;</p>'))).toBe('<3\u00a0中文');
  });

  it('survives unclosed and stray tags', () => {
    expect(sanitizeHtml('<p><strong>未闭合')).toBe('<p><strong>未闭合</strong></p>');
    expect(sanitizeHtml('</b>文字</p>')).toBe('<p>文字</p>');
  });
});

describe('text as Tiptap writes it', () => {
  it('reads marks whose unset attributes are null (never throws, drops them)', () => {
    const doc = new Y.Doc();
    const fragment = doc.getXmlFragment('t');
    const p = new Y.XmlElement('paragraph');
    p.setAttribute('textAlign', null as unknown as string);
    const text = new Y.XmlText();
    p.insert(0, [text]);
    fragment.insert(0, [p]);
    text.insert(0, '暖光', { textStyle: { color: '#fa5252', fontSize: null, fontFamily: null }, highlight: { color: null } });
    expect(blocksToHtml(readBlocks(fragment))).toBe('<p><span style="color: #fa5252"><mark>暖光</mark></span></p>');
  });
});
