import { describe, expect, it } from 'vitest';
import { samplePages } from './template-decks';

describe('samplePages', () => {
  it('takes the cover, the contents and pages spread over the middle', () => {
    const pages = Array.from({ length: 30 }, (_, i) => i);
    expect(samplePages(pages)).toEqual([0, 1, 11, 19]);
    expect(samplePages(pages, 6)).toEqual([0, 1, 7, 12, 18, 23]);
  });

  it('gives short decks whole and never repeats a page', () => {
    expect(samplePages([0, 1, 2])).toEqual([0, 1, 2]);
    expect(samplePages([0, 1, 2, 3, 4])).toEqual([0, 1, 2, 3]);
    expect(samplePages([0, 1, 2, 3, 4, 5], 5)).toEqual([0, 1, 2, 3, 4]);
  });
});
