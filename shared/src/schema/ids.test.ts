import { describe, expect, it } from 'vitest';
import { isDocId } from '../rules/patterns';
import { newDocId, newElementId, newPageId } from './ids';

describe('client-made ids', () => {
  it('document ids follow the 6-16 of 0-9/a-z rule and do not repeat', () => {
    const ids = new Set(Array.from({ length: 2000 }, newDocId));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(isDocId(id)).toBe(true);
  });

  it('page ids start with p and sort by creation time', () => {
    const early = newPageId(Date.UTC(2026, 0, 1));
    const late = newPageId(Date.UTC(2026, 0, 2));
    expect(early).toMatch(/^p[0-9a-z]+$/);
    expect(early.slice(0, -6) < late.slice(0, -6)).toBe(true);
  });

  it('element ids start with e', () => expect(newElementId()).toMatch(/^e[0-9a-z]{10}$/));
});
