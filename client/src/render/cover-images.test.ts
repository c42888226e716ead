import { describe, expect, it } from 'vitest';
import type { Cover } from '../../../shared/src/schema/cover';
import { coverKey } from './cover-images';

const cover = (html: string): Cover => ({ width: 1920, height: 1080, page: { id: 'p1', items: [{ id: 'e1', tag: 'text', left: 0, top: 0, width: 100, height: 50, html }] } as Cover['page'] });

describe('cover keys', () => {
  it('the same content has the same key; any change, another (so a changed page is drawn again)', () => {
    expect(coverKey(cover('<p>客厅</p>'))).toBe(coverKey(cover('<p>客厅</p>')));
    expect(coverKey(cover('<p>客厅</p>'))).not.toBe(coverKey(cover('<p>餐厅</p>')));
    expect(coverKey({ ...cover('<p>客厅</p>'), width: 1200 })).not.toBe(coverKey(cover('<p>客厅</p>')));
  });
});
