import { describe, expect, it } from 'vitest';
import { NamesMergeSchema } from '../protocol/names';
import {
  addName,
  builtinNameKeys,
  capEntries,
  clampFuture,
  CUSTOM_NAMES_MAX,
  isBuiltinName,
  liveNames,
  mergeNames,
  nameKey,
  normaliseName,
  removeName,
  type NameEntry,
} from './custom-names';

const twenty = '一二三四五六七八九十一二三四五六七八九十';

describe('normaliseName', () => {
  it('trims and collapses inner whitespace, full-width space included', () => {
    expect(normaliseName('  晨间 \t 阅读  ')).toBe('晨间 阅读');
    expect(normaliseName('\u3000午后\u3000\u3000小憩\u3000')).toBe('午后 小憩');
    expect(normaliseName('Late\n night')).toBe('Late night');
  });
  it('keeps 20 characters and refuses 21; an emoji counts as one', () => {
    expect(normaliseName(twenty)).toBe(twenty);
    expect(normaliseName(`${twenty}十`)).toBeUndefined();
    expect(normaliseName(`  ${twenty}  `)).toBe(twenty);
    expect(normaliseName('🌙'.repeat(20))).toBe('🌙'.repeat(20));
    expect(normaliseName('🌙'.repeat(21))).toBeUndefined();
  });
  it('refuses empty, blank and what is not text', () => {
    for (const raw of ['', '   ', '\u3000', undefined, null, 12, {}]) expect(normaliseName(raw)).toBeUndefined();
  });
  it('composes: a decomposed é and a composed one are the same name', () => {
    expect(normaliseName('Cafe\u0301')).toBe('Café');
  });
});

describe('nameKey and the built-in names', () => {
  it('folds Latin case and full-width letters; Chinese stays as it is', () => {
    expect(nameKey('Reading')).toBe(nameKey('reading'));
    expect(nameKey('ＴＶ')).toBe(nameKey('tv'));
    expect(nameKey('观影')).not.toBe(nameKey('觀影'));
  });
  it('knows the spec\'s eight scenes and nine activities in every language', () => {
    expect(builtinNameKeys('scene')).toHaveLength(8);
    expect(builtinNameKeys('activity')).toHaveLength(9);
    for (const name of ['日常', '聚会', '运动', '放松', '观影', '氛围', '晨起', '起夜', '聚會', 'Movie', 'night rise']) expect(isBuiltinName('scene', name)).toBe(true);
    for (const name of ['工作', '学习', '看书', '阅读', '休闲', '用餐', '起夜', '整理', '会客', '會客', 'Receiving guests']) expect(isBuiltinName('activity', name)).toBe(true);
    expect(isBuiltinName('scene', '工作')).toBe(false);
    expect(isBuiltinName('scene', '烛光晚餐')).toBe(false);
  });
});

describe('mergeNames', () => {
  it('dedupes: one entry per name, the later one, spelled as it was last written', () => {
    const merged = mergeNames([{ name: 'Reading', at: 1 }], [{ name: ' reading ', at: 2 }, { name: '烛光', at: 3 }, { name: '烛光', at: 1 }]);
    expect(merged).toEqual([
      { name: 'reading', at: 2 },
      { name: '烛光', at: 3 },
    ]);
  });
  it('carries a removal: removed on one device stays removed on the other', () => {
    const a: NameEntry[] = [{ name: '烛光', at: 10 }];
    const b: NameEntry[] = [{ name: '烛光', at: 20, removed: true }];
    expect(mergeNames(a, b)).toEqual([{ name: '烛光', at: 20, removed: true }]);
    expect(liveNames(mergeNames(a, b))).toEqual([]);
  });
  it('a name added again after its removal comes back; a stale add does not', () => {
    const removed: NameEntry[] = [{ name: '烛光', at: 20, removed: true }];
    expect(liveNames(mergeNames(removed, [{ name: '烛光', at: 30 }]))).toEqual(['烛光']);
    expect(liveNames(mergeNames(removed, [{ name: '烛光', at: 19 }]))).toEqual([]);
  });
  it('at the same time a removal wins, whichever side it is on', () => {
    const add = [{ name: '烛光', at: 5 }];
    const del = [{ name: '烛光', at: 5, removed: true as const }];
    expect(mergeNames(add, del)).toEqual(del);
    expect(mergeNames(del, add)).toEqual(del);
  });
  it('is commutative, associative and idempotent', () => {
    const a: NameEntry[] = [{ name: 'A', at: 1 }, { name: '烛光', at: 4 }];
    const b: NameEntry[] = [{ name: 'a', at: 1 }, { name: '烛光', at: 6, removed: true }, { name: '午睡', at: 2 }];
    const c: NameEntry[] = [{ name: '午睡', at: 7, removed: true }, { name: '烛光', at: 9 }];
    expect(mergeNames(a, b)).toEqual(mergeNames(b, a));
    expect(mergeNames(mergeNames(a, b), c)).toEqual(mergeNames(a, mergeNames(b, c)));
    expect(mergeNames(a, a)).toEqual(mergeNames(a));
    expect(mergeNames(mergeNames(a, b), b)).toEqual(mergeNames(a, b));
  });
  it('drops entries whose name is no name (blank, 21 characters)', () => {
    expect(mergeNames([{ name: '  ', at: 1 }, { name: `${twenty}十`, at: 2 }, { name: twenty, at: 3 }])).toEqual([{ name: twenty, at: 3 }]);
  });
});

describe('capEntries', () => {
  it('keeps the newest 200 names and the newest 200 removals', () => {
    const names = Array.from({ length: CUSTOM_NAMES_MAX + 5 }, (_, i) => ({ name: `n${i}`, at: i }));
    const removals = Array.from({ length: CUSTOM_NAMES_MAX + 3 }, (_, i) => ({ name: `r${i}`, at: i, removed: true as const }));
    const capped = capEntries([...names, ...removals]);
    expect(liveNames(capped)).toHaveLength(CUSTOM_NAMES_MAX);
    expect(liveNames(capped)).not.toContain('n4');
    expect(liveNames(capped)).toContain('n5');
    expect(capped.filter((e) => e.removed)).toHaveLength(CUSTOM_NAMES_MAX);
  });
});

describe('addName and removeName', () => {
  it('adds a custom name once, never a built-in one', () => {
    const one = addName([], 'scene', '  烛光  晚餐 ', 100);
    expect(one).toEqual([{ name: '烛光 晚餐', at: 100 }]);
    expect(addName(one as NameEntry[], 'scene', '烛光 晚餐', 200)).toBeUndefined();
    expect(addName([], 'scene', '观影', 100)).toBeUndefined();
    expect(addName([], 'scene', ' ', 100)).toBeUndefined();
    expect(addName([], 'scene', `${twenty}十`, 100)).toBeUndefined();
  });
  it('a removal then an add at the same clock still ends with the name there', () => {
    const removed = removeName([{ name: '烛光', at: 100 }], '烛光', 100)!;
    expect(removed).toEqual([{ name: '烛光', at: 101, removed: true }]);
    const back = addName(removed, 'scene', '烛光', 100) as NameEntry[];
    expect(liveNames(back)).toEqual(['烛光']);
    expect(back[0]!.at).toBe(102);
  });
  it('refuses a 201st name and ignores removing what is not there', () => {
    const full = Array.from({ length: CUSTOM_NAMES_MAX }, (_, i) => ({ name: `n${i}`, at: i }));
    expect(addName(full, 'scene', '再一个', 1000)).toBe('full');
    expect(removeName(full, '没有的', 1000)).toBeUndefined();
  });
});

describe('clampFuture and the request schema', () => {
  it('brings a time ahead of the server\'s clock back to now', () => {
    expect(clampFuture([{ name: 'a', at: 5_000 }, { name: 'b', at: 10 }], 1_000)).toEqual([
      { name: 'a', at: 1_000 },
      { name: 'b', at: 10 },
    ]);
  });
  it('normalises names and refuses blank, 21 characters, bad times and too many entries', () => {
    expect(NamesMergeSchema.parse({ scene: [{ name: ' 烛光  晚餐 ', at: 1 }] })).toEqual({ scene: [{ name: '烛光 晚餐', at: 1 }] });
    const message = (input: unknown) => NamesMergeSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ scene: [{ name: '  ', at: 1 }] })).toBe('planning.names.required');
    expect(message({ scene: [{ name: `${twenty}十`, at: 1 }] })).toBe('planning.names.tooLong');
    expect(NamesMergeSchema.safeParse({ scene: [{ name: twenty, at: 1 }] }).success).toBe(true);
    expect(message({ activity: [{ name: '午睡', at: -1 }] })).toBe('planning.names.badTime');
    expect(message({ activity: [{ name: '午睡', at: 1.5 }] })).toBe('planning.names.badTime');
    expect(message({ activity: Array.from({ length: 401 }, (_, i) => ({ name: `n${i}`, at: i })) })).toBe('planning.names.tooMany');
    expect(NamesMergeSchema.safeParse({ activity: Array.from({ length: 400 }, (_, i) => ({ name: `n${i}`, at: i })) }).success).toBe(true);
  });
});
