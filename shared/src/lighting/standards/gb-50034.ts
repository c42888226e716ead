// Reference rows of GB 50034-2013《建筑照明设计标准》 by space type (issue 16: the standards
// look-up, the calculators' targets and the plan's compliance badge): the room in the standard's
// own words, the reference plane, the illuminance standard value, UGR, U0 and Ra, and the power-
// density limits where power-density.ts holds them (linked by id, never copied).
//
// Only rows checked as the 2013 values are entered; rows of these tables not entered are listed
// in LEFT_OUT below so a reader knows the gap is deliberate. The residential rows are
// planning/reference-illuminance.ts's table 5.2.1 rows, reused rather than typed again.

import type { MessageKey } from '../../i18n';
import { RESIDENTIAL_REFERENCE } from '../../planning/reference-illuminance';
import { lpdLimit, type LpdLimit } from '../power-density';

export const GB_50034_2013 = 'GB 50034-2013' as const;

/**
 * GB 50034-2013 was replaced by the recommended standard GB/T 50034-2024, in force from
 * 2024-11-01. Every value here is a 2013 value; no row carries a 2024 value because none has
 * been checked against the 2024 text (LIGHTING.md: never present a value as 2024 unless checked).
 */
export const STANDARDS_NOTE =
  'Reference values of GB 50034-2013 (tables 5.2.1 and 5.3.x). GB/T 50034-2024 replaced it from 2024-11-01; no 2024 value is entered because none has been checked against the 2024 text. Check before quoting.';
export const STANDARDS_NOTE_KEY: MessageKey = 'toolsData.standardNote';

export type ReferenceTable = '5.2.1' | '5.3.2' | '5.3.3' | '5.3.5' | '5.3.6' | '5.3.7';
export type ReferenceBuilding = 'residential' | 'office' | 'shop' | 'restaurant' | 'hospital' | 'school';

/** A value of GB/T 50034-2024 for the same room, entered only once checked in the 2024 text. */
export interface Gb2024Values {
  standard: 'GB/T 50034-2024';
  /** the 2024 table the value was checked in */
  table: string;
  lux?: number;
  ugr?: number | null;
  u0?: number | null;
  ra?: number;
}

export interface ReferenceRow {
  /** `<building>.<room>`; where power-density.ts has the room, the same id */
  id: string;
  building: ReferenceBuilding;
  /** the room or place in the standard's words (房间或场所) */
  room: string;
  /** the activity within the room where the standard splits it (一般活动, 书写、阅读 …) */
  activity?: string;
  roomEn: string;
  /** 参考平面及其高度, in the standard's words */
  plane: string;
  /** 照度标准值, maintained average illuminance, lx */
  lux: number;
  /** the standard marks the value * : mixed lighting (general plus local) */
  mixed: boolean;
  /** UGR limit; null where the table gives "—" or has no UGR column (residential) */
  ugr: number | null;
  /** illuminance uniformity U0; null where the table gives "—" or has no U0 column (residential) */
  u0: number | null;
  /** general colour rendering index Ra (minimum) */
  ra: number;
  /** the power-density.ts row whose limit applies, if that table has this room at this illuminance */
  lpdSpaceType?: string;
  source: { standard: typeof GB_50034_2013; table: ReferenceTable };
  /** the GB/T 50034-2024 value, null until checked in the 2024 text (none is, yet) */
  gb2024: Gb2024Values | null;
}

type Row = [id: string, room: string, roomEn: string, plane: string, lux: number, ugr: number | null, u0: number | null, ra: number, lpd?: string, mixed?: boolean];
const rows = (building: ReferenceBuilding, table: ReferenceTable, list: Row[]): ReferenceRow[] =>
  list.map(([id, room, roomEn, plane, lux, ugr, u0, ra, lpd, mixed]) => ({
    id,
    building,
    room,
    roomEn,
    plane,
    lux,
    mixed: mixed ?? false,
    ugr,
    u0,
    ra,
    ...(lpd ? { lpdSpaceType: lpd } : {}),
    source: { standard: GB_50034_2013, table },
    gb2024: null,
  }));

/**
 * 表 5.2.1 住宅建筑照明标准值, from planning/reference-illuminance.ts: id there → id here, English
 * name, LPD link (表 6.3.1 covers the dwelling's living room, bedroom, dining room, kitchen and
 * bathroom at their general illuminance), and the * the standard puts on the local-task values.
 * The garage rows there are not taken: 表 6.3.1 gives the garage 30 lx while that file splits it
 * into 停车位 20 / 行车道 30, and which split is the 2013 text has not been checked.
 */
const RESIDENTIAL_MAP: Record<string, [id: string, roomEn: string, lpd?: string, mixed?: boolean]> = {
  'living-general': ['residential.living', 'Living room, general', 'residential.living'],
  'living-reading': ['residential.livingReading', 'Living room, writing and reading', undefined, true],
  'bedroom-general': ['residential.bedroom', 'Bedroom, general', 'residential.bedroom'],
  'bedroom-bedside': ['residential.bedside', 'Bedroom, bedside reading', undefined, true],
  dining: ['residential.dining', 'Dining room', 'residential.dining'],
  'kitchen-general': ['residential.kitchen', 'Kitchen, general', 'residential.kitchen'],
  'kitchen-worktop': ['residential.worktop', 'Kitchen worktop', undefined, true],
  bathroom: ['residential.bathroom', 'Bathroom', 'residential.bathroom'],
  'lift-lobby': ['residential.liftLobby', 'Lift lobby'],
  corridor: ['residential.corridor', 'Corridor, staircase'],
};

const residential: ReferenceRow[] = RESIDENTIAL_REFERENCE.filter((r) => r.table === '5.2.1' && Object.hasOwn(RESIDENTIAL_MAP, r.id)).map((r) => {
  const [id, roomEn, lpd, mixed] = RESIDENTIAL_MAP[r.id]!;
  return {
    id,
    building: 'residential',
    room: r.room,
    ...(r.activity ? { activity: r.activity } : {}),
    roomEn,
    plane: r.plane,
    lux: r.lx,
    mixed: mixed ?? false,
    // 表 5.2.1 has no UGR or U0 column
    ugr: null,
    u0: null,
    ra: r.ra,
    ...(lpd ? { lpdSpaceType: lpd } : {}),
    source: { standard: GB_50034_2013, table: '5.2.1' },
    gb2024: null,
  };
});

const H = '0.75m水平面';

export const REFERENCE_ROWS: readonly ReferenceRow[] = [
  ...residential,
  // 表 5.3.2 办公建筑照明标准值 (the standard applies it to offices in every kind of building)
  ...rows('office', '5.3.2', [
    ['office.general', '普通办公室', 'General office', H, 300, 19, 0.6, 80, 'office.general'],
    ['office.highGrade', '高档办公室', 'High-grade office', H, 500, 19, 0.6, 80, 'office.highGrade'],
    ['office.meeting', '会议室', 'Meeting room', H, 300, 19, 0.6, 80, 'office.meeting'],
    ['office.videoConference', '视频会议室', 'Video-conference room', H, 750, 19, 0.6, 80],
    ['office.reception', '接待室、前台', 'Reception, front desk', H, 200, null, 0.4, 80],
    ['office.serviceHall', '服务大厅、营业厅', 'Service hall, business hall', H, 300, 22, 0.4, 80, 'office.serviceHall'],
    // 表 6.3.3 gives 高档办公室 and 设计室 one limit at 500 lx
    ['office.design', '设计室', 'Design room', '实际工作面', 500, 19, 0.6, 80, 'office.highGrade'],
    ['office.copying', '文件整理、复印、发行室', 'Filing, copying, dispatch room', H, 300, null, 0.4, 80],
    ['office.archive', '资料、档案存放室', 'Records and archive store', H, 200, null, 0.4, 80],
  ]),
  // 表 5.3.3 商店建筑照明标准值
  ...rows('shop', '5.3.3', [
    ['shop.general', '一般商店营业厅', 'General shop sales floor', H, 300, 22, 0.6, 80, 'shop.general'],
    ['shop.highGrade', '高档商店营业厅', 'High-grade shop sales floor', H, 500, 22, 0.6, 80, 'shop.highGrade'],
    ['shop.supermarket', '一般超市营业厅', 'General supermarket', H, 300, 22, 0.6, 80, 'shop.supermarket'],
    ['shop.supermarketHigh', '高档超市营业厅', 'High-grade supermarket', H, 500, 22, 0.6, 80, 'shop.supermarketHigh'],
    ['shop.warehouse', '仓储式超市', 'Warehouse supermarket', H, 300, 22, 0.6, 80, 'shop.warehouse'],
    ['shop.specialty', '专卖店营业厅', 'Specialty store', H, 300, 22, 0.6, 80, 'shop.specialty'],
  ]),
  // GB 50034-2013 has no restaurant table of its own: its restaurants are rows of
  // 表 5.3.5 旅馆建筑照明标准值, and their power-density limits rows of 表 6.3.5.
  ...rows('restaurant', '5.3.5', [
    ['restaurant.chinese', '中餐厅', 'Chinese restaurant', H, 200, 22, 0.6, 80, 'hotel.chineseRestaurant'],
    ['restaurant.western', '西餐厅', 'Western restaurant', H, 150, null, 0.6, 80, 'hotel.westernRestaurant'],
    ['restaurant.barCafe', '酒吧间、咖啡厅', 'Bar, café', H, 75, null, 0.4, 80],
    ['restaurant.banquet', '多功能厅、宴会厅', 'Multi-function hall, banquet hall', H, 300, 22, 0.6, 80, 'hotel.multiFunction'],
  ]),
  // 表 5.3.6 医疗建筑照明标准值
  ...rows('hospital', '5.3.6', [
    // 表 6.3.6 gives 治疗室、诊室 one limit at 300 lx
    ['hospital.treatment', '治疗室、检查室', 'Treatment room, examination room', H, 300, 19, 0.7, 80, 'hospital.treatment'],
    ['hospital.lab', '化验室', 'Laboratory', H, 500, 19, 0.7, 80, 'hospital.lab'],
    ['hospital.operating', '手术室', 'Operating theatre', H, 750, 19, 0.7, 90],
    ['hospital.consulting', '诊室', 'Consulting room', H, 300, 19, 0.6, 80, 'hospital.treatment'],
    ['hospital.waiting', '候诊室、挂号厅', 'Waiting room, registration hall', H, 200, 22, 0.4, 80, 'hospital.waiting'],
    ['hospital.ward', '病房', 'Ward', '地面', 100, 19, 0.6, 80, 'hospital.ward'],
    ['hospital.nurseStation', '护士站', 'Nurse station', H, 300, null, 0.6, 80, 'hospital.nurseStation'],
    ['hospital.pharmacy', '药房', 'Pharmacy', H, 500, 19, 0.6, 80, 'hospital.pharmacy'],
    ['hospital.icu', '重症监护室', 'Intensive care unit', H, 300, 19, 0.6, 90],
  ]),
  // 表 5.3.7 教育建筑照明标准值
  ...rows('school', '5.3.7', [
    ['school.classroom', '教室、阅览室', 'Classroom, reading room', '课桌面', 300, 19, 0.6, 80, 'school.classroom'],
    ['school.lab', '实验室', 'Laboratory', '实验桌面', 300, 19, 0.6, 80, 'school.lab'],
    ['school.art', '美术教室', 'Art classroom', '桌面', 500, 19, 0.6, 90, 'school.art'],
    ['school.multimedia', '多媒体教室', 'Multimedia classroom', H, 300, 19, 0.6, 80, 'school.multimedia'],
    ['school.dataRoom', '电子信息机房', 'IT equipment room', H, 500, 19, 0.6, 80],
    ['school.computer', '计算机教室、电子阅览室', 'Computer room, e-reading room', H, 500, 19, 0.6, 80, 'school.computer'],
    ['school.stairs', '楼梯间', 'Staircase', '地面', 100, 22, 0.4, 80],
    ['school.blackboard', '教室黑板', 'Classroom blackboard', '黑板面', 500, null, 0.7, 80, undefined, true],
    ['school.dormitory', '学生宿舍', 'Student dormitory', '地面', 150, 22, 0.4, 80, 'school.dormitory'],
  ]),
];

/**
 * Rows of these tables deliberately not entered: their 2013 values (or some of their columns)
 * could not be checked with enough confidence, and a wrong figure would reach a signed proposal.
 */
export const LEFT_OUT: readonly { table: ReferenceTable | '5.2.2'; rooms: string; why: 'unchecked' | 'outOfScope' }[] = [
  { table: '5.2.1', rooms: '车库 (30 lx in 表 6.3.1; planning/reference-illuminance.ts splits 停车位 20 / 行车道 30: not reconciled)', why: 'unchecked' },
  { table: '5.2.2', rooms: '其他居住建筑 (职工宿舍, 老年人卧室/起居室, 酒店式公寓): the UGR/U0 columns not checked', why: 'unchecked' },
  { table: '5.3.3', rooms: '一般/高档室内商业街, 农贸市场, 收款台', why: 'unchecked' },
  { table: '5.3.5', rooms: '厨房 (台面 500*: its U0 not checked)', why: 'unchecked' },
  { table: '5.3.5', rooms: '客房, 大堂, 总服务台, 休息厅, 客房层走廊, 游泳池, 健身房, 洗衣房 (hotel rooms that are not restaurants)', why: 'outOfScope' },
  { table: '5.3.6', rooms: '走道 (its UGR not checked)', why: 'unchecked' },
];

const BUILDINGS: readonly { building: ReferenceBuilding; name: string; nameEn: string }[] = [
  { building: 'residential', name: '住宅建筑', nameEn: 'Residential' },
  { building: 'office', name: '办公建筑', nameEn: 'Office' },
  { building: 'shop', name: '商店建筑', nameEn: 'Shop' },
  { building: 'restaurant', name: '餐饮（旅馆建筑表内）', nameEn: 'Restaurant (in the hotel table)' },
  { building: 'hospital', name: '医疗建筑', nameEn: 'Hospital' },
  { building: 'school', name: '教育建筑', nameEn: 'School' },
];

export interface SpaceTypeGroup {
  building: ReferenceBuilding;
  name: string;
  nameEn: string;
  spaces: { id: string; room: string; activity?: string; roomEn: string }[];
}

/** Every space type, grouped by building in the order above, rows in the standard's order. */
export function spaceTypes(): SpaceTypeGroup[] {
  return BUILDINGS.map(({ building, name, nameEn }) => ({
    building,
    name,
    nameEn,
    spaces: REFERENCE_ROWS.filter((r) => r.building === building).map((r) => ({ id: r.id, room: r.room, ...(r.activity ? { activity: r.activity } : {}), roomEn: r.roomEn })),
  }));
}

export interface Reference extends ReferenceRow {
  /** the power-density limits (表 6.3.x) that apply, from power-density.ts; null where none is entered */
  lpd: LpdLimit | null;
}

const BY_ID = new Map(REFERENCE_ROWS.map((r) => [r.id, r]));

/** The reference row of a space type with its power-density limits, or undefined for an unknown id. */
export function referenceFor(spaceTypeId: string): Reference | undefined {
  const row = BY_ID.get(spaceTypeId);
  if (!row) return undefined;
  return { ...row, lpd: row.lpdSpaceType ? (lpdLimit(row.lpdSpaceType) ?? null) : null };
}

const buildingOf = new Map(BUILDINGS.map((b) => [b.building, b]));

/**
 * Rows whose room, activity, English name, id or building name contains the query (Chinese as
 * typed, English case-insensitive; spaces around it ignored). An empty query finds every row.
 */
export function searchReference(query: string): Reference[] {
  const q = query.trim().toLowerCase();
  return REFERENCE_ROWS.filter((r) => {
    if (!q) return true;
    const b = buildingOf.get(r.building)!;
    return [r.room, r.activity ?? '', r.roomEn, r.id, b.name, b.nameEn].some((text) => text.toLowerCase().includes(q));
  }).map((r) => referenceFor(r.id)!);
}
