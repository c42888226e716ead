// The glare (UGR) chart's rules (issue 11 "Charts"; spec 002 §3 the `glare` item, §9 "UGR
// levels: 28, 25, 22, 19, 16, 13, 10 (seven descriptive levels, default 4)"). The words a person
// would use for each level are LightKit's own and live in the catalogues (i18n `glare.level.<ugr>`);
// the limits per space are normative and each names its standard, year and table.

/** UGR values of the seven levels, level 1 (worst) to level 7 (best). */
export const UGR_LEVELS = [28, 25, 22, 19, 16, 13, 10] as const;
export type Ugr = (typeof UGR_LEVELS)[number];
export const GLARE_LEVEL_MIN = 1;
export const GLARE_LEVEL_MAX = UGR_LEVELS.length;
/** spec 002 §9: the chart opens on level 4 (UGR 19) */
export const DEFAULT_GLARE_LEVEL = 4;

/**
 * A stored level as the chart may draw it: whole, within 1..7; anything that is not a finite
 * number (text, NaN, missing) is the default level, since a chart must always show one level.
 */
export function clampGlareLevel(level: unknown): number {
  if (typeof level !== 'number' || !Number.isFinite(level)) return DEFAULT_GLARE_LEVEL;
  return Math.min(GLARE_LEVEL_MAX, Math.max(GLARE_LEVEL_MIN, Math.round(level)));
}

/** The UGR of a level (1 → 28 … 7 → 10), clamped first. */
export const ugrOfLevel = (level: unknown): Ugr => UGR_LEVELS[clampGlareLevel(level) - 1]!;

/**
 * The level drawn for a UGR limit: the one of that value, or else the strictest level that still
 * meets it (a limit of 20 is met by UGR 19 and below, so it is drawn at 19).
 */
export function levelOfUgr(ugr: number): number {
  const i = UGR_LEVELS.findIndex((u) => u <= ugr);
  return i < 0 ? GLARE_LEVEL_MAX : i + 1;
}

/** the standard every limit below is from; GB/T 50034-2024 replaced it, and its values are not checked here */
export const GLARE_STANDARD = 'GB 50034-2013';

export interface GlareLimit {
  /** the maximum UGR (统一眩光值 UGR 上限) */
  ugr: Ugr;
  standard: typeof GLARE_STANDARD;
  /** the table of the standard the value is from */
  table: string;
}

/**
 * Recommended maximum UGR for typical spaces, GB 50034-2013《建筑照明设计标准》. Only rooms whose
 * table gives a UGR are listed: the residential table (5.2.1) gives none ("—"), so homes have no
 * entry. Tables: 5.3.1 图书馆建筑, 5.3.2 办公建筑, 5.3.6 医疗建筑, 5.3.7 教育建筑, 5.5.1 公共和
 * 工业建筑通用房间或场所.
 */
export const GLARE_LIMITS = {
  /** 普通办公室 */
  office: { ugr: 19, standard: GLARE_STANDARD, table: '5.3.2' },
  /** 高档办公室 */
  'office-high': { ugr: 19, standard: GLARE_STANDARD, table: '5.3.2' },
  /** 会议室 */
  meeting: { ugr: 19, standard: GLARE_STANDARD, table: '5.3.2' },
  /** 设计室 */
  design: { ugr: 19, standard: GLARE_STANDARD, table: '5.3.2' },
  /** 服务大厅、营业厅 */
  'business-hall': { ugr: 22, standard: GLARE_STANDARD, table: '5.3.2' },
  /** 一般阅览室、开放式阅览室 */
  reading: { ugr: 19, standard: GLARE_STANDARD, table: '5.3.1' },
  /** 教室、阅览室 */
  classroom: { ugr: 19, standard: GLARE_STANDARD, table: '5.3.7' },
  /** 病房 */
  ward: { ugr: 19, standard: GLARE_STANDARD, table: '5.3.6' },
  /** 候诊室、挂号厅 */
  waiting: { ugr: 22, standard: GLARE_STANDARD, table: '5.3.6' },
  /** 走廊、流动区域、楼梯间 */
  corridor: { ugr: 25, standard: GLARE_STANDARD, table: '5.5.1' },
} as const satisfies Record<string, GlareLimit>;
export type GlareSpace = keyof typeof GLARE_LIMITS;
export const GLARE_SPACES = Object.keys(GLARE_LIMITS) as GlareSpace[];

/** The limit of a reference space, or null for none or an unknown one. */
export function glareLimit(space: unknown): GlareLimit | null {
  return typeof space === 'string' && Object.hasOwn(GLARE_LIMITS, space) ? GLARE_LIMITS[space as GlareSpace] : null;
}

/** Does a level meet a space's limit? (UGR at or below the maximum) */
export const meetsLimit = (level: unknown, limit: GlareLimit): boolean => ugrOfLevel(level) <= limit.ugr;
