import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n';
import { glareLimit } from '../../planning/glare';
import { referenceById } from '../../planning/reference-illuminance';
import { LPD_LIMITS } from '../power-density';
import { LEFT_OUT, REFERENCE_ROWS, referenceFor, searchReference, spaceTypes, STANDARDS_NOTE, STANDARDS_NOTE_KEY } from '.';

describe('REFERENCE_ROWS: table rows of GB 50034-2013', () => {
  it.each([
    // [id, room, plane, lx, UGR, U0, Ra, table] — each the row of GB 50034-2013 named in the last column
    ['office.general', '普通办公室', '0.75m水平面', 300, 19, 0.6, 80, '5.3.2'],
    ['office.videoConference', '视频会议室', '0.75m水平面', 750, 19, 0.6, 80, '5.3.2'],
    ['office.design', '设计室', '实际工作面', 500, 19, 0.6, 80, '5.3.2'],
    ['office.reception', '接待室、前台', '0.75m水平面', 200, null, 0.4, 80, '5.3.2'],
    ['shop.highGrade', '高档商店营业厅', '0.75m水平面', 500, 22, 0.6, 80, '5.3.3'],
    ['restaurant.chinese', '中餐厅', '0.75m水平面', 200, 22, 0.6, 80, '5.3.5'],
    ['restaurant.barCafe', '酒吧间、咖啡厅', '0.75m水平面', 75, null, 0.4, 80, '5.3.5'],
    ['hospital.operating', '手术室', '0.75m水平面', 750, 19, 0.7, 90, '5.3.6'],
    ['hospital.ward', '病房', '地面', 100, 19, 0.6, 80, '5.3.6'],
    ['school.classroom', '教室、阅览室', '课桌面', 300, 19, 0.6, 80, '5.3.7'],
    ['school.art', '美术教室', '桌面', 500, 19, 0.6, 90, '5.3.7'],
    ['residential.living', '起居室', '0.75m水平面', 100, null, null, 80, '5.2.1'],
    ['residential.liftLobby', '电梯前厅', '地面', 75, null, null, 60, '5.2.1'],
  ])('%s: %s, %s, %d lx, UGR %s, U0 %s, Ra %d (表 %s)', (id, room, plane, lux, ugr, u0, ra, table) => {
    expect(referenceFor(id)).toMatchObject({ room, plane, lux, ugr, u0, ra, source: { standard: 'GB 50034-2013', table } });
  });
  it('the values the standard marks * (mixed lighting) are flagged', () => {
    expect(REFERENCE_ROWS.filter((r) => r.mixed).map((r) => [r.id, r.lux])).toEqual([
      ['residential.livingReading', 300],
      ['residential.bedside', 150],
      ['residential.worktop', 150],
      ['school.blackboard', 500],
    ]);
  });
  it('every row: unique id, labelled GB 50034-2013 with a table, sane figures, no 2024 value', () => {
    expect(new Set(REFERENCE_ROWS.map((r) => r.id)).size).toBe(REFERENCE_ROWS.length);
    for (const r of REFERENCE_ROWS) {
      expect(r.source.standard).toBe('GB 50034-2013');
      expect(r.source.table).toMatch(/^5\.(2\.1|3\.[2-7])$/);
      expect(r.id.startsWith(`${r.building}.`)).toBe(true);
      expect([60, 80, 90]).toContain(r.ra);
      expect([null, 0.4, 0.6, 0.7]).toContain(r.u0);
      expect([null, 19, 22, 25]).toContain(r.ugr);
      expect(r.lux).toBeGreaterThan(0);
      expect(r.gb2024).toBeNull();
    }
  });
  it('residential rows are reference-illuminance.ts rows (one source, not a copy)', () => {
    const pairs = [
      ['residential.living', 'living-general'],
      ['residential.bedside', 'bedroom-bedside'],
      ['residential.worktop', 'kitchen-worktop'],
      ['residential.corridor', 'corridor'],
    ] as const;
    for (const [id, seed] of pairs) {
      const a = referenceFor(id)!;
      const b = referenceById(seed)!;
      expect([a.room, a.plane, a.lux, a.ra]).toEqual([b.room, b.plane, b.lx, b.ra]);
    }
    expect(REFERENCE_ROWS.some((r) => r.room === '车库')).toBe(false);
  });
  it('agrees with the UGR limits of planning/glare.ts', () => {
    const pairs = [
      ['office.general', 'office'],
      ['office.highGrade', 'office-high'],
      ['office.meeting', 'meeting'],
      ['office.design', 'design'],
      ['office.serviceHall', 'business-hall'],
      ['school.classroom', 'classroom'],
      ['hospital.ward', 'ward'],
      ['hospital.waiting', 'waiting'],
    ] as const;
    for (const [id, space] of pairs) expect([id, referenceFor(id)!.ugr]).toEqual([id, glareLimit(space)!.ugr]);
  });
  it('says which rows are left out and why', () => {
    expect(LEFT_OUT.length).toBeGreaterThan(0);
    expect(LEFT_OUT.some((l) => l.rooms.includes('走道') && l.why === 'unchecked')).toBe(true);
  });
  it('the note says GB/T 50034-2024 applies and that no 2024 value is entered, in every language', () => {
    expect(STANDARDS_NOTE).toContain('GB/T 50034-2024');
    expect(STANDARDS_NOTE).toContain('2024-11-01');
    for (const lang of ['zh-CN', 'en', 'zh-TW'] as const) expect(translate(lang, STANDARDS_NOTE_KEY)).toContain('GB/T 50034-2024');
  });
});

describe('power-density limits, reused from power-density.ts', () => {
  it('表 6.3.3 general office: 300 lx, ≤ 9.0 current, ≤ 8.0 target', () => {
    expect(referenceFor('office.general')!.lpd).toMatchObject({ current: 9.0, target: 8.0, source: { clause: '表 6.3.3' } });
  });
  it('the design room takes the 高档办公室、设计室 limit, the consulting room the 治疗室、诊室 one', () => {
    expect(referenceFor('office.design')!.lpd).toBe(LPD_LIMITS.find((l) => l.spaceType === 'office.highGrade'));
    expect(referenceFor('hospital.consulting')!.lpd!.name).toBe('治疗室、诊室');
  });
  it('restaurants take the 表 6.3.5 hotel rows', () => {
    expect(referenceFor('restaurant.western')!.lpd).toMatchObject({ spaceType: 'hotel.westernRestaurant', current: 6.5, target: 5.5 });
  });
  it('every link names an existing limit for the same illuminance', () => {
    for (const r of REFERENCE_ROWS.filter((x) => x.lpdSpaceType)) {
      const ref = referenceFor(r.id)!;
      expect(ref.lpd, r.id).not.toBeNull();
      expect([r.id, ref.lpd!.lux]).toEqual([r.id, r.lux]);
    }
  });
  it('rows without a limit in power-density.ts say so with null', () => {
    expect(referenceFor('hospital.operating')!.lpd).toBeNull();
    expect(referenceFor('residential.livingReading')!.lpd).toBeNull();
  });
  it('an unknown id is undefined', () => expect(referenceFor('office.nope')).toBeUndefined());
});

describe('spaceTypes', () => {
  it('groups by building: residential, office, shop, restaurant, hospital, school, every row once', () => {
    const groups = spaceTypes();
    expect(groups.map((g) => g.building)).toEqual(['residential', 'office', 'shop', 'restaurant', 'hospital', 'school']);
    expect(groups.flatMap((g) => g.spaces.map((s) => s.id))).toEqual(REFERENCE_ROWS.map((r) => r.id));
    for (const g of groups) expect(g.spaces.length).toBeGreaterThan(0);
    expect(groups.find((g) => g.building === 'residential')!.spaces[1]).toEqual({ id: 'residential.livingReading', room: '起居室', activity: '书写、阅读', roomEn: 'Living room, writing and reading' });
  });
});

describe('searchReference', () => {
  it('finds Chinese by substring', () => {
    expect(searchReference('办公室').map((r) => r.id)).toEqual(['office.general', 'office.highGrade']);
    expect(searchReference('病房').map((r) => r.id)).toEqual(['hospital.ward']);
    expect(searchReference('餐厅').map((r) => r.id)).toEqual(['residential.dining', 'restaurant.chinese', 'restaurant.western']);
  });
  it('finds English case-insensitively, including building names', () => {
    expect(searchReference('  WARD ').map((r) => r.id)).toEqual(['hospital.ward']);
    expect(searchReference('video').map((r) => r.id)).toEqual(['office.videoConference']);
    expect(searchReference('restaurant').every((r) => r.building === 'restaurant')).toBe(true);
    expect(searchReference('restaurant')).toHaveLength(4);
  });
  it('returns rows with their limits; nothing for a miss; everything for an empty query', () => {
    expect(searchReference('普通办公室')[0]!.lpd!.current).toBe(9.0);
    expect(searchReference('火星')).toEqual([]);
    expect(searchReference('')).toHaveLength(REFERENCE_ROWS.length);
  });
});
