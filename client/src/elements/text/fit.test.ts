import { describe, expect, it } from 'vitest';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import { fitPatch, textHeight } from './fit';

/** Every character is as wide as the font size (a 40 px body font: 40 px per character). */
const mono = (text: string, font: string) => [...text].length * Number(/(\d+(?:\.\d+)?)px/.exec(font)![1]);
const box = (html: string, extra: Record<string, unknown> = {}): ElementJSON => ({ id: 't', tag: 'text', left: 100, top: 200, width: 400, height: 120, rotate: 0, html, ...extra });

describe('how tall a text box must be', () => {
  it('is its lines at the line height, plus the margins', () => {
    // ten characters of 40 px fit a 400 px line; 25 need three lines of 40 × 1.4
    expect(textHeight(box('<p>一二三四五六七八九十</p>'), mono)).toBe(56);
    expect(textHeight(box(`<p>${'光'.repeat(25)}</p>`), mono)).toBe(3 * 56);
    expect(textHeight(box('<p>一</p><p>二</p>', { lineHeight: 2, padding: 10 }), mono)).toBe(2 * 80 + 20);
    // narrower inside its margins: the same text wraps more
    expect(textHeight(box('<p>一二三四五六七八九十</p>', { padding: 20 }), mono)).toBe(2 * 56 + 40);
    // an empty box is one empty line tall
    expect(textHeight(box('<p></p>'), mono)).toBe(56);
  });
});

describe('fitting a box to a height', () => {
  it('grows and shrinks at the bottom edge, and writes nothing when it nearly fits', () => {
    const el = { left: 100, top: 200, height: 120, rotate: 0 };
    expect(fitPatch(el, 300)).toEqual({ left: 100, top: 200, height: 300 });
    expect(fitPatch(el, 56)).toEqual({ left: 100, top: 200, height: 56 });
    expect(fitPatch(el, 120.3)).toBeNull();
  });

  it('keeps a turned box’s top edge in place: the centre moves along the box’s own down', () => {
    // turned half round, its top edge is at the bottom: it grows upwards on the page
    expect(fitPatch({ left: 100, top: 200, height: 100, rotate: 180 }, 300)).toEqual({ left: 100, top: 0, height: 300 });
    // a quarter turn clockwise: the box's down is the page's left
    expect(fitPatch({ left: 100, top: 200, height: 100, rotate: 90 }, 300)).toEqual({ left: 0, top: 100, height: 300 });
  });
});
