import { describe, expect, it } from 'vitest';
import { isMessageKey, translate } from '../i18n';
import { DEFAULT_SPACES, newSpaceName, referencesFor, sceneLx, sceneName, SPACE_REFERENCE, SPACE_TYPES, spaceName } from './space-illuminance';
import { GB_50034_2013, RESIDENTIAL_REFERENCE } from './reference-illuminance';

// The space-illuminance chart's rules (spec 002 §5) and defaults (§9).

const TWELVE = DEFAULT_SPACES.map((s) => s.name);

describe('space names', () => {
  it('are trimmed and kept up to 20 characters', () => {
    expect(spaceName('  衣帽间 ', ['客厅'])).toEqual({ ok: true, value: '衣帽间' });
    expect(spaceName('间'.repeat(20), [])).toEqual({ ok: true, value: '间'.repeat(20) });
    expect(spaceName(' ' + '间'.repeat(20) + ' ', [])).toMatchObject({ ok: true });
  });

  it('refuse 21 characters, an empty or blank name, and what is not text', () => {
    expect(spaceName('间'.repeat(21), [])).toEqual({ ok: false, key: 'planning.rule.nameTooLong', params: { max: 20 } });
    expect(spaceName('   ', [])).toEqual({ ok: false, key: 'planning.rule.nameRequired' });
    expect(spaceName(42, [])).toEqual({ ok: false, key: 'planning.rule.nameRequired' });
  });

  it('counts an emoji as one character', () => {
    expect(spaceName('🛋'.repeat(20), [])).toMatchObject({ ok: true });
  });

  it('refuse a name another space has, compared trimmed', () => {
    expect(spaceName(' 客厅', ['客厅 ', '餐厅'])).toEqual({ ok: false, key: 'planning.rule.spaceNameTaken' });
    expect(translate('zh-CN', 'planning.rule.spaceNameTaken')).toBe('已存在相同名称的空间');
    expect(translate('en', 'planning.rule.spaceNameTaken')).toBe('A space with the same name already exists');
  });

  it('warn, and still accept, when a 13th space is added', () => {
    expect(newSpaceName('衣帽间', TWELVE.slice(0, 11))).toEqual({ ok: true, value: '衣帽间' });
    expect(newSpaceName('衣帽间', TWELVE)).toEqual({ ok: true, value: '衣帽间', warning: { key: 'planning.rule.tooManySpaces', params: { max: 12 } } });
    expect(translate('zh-CN', 'planning.rule.tooManySpaces', { max: 12 })).toBe('建议空间不超过12个');
    expect(newSpaceName('客厅', TWELVE)).toEqual({ ok: false, key: 'planning.rule.spaceNameTaken' });
  });
});

describe('scenes', () => {
  it('have names unique within their space only', () => {
    expect(sceneName('阅读', ['阅读', '观影'])).toEqual({ ok: false, key: 'planning.rule.sceneNameTaken' });
    expect(sceneName('阅读', ['会客'])).toEqual({ ok: true, value: '阅读' });
    expect(sceneName('景'.repeat(21), [])).toMatchObject({ ok: false, key: 'planning.rule.nameTooLong' });
  });

  it.each([
    [0, 0],
    [4, 0],
    [5, 10],
    [14, 10],
    [15, 20],
    [350, 350],
    [354.9, 350],
    [999, 1000],
    [1000, 1000],
    [1001, 1000],
    [-20, 0],
    ['360', 360],
    [' 75 ', 80],
  ])('lx %j is stored as %i (0..1000, step 10)', (raw, lx) => {
    expect(sceneLx(raw)).toEqual({ ok: true, value: lx });
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '', '三百', null, undefined])('lx %j is refused', (raw) => {
    expect(sceneLx(raw)).toEqual({ ok: false, key: 'planning.rule.lxNotNumber' });
  });
});

describe('defaults (spec 002 §9)', () => {
  it('are the twelve spaces in the spec’s order, each of a known type, named uniquely', () => {
    expect(DEFAULT_SPACES.map((s) => s.type)).toEqual([...SPACE_TYPES]);
    expect(TWELVE).toEqual(['客厅', '餐厅', '卧室', '书房', '厨房', '儿童房', '卫生间', '洗衣房', '走廊', '玄关', '庭院', '阳台']);
    TWELVE.forEach((name, i) => expect(spaceName(name, TWELVE.filter((_, j) => j !== i))).toEqual({ ok: true, value: name }));
  });

  it('carry the spec’s sample scenes, every one passing the chart’s own rules', () => {
    const scenes = Object.fromEntries(DEFAULT_SPACES.map((s) => [s.type, s.scenes.map((c) => [c.name, c.lx])]));
    expect(scenes.living).toEqual([['亲子', 600], ['会客', 500], ['聚会', 400], ['起夜', 20]]);
    expect(scenes.dining).toEqual([['用餐', 200]]);
    // spec 002 §9 says tidying 36 lx; the 10 lx step of §5 makes it 40
    expect(scenes.bedroom).toEqual([['阅读', 350], ['整理', 40], ['观影', 20]]);
    for (const space of DEFAULT_SPACES)
      space.scenes.forEach((scene, i) => {
        expect(sceneName(scene.name, space.scenes.filter((_, j) => j !== i).map((c) => c.name))).toEqual({ ok: true, value: scene.name });
        expect(sceneLx(scene.lx)).toEqual({ ok: true, value: scene.lx });
      });
  });
});

describe('reference illuminance (GB 50034-2013《建筑照明设计标准》 tables 5.2.1, 5.2.2)', () => {
  it('labels every value with the standard and its year', () => {
    for (const r of RESIDENTIAL_REFERENCE) {
      expect(r.source).toBe(GB_50034_2013);
      expect(r.source.standard).toBe('GB 50034-2013');
      expect(r.source.year).toBe(2013);
    }
    // replaced by GB/T 50034-2024 (in force 2024-11-01): the data says so, so no one reads these as 2024 values
    expect(GB_50034_2013.supersededBy).toBe('GB/T 50034-2024');
  });

  it('holds the residential values spec 002 §9 lists', () => {
    const lx = (type: string) => referencesFor(type).values.map((r) => [r.room, r.activity, r.lx]);
    expect(lx('living')).toEqual([['起居室', '一般活动', 100], ['起居室', '书写、阅读', 300]]);
    expect(lx('bedroom')).toEqual([['卧室', '一般活动', 75], ['卧室', '床头、阅读', 150]]);
    expect(lx('dining')).toEqual([['餐厅', '', 150]]);
    expect(lx('kitchen')).toEqual([['厨房', '一般活动', 100], ['厨房', '操作台', 150]]);
    expect(lx('bathroom')).toEqual([['卫生间', '', 100]]);
    expect(lx('corridor')).toEqual([['走道、楼梯间', '', 50]]);
    const rows = Object.fromEntries(RESIDENTIAL_REFERENCE.map((r) => [r.id, [r.lx, r.ra, r.table]]));
    expect(rows['lift-lobby']).toEqual([75, 60, '5.2.1']);
    expect([rows['garage-parking'], rows['garage-driving']]).toEqual([[20, 60, '5.2.1'], [30, 60, '5.2.1']]);
    expect([rows['elderly-living-general'], rows['elderly-living-reading']]).toEqual([[200, 80, '5.2.2'], [500, 80, '5.2.2']]);
    expect([rows['elderly-bedroom-general'], rows['elderly-bedroom-bedside']]).toEqual([[150, 80, '5.2.2'], [300, 80, '5.2.2']]);
  });

  it('marks values borrowed from another room, and gives none where the standard has no row', () => {
    expect(referencesFor('study')).toMatchObject({ byAnalogy: true, values: [{ id: 'living-reading', lx: 300 }] });
    expect(referencesFor('children').byAnalogy).toBe(true);
    expect(referencesFor('living').byAnalogy).toBe(false);
    expect(referencesFor('balcony').values).toEqual([]);
    expect(referencesFor('garage').values).toEqual([]);
    expect(referencesFor('__proto__').values).toEqual([]);
    for (const ref of Object.values(SPACE_REFERENCE)) for (const id of ref.ids) expect(RESIDENTIAL_REFERENCE.some((r) => r.id === id), id).toBe(true);
  });

  it('has a label in each catalogue', () => {
    expect(isMessageKey('planning.reference')).toBe(true);
    expect(translate('zh-CN', 'planning.reference', { lx: 100, source: 'GB 50034-2013' })).toBe('参考照度 100 lx（GB 50034-2013）');
    expect(translate('en', 'planning.referenceByAnalogy', { lx: 300, room: '起居室', source: 'GB 50034-2013' })).toBe('Reference 300 lx ("起居室" in GB 50034-2013)');
  });
});
