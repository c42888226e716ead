import { describe, expect, it } from 'vitest';
import type { ElementJSON } from '../../../shared/src/schema/types';
import { readableZoom, smallestFontSize } from './readable';

const text = (html: string) => ({ id: 't', tag: 'text', left: 0, top: 0, width: 800, height: 120, html }) as ElementJSON;

describe('readable text while typing', () => {
  it('finds the smallest text of a box: body size, or a smaller size set inside it', () => {
    expect(smallestFontSize(text('<p>照明</p>'))).toBe(40);
    expect(smallestFontSize(text('<p><span style="font-size: 16px">小字</span> 正文</p>'))).toBe(16);
    expect(smallestFontSize(text('<p><span style="font-size: 96px">大字</span></p>'))).toBe(40);
    expect(smallestFontSize({ ...text(''), tag: 'input', fontSize: 32 })).toBe(32);
  });

  it('zooms only when the text would be drawn under 12 px, to 14 px', () => {
    // a phone: the page fitted at 18 % draws 40 px text at 7.2 px
    expect(readableZoom(0.18, text('<p>照明</p>'))).toBeCloseTo(0.35);
    // a tablet in portrait: 38 % draws it at 15 px, which is readable
    expect(readableZoom(0.38, text('<p>照明</p>'))).toBeNull();
    expect(readableZoom(0.38, text('<p><span style="font-size: 16px">小字</span></p>'))).toBeCloseTo(0.875);
  });
});
