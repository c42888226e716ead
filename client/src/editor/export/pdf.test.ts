import { describe, expect, it } from 'vitest';
import { buildPdf, pdfPageCount } from './pdf';

/** The smallest valid-looking JPEG header and trailer; the PDF layer does not decode it. */
const fakeJpeg = (n: number) => new Uint8Array([0xff, 0xd8, ...new Array<number>(n).fill(7), 0xff, 0xd9]);

describe('PDF writer', () => {
  it('writes one page per image, with a correct cross-reference table', () => {
    const pdf = buildPdf([
      { jpeg: fakeJpeg(100), width: 1920, height: 1080 },
      { jpeg: fakeJpeg(50), width: 1920, height: 1080 },
      { jpeg: fakeJpeg(10), width: 800, height: 800 },
    ]);
    expect(pdfPageCount(pdf)).toBe(3);
    const text = new TextDecoder('latin1').decode(pdf);
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // every xref offset points at "N 0 obj"
    const start = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(start, start + 4)).toBe('xref');
    const rows = text.slice(start).split('\n').slice(3, 3 + 9);
    rows.forEach((row, i) => expect(text.slice(Number(row.slice(0, 10)), Number(row.slice(0, 10)) + 8)).toBe(`${i + 1} 0 obj`.padEnd(8, '\n').slice(0, 8)));
    // a 16:9 slide fills the A4 width, centred vertically
    expect(text).toContain('q 841.89 0 0 473.56 0 60.86 cm /Im0 Do Q');
  });
});
