import { describe, expect, it } from 'vitest';
import { confirmSelection, selectAll, toggleSelection } from './selection';

describe('material selection', () => {
  it('toggles up to the limit and refuses one more', () => {
    let sel: string[] = [];
    for (const id of ['a', 'b']) {
      const r = toggleSelection(sel, id, 2);
      if (r.ok) sel = r.selected;
    }
    expect(toggleSelection(sel, 'c', 2)).toEqual({ ok: false, reason: 'limit', limit: 2 });
    expect(toggleSelection(sel, 'a', 2)).toEqual({ ok: true, selected: ['b'] });
  });

  it('selects all up to the limit', () => {
    expect(selectAll(['b'], ['a', 'b', 'c', 'd'], 3)).toEqual({ selected: ['b', 'a', 'c'], clipped: true });
    expect(selectAll([], ['a'], 3)).toEqual({ selected: ['a'], clipped: false });
  });

  it('asks for a material when none is chosen', () => {
    const rows = [{ id: 'a' }, { id: 'b' }];
    expect(confirmSelection([], rows)).toEqual({ ok: false, reason: 'sourceLibrary.selectMaterial' });
    expect(confirmSelection(['gone'], rows)).toEqual({ ok: false, reason: 'sourceLibrary.selectMaterial' });
    expect(confirmSelection(['b', 'a'], rows)).toEqual({ ok: true, items: [{ id: 'b' }, { id: 'a' }] });
  });
});
