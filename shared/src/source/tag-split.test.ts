import { describe, expect, it } from 'vitest';
import { addTagToSelection, splitTags } from './tag-split';

describe('splitTags', () => {
  it('splits common and some, case-insensitively, once per item', () => {
    const split = splitTags([
      { id: '1', tags: ['LED', 'warm', 'office'] },
      { id: '2', tags: ['led', 'office', 'office'] },
      { id: '3', tags: ['office', 'Led', 'cold'] },
    ]);
    expect(split).toEqual({ common: ['LED', 'office'], some: ['warm', 'cold'] });
  });
  it('one item: all common; none: empty', () => {
    expect(splitTags([{ id: '1', tags: ['ab', 'cd'] }])).toEqual({ common: ['ab', 'cd'], some: [] });
    expect(splitTags([])).toEqual({ common: [], some: [] });
  });
});

describe('addTagToSelection', () => {
  const four = ['c1', 'c2', 'c3', 'c4'];
  it('adds while fewer than 5 tags are common', () => {
    const r = addTagToSelection([{ id: '1', tags: four }, { id: '2', tags: four }], 'new');
    expect(r).toEqual({ ok: true, tag: 'new', receivers: ['1', '2'], skipped: [] });
  });
  it('refuses when 5 tags are common', () => {
    const five = [...four, 'c5'];
    expect(addTagToSelection([{ id: '1', tags: five }, { id: '2', tags: five }], 'new')).toEqual({ ok: false, reason: 'sourceLibrary.tagNoRoom' });
  });
  it('skips an item that is full with its own tags', () => {
    const r = addTagToSelection(
      [
        { id: '1', tags: ['x1', 'x2', 'x3', 'x4', 'x5'] },
        { id: '2', tags: ['y1'] },
      ],
      'new',
    );
    expect(r).toEqual({ ok: true, tag: 'new', receivers: ['2'], skipped: ['1'] });
  });
  it('items that already have it are neither receivers nor skipped', () => {
    const r = addTagToSelection(
      [
        { id: '1', tags: ['New'] },
        { id: '2', tags: [] },
      ],
      'new',
    );
    expect(r).toEqual({ ok: true, tag: 'new', receivers: ['2'], skipped: [] });
  });
  it('a tag common to all is no change, even with 5 common', () => {
    const five = [...four, 'c5'];
    expect(addTagToSelection([{ id: '1', tags: five }], 'C5')).toEqual({ ok: true, tag: 'C5', receivers: [], skipped: [] });
  });
  it('refuses a bad tag and an empty selection', () => {
    expect(addTagToSelection([{ id: '1', tags: [] }], '12')).toEqual({ ok: false, reason: 'sourceLibrary.tagNumeric' });
    expect(addTagToSelection([], 'ok')).toEqual({ ok: false, reason: 'sourceLibrary.selectMaterial' });
  });
});
