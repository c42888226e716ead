import { describe, expect, it } from 'vitest';
import { blocksToText, htmlToBlocks } from '../richtext/html';
import { entriesHtml, htmlWithText } from './html-text';

describe('swapping the words of rich text', () => {
  it('keeps the block, alignment and marks of the first words', () => {
    const html = '<h1 style="text-align: center"><span style="color: #c8873a; font-size: 88px"><strong>旧项目</strong></span> 方案</h1>';
    expect(htmlWithText(html, '滨江壹号')).toBe('<h1 style="text-align: center"><span style="color: #c8873a; font-size: 88px"><strong>滨江壹号</strong></span></h1>');
  });

  it('writes a plain paragraph into empty text, escapes markup and keeps one line', () => {
    expect(htmlWithText('', '新名')).toBe('<p>新名</p>');
    expect(htmlWithText('<p><em>x</em></p>', 'A<B>\nC')).toBe('<p><em>A&lt;B&gt; C</em></p>');
  });

  it('rewrites contents entries in the format of the first one', () => {
    const pattern = '<p><span style="color: #c8873a"><strong>01</strong></span>\u3000旧章节</p><p>02\u3000另一章</p>';
    const html = entriesHtml(pattern, [
      { number: '01', title: '项目分析' },
      { number: '02', title: '设计依据' },
    ]);
    expect(html).toBe('<p><span style="color: #c8873a"><strong>01</strong></span>\u3000项目分析</p><p><span style="color: #c8873a"><strong>02</strong></span>\u3000设计依据</p>');
  });

  it('puts number and title in the one run of a single-run entry', () => {
    const html = entriesHtml('<p style="text-align: right"><strong>01 目录</strong></p>', [{ number: '03', title: '初步设计' }]);
    expect(html).toBe('<p style="text-align: right"><strong>03\u3000初步设计</strong></p>');
    expect(blocksToText(htmlToBlocks(html))).toBe('03\u3000初步设计');
  });
});
