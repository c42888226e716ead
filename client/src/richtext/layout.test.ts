import { describe, expect, it } from 'vitest';
import { htmlToBlocks } from '../../../shared/src/richtext/html';
import { layoutText, tokenize, type Measure } from './layout';

/** A monospace stand-in for canvas measuring: CJK is a full em, everything else half. */
const measure: Measure = (text, font) => {
  const size = Number(/(\d+(?:\.\d+)?)px/.exec(font)![1]);
  return [...text].reduce((w, ch) => w + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? size : size / 2), 0);
};
const lineTexts = (html: string, width: number) =>
  layoutText(htmlToBlocks(html), { width }, measure).lines.map((l) =>
    l.runs
      .map((r) => r.text)
      .join('')
      .trimEnd(),
  );

describe('tokenize', () => {
  it('keeps Latin words whole and splits Chinese by character', () => {
    expect(tokenize('hello world')).toEqual(['hello ', 'world']);
    expect(tokenize('照明设计')).toEqual(['照', '明', '设', '计']);
    expect(tokenize('LED灯带')).toEqual(['LED', '灯', '带']);
  });

  it('glues closing punctuation to the character before and opening to the one after', () => {
    expect(tokenize('好，是。')).toEqual(['好，', '是。']);
    expect(tokenize('用（筒灯）')).toEqual(['用', '（筒', '灯）']);
    expect(tokenize('Yes, ok.')).toEqual(['Yes, ', 'ok.']);
  });
});

describe('layoutText', () => {
  it('breaks Chinese between characters at the width (40 px each)', () => {
    expect(lineTexts('<p>客厅照明设计方案</p>', 160)).toEqual(['客厅照明', '设计方案']);
  });

  it('never starts a line with closing punctuation', () => {
    // "客厅照" fits in 120; "明，" is carried together to the next line
    expect(lineTexts('<p>客厅照明，卧室</p>', 160)).toEqual(['客厅照', '明，卧室']);
  });

  it('keeps an ellipsis with the character before it', () => {
    expect(lineTexts('<p>一二三……</p>', 120)).toEqual(['一二', '三……']);
  });

  it('breaks Latin between words and only splits a word wider than the line', () => {
    expect(lineTexts('<p>warm white light</p>', 220)).toEqual(['warm white', 'light']);
    expect(lineTexts('<p>supercalifragilistic</p>', 200)).toEqual(['supercalif', 'ragilistic']);
  });

  it('mixes Chinese and Latin, and keeps a word spanning two styles together', () => {
    expect(lineTexts('<p>3000K暖白光 LED</p>', 200)).toEqual(['3000K暖白', '光 LED']);
    const layout = layoutText(htmlToBlocks('<p>Hel<strong>lo</strong> world</p>'), { width: 140 }, measure);
    expect(layout.lines).toHaveLength(2);
    expect(layout.lines[0]!.runs.map((r) => [r.text, r.font.includes('bold')])).toEqual([
      ['Hel', false],
      ['lo', true],
      [' ', false],
    ]);
  });

  it('honours hard breaks, line height, heading size and alignment', () => {
    const layout = layoutText(htmlToBlocks('<h1 style="text-align: center">标题</h1><p>一<br>二</p>'), { width: 400, lineHeight: 2 }, measure);
    expect(layout.lines.map((l) => l.height)).toEqual([192, 80, 80]);
    expect(layout.height).toBe(352);
    expect(layout.lines[0]!.runs[0]!.x).toBe((400 - 192) / 2);
    expect(layout.lines[0]!.runs[0]!.font).toContain('bold');
    expect(layout.lines[2]!.y).toBe(272);
  });

  it('draws list markers in the indent', () => {
    const layout = layoutText(htmlToBlocks('<ul><li><p>筒灯</p></li><li><p>射灯</p></li></ul>'), { width: 800 }, measure);
    expect(layout.lines).toHaveLength(2);
    expect(layout.lines[0]!.runs[0]!.text).toBe('•');
    expect(layout.lines[0]!.runs[1]!.x).toBe(60);
  });

  it('colour, underline and highlight reach the runs', () => {
    const [line] = layoutText(htmlToBlocks('<p><span style="color: #ff0000">红</span><u>下</u><mark data-color="#ffff00">亮</mark></p>'), { width: 800 }, measure).lines;
    expect(line!.runs.map((r) => [r.text, r.color, r.underline, r.highlight])).toEqual([
      ['红', '#ff0000', false, null],
      ['下', '#1f2430', true, null],
      ['亮', '#1f2430', false, '#ffff00'],
    ]);
  });
});
