// Lighting power density (照明功率密度, LPD) and its limits by space type (issue 14 energy
// analysis, reused by the design tools and the compliance badge of issue 16).
//
// Refusals: `powerDensity` and `checkPowerDensity` are formulas that screens call after their
// inputs have been validated, so an impossible input is a programming error there and throws a
// RangeError. Its message is a message key (`energy.areaPositive` …) so a screen that lets it
// through can still catch and translate it; it never returns NaN or Infinity.

import type { MessageKey } from '../i18n';

export type LpdClause = '表 6.3.1' | '表 6.3.3' | '表 6.3.4' | '表 6.3.5' | '表 6.3.6' | '表 6.3.7';

export interface LpdLimit {
  /** stable id for documents and the space element: `<building>.<room>` */
  spaceType: string;
  /** building kind the table covers */
  building: 'residential' | 'office' | 'shop' | 'hotel' | 'hospital' | 'school';
  /** the room as the standard names it */
  name: string;
  nameEn: string;
  /** illuminance standard value (照度标准值, lx) the limit belongs to; null where the table gives none (hotel guest room) */
  lux: number | null;
  /** 现行值: the limit, W/m² (≤) */
  current: number;
  /** 目标值: the target, W/m² (≤) */
  target: number;
  source: { standard: 'GB 50034-2013'; clause: LpdClause };
  /** set where the table applies the limit to something other than the room itself */
  scope?: string;
}

/**
 * Why every row says 2013: GB 50034-2013 was replaced by the recommended standard
 * GB/T 50034-2024 (in force 2024-11-01). No 2024 value is entered here because none has been
 * checked against the 2024 text; a screen quoting these limits shows this note.
 */
export const LPD_NOTE =
  'Limits of GB 50034-2013 (Tables 6.3.1-6.3.7). GB/T 50034-2024 now applies (from 2024-11-01); check its values before quoting these. ' +
  'GB 50034-2013 §6.3.16: where the design illuminance differs from the table value, the limit is scaled in proportion (not applied here).';
export const LPD_NOTE_KEY: MessageKey = 'energy.standardNote';

const T = (clause: LpdClause) => ({ standard: 'GB 50034-2013', clause }) as const;
type Row = [spaceType: string, name: string, nameEn: string, lux: number | null, current: number, target: number];
const rows = (building: LpdLimit['building'], clause: LpdClause, list: Row[], scope?: string): LpdLimit[] =>
  list.map(([spaceType, name, nameEn, lux, current, target]) => ({ spaceType, building, name, nameEn, lux, current, target, source: T(clause), ...(scope ? { scope } : {}) }));

/**
 * The rows of GB 50034-2013 §6.3 entered so far (mandatory clauses 6.3.3-6.3.7; 6.3.1 is "should").
 * Left out on purpose (not checked): library 6.3.2, and every table from 6.3.8 on (galleries,
 * museums, exhibition, transport, finance, industry, general rooms).
 */
export const LPD_LIMITS: readonly LpdLimit[] = [
  // 表 6.3.1 住宅建筑每户照明功率密度限值: one limit for the whole dwelling; the rooms keep their
  // own illuminance (表 5.2.1), so each room is a row carrying the dwelling's limit.
  ...rows(
    'residential',
    '表 6.3.1',
    [
      ['residential.living', '起居室', 'Living room', 100, 6.0, 5.0],
      ['residential.bedroom', '卧室', 'Bedroom', 75, 6.0, 5.0],
      ['residential.dining', '餐厅', 'Dining room', 150, 6.0, 5.0],
      ['residential.kitchen', '厨房', 'Kitchen', 100, 6.0, 5.0],
      ['residential.bathroom', '卫生间', 'Bathroom', 100, 6.0, 5.0],
    ],
    'dwelling',
  ),
  ...rows('residential', '表 6.3.1', [
    ['residential.dormitory', '职工宿舍', 'Staff dormitory', 100, 4.0, 3.5],
    ['residential.garage', '车库', 'Garage', 30, 2.0, 1.8],
  ]),
  // 表 6.3.3 办公建筑
  ...rows('office', '表 6.3.3', [
    ['office.general', '普通办公室', 'General office', 300, 9.0, 8.0],
    ['office.highGrade', '高档办公室、设计室', 'High-grade office, design room', 500, 15.0, 13.5],
    ['office.meeting', '会议室', 'Meeting room', 300, 9.0, 8.0],
    ['office.serviceHall', '服务大厅', 'Service hall', 300, 11.0, 10.0],
  ]),
  // 表 6.3.4 商店建筑
  ...rows('shop', '表 6.3.4', [
    ['shop.general', '一般商店营业厅', 'General shop sales floor', 300, 10.0, 9.0],
    ['shop.highGrade', '高档商店营业厅', 'High-grade shop sales floor', 500, 16.0, 14.5],
    ['shop.supermarket', '一般超市营业厅', 'General supermarket', 300, 11.0, 10.0],
    ['shop.supermarketHigh', '高档超市营业厅', 'High-grade supermarket', 500, 17.0, 15.5],
    ['shop.specialty', '专卖店营业厅', 'Specialty store', 300, 11.0, 10.0],
    ['shop.warehouse', '仓储超市', 'Warehouse supermarket', 300, 11.0, 10.0],
  ]),
  // 表 6.3.5 旅馆建筑 (the guest room has no illuminance in the table: "—")
  ...rows('hotel', '表 6.3.5', [
    ['hotel.guestRoom', '客房', 'Guest room', null, 7.0, 6.0],
    ['hotel.chineseRestaurant', '中餐厅', 'Chinese restaurant', 200, 9.0, 8.0],
    ['hotel.westernRestaurant', '西餐厅', 'Western restaurant', 150, 6.5, 5.5],
    ['hotel.multiFunction', '多功能厅', 'Multi-function hall', 300, 13.5, 12.0],
    ['hotel.corridor', '客房层走廊', 'Guest-floor corridor', 50, 4.0, 3.5],
    ['hotel.lobby', '大堂', 'Lobby', 200, 9.0, 8.0],
    ['hotel.meeting', '会议室', 'Meeting room', 300, 9.0, 8.0],
  ]),
  // 表 6.3.6 医疗建筑
  ...rows('hospital', '表 6.3.6', [
    ['hospital.treatment', '治疗室、诊室', 'Treatment room, consulting room', 300, 9.0, 8.0],
    ['hospital.lab', '化验室', 'Laboratory', 500, 15.0, 13.5],
    ['hospital.waiting', '候诊室、挂号厅', 'Waiting room, registration hall', 200, 6.5, 5.5],
    ['hospital.ward', '病房', 'Ward', 100, 5.0, 4.5],
    ['hospital.nurseStation', '护士站', 'Nurse station', 300, 9.0, 8.0],
    ['hospital.pharmacy', '药房', 'Pharmacy', 500, 15.0, 13.5],
    ['hospital.corridor', '走廊', 'Corridor', 100, 4.5, 4.0],
  ]),
  // 表 6.3.7 教育建筑
  ...rows('school', '表 6.3.7', [
    ['school.classroom', '教室、阅览室', 'Classroom, reading room', 300, 9.0, 8.0],
    ['school.lab', '实验室', 'Laboratory', 300, 9.0, 8.0],
    ['school.art', '美术教室', 'Art classroom', 500, 15.0, 13.5],
    ['school.multimedia', '多媒体教室', 'Multimedia classroom', 300, 9.0, 8.0],
    ['school.computer', '计算机教室、电子阅览室', 'Computer room, e-reading room', 500, 15.0, 13.5],
    ['school.dormitory', '学生宿舍', 'Student dormitory', 150, 5.0, 4.5],
  ]),
];

const BY_TYPE = new Map(LPD_LIMITS.map((row) => [row.spaceType, row]));

export function lpdLimit(spaceType: string): LpdLimit | undefined {
  return BY_TYPE.get(spaceType);
}

const key = (k: MessageKey) => new RangeError(k);

/** LPD = installed lighting power / floor area, W/m². Power ≥ 0 W, area > 0 m², both finite. */
export function powerDensity({ power, area }: { power: number; area: number }): number {
  if (typeof power !== 'number' || !Number.isFinite(power)) throw key('energy.notNumber');
  if (power < 0) throw key('energy.negative');
  if (typeof area !== 'number' || !Number.isFinite(area)) throw key('energy.notNumber');
  if (area <= 0) throw key('energy.areaPositive');
  return power / area;
}

export type LpdVerdict = 'pass' | 'fail' | 'target';

export interface LpdCheck {
  lpd: number;
  /** 现行值 (W/m²) */
  limit: number;
  /** 目标值 (W/m²) */
  target: number;
  /** 'target': at or under the target value; 'pass': over the target, at or under the current value; 'fail': over the current value */
  verdict: LpdVerdict;
  row: LpdLimit;
}

/**
 * Limits are "≤" values given to 0.1 W/m²; a density a hair over because of binary floating
 * point (e.g. 0.1 + 0.2 W) must not fail, so compare with a tolerance far below what any meter
 * or table resolves.
 */
const EPS = 1e-9;

export function checkPowerDensity({ spaceType, power, area }: { spaceType: string; power: number; area: number }): LpdCheck {
  const row = lpdLimit(spaceType);
  if (!row) throw key('energy.unknownSpace');
  const lpd = powerDensity({ power, area });
  const verdict: LpdVerdict = lpd <= row.target + EPS ? 'target' : lpd <= row.current + EPS ? 'pass' : 'fail';
  return { lpd, limit: row.current, target: row.target, verdict, row };
}
