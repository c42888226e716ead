import { MAINTENANCE_FACTORS, type MaintenancePreset } from '../../lighting/calc/lumen-method';
import type { ElementJSON } from '../types';
import type { Fill, Gradient } from './fill';

// The lighting element kinds (issue 10; spec 001 §3, §4, §9 and spec 002 §3): lamp points,
// light spots, illuminance and colour-temperature ranges, activity lines and areas, legends.
// Geometry of drawn kinds (line lamps, polygons, activity lines) is a flat list of x, y pairs in
// the element's own box (0, 0 at its top-left corner), stored as one value so two people
// dragging handles of one lamp never interleave half a point each.

type Page = { width: number; height: number };

// ---- lamp points (spec 001 §3 "Lamp point", spec 002 §3) ----

/**
 * Every lamp type: spec 001 §3's fourteen and three numbered styles, then the template types of
 * spec 002 §3 (tong 筒灯, she 射灯, track 轨道灯, cao 灯槽, polygon 异形灯带), which keep the
 * identifiers templates use. Each has its own symbol (client/src/elements/lamp-point/symbols.ts)
 * and a name in every language (i18n `lighting.lampType.<type>`).
 */
export const LAMP_TYPES = [
  'downlight',
  'spotlight',
  'chandelier',
  'pendant',
  'wall',
  'strip',
  'strip-multi',
  'strip-circle',
  'floor',
  'decorative',
  'panel',
  'flat-panel',
  'linear',
  'magnetic-track',
  'style-1',
  'style-2',
  'style-3',
  'tong',
  'she',
  'track',
  'cao',
  'polygon',
] as const;
export type LampType = (typeof LAMP_TYPES)[number];

/** Lamps drawn point by point (svg geometry, handles), not as a symbol in a box. */
export const LINE_LAMP_TYPES: readonly LampType[] = ['strip', 'strip-multi', 'linear', 'magnetic-track', 'track', 'cao', 'polygon'];
/** of those, the ones whose outline closes (a cove or a shaped strip around a ceiling) */
export const CLOSED_LAMP_TYPES: readonly LampType[] = ['polygon'];
export const isLineLamp = (type: string): boolean => (LINE_LAMP_TYPES as readonly string[]).includes(type);

/** spec 001 §9 defaults */
export const LAMP_COLOR = '#FA6400';
export const SPOT_COLOR = 'rgba(255,188,23,1)';
/** spec 001 §9: spot width 40 for a point lamp, 24 for a line or a range lamp, 15 the base */
export const SPOT_WIDTH = { point: 40, line: 24, range: 24, base: 15 } as const;
/** spec 001 §5: a lamp's box is at least 24 px; a line at least 1 */
export const MIN_LAMP_SIZE = 24;
export const MIN_LINE_SIZE = 1;
/** label position around the symbol (spec 001 §3 poi) */
export const POI = { top: 0, right: 1, bottom: 2, left: 3 } as const;
export type Poi = 0 | 1 | 2 | 3;

export interface LampGeometry {
  /** x, y pairs in the element's box */
  points: number[];
  /** the outline closes back to its first point */
  closed?: boolean;
  /** drawn as a smooth curve through the points */
  curve?: boolean;
}

export interface LampPointFields {
  type: LampType;
  /** the label's text, e.g. "筒灯" or a product's model */
  name: string;
  /** unique among lamps of one type on a page (renumbering keeps it so) */
  number: number;
  color: string;
  /** 1: the number and name label shows, at `poi` */
  tip: 0 | 1;
  poi: Poi;
  /** symbol size in px (the box is at least this) */
  size: number;
  /** the light spot around the lamp */
  spot: boolean;
  spotColor: string;
  spotWidth: number;
  /** percent, 0-100 (spec: 40 or 80) */
  spotOpacity: number;
  /** line lamps only */
  svg?: LampGeometry;
  /** the product library's uuid of the luminaire placed here (filled by the product issue) */
  product?: string;
}

/** The default geometry of a line lamp of a given box: a straight run, or a closed rectangle. */
export function defaultLampGeometry(type: LampType, width: number, height: number): LampGeometry {
  if ((CLOSED_LAMP_TYPES as readonly string[]).includes(type)) return { points: [0, 0, width, 0, width, height, 0, height], closed: true };
  return { points: [0, height / 2, width, height / 2] };
}

/** A new lamp point of a type in the middle of the page (a line lamp gets a 400 px run). */
export function newLampPoint(type: LampType, page: Page, name: string, number = 1): Omit<ElementJSON, 'id'> {
  const line = isLineLamp(type);
  const width = line ? 400 : 48;
  const height = line ? ((CLOSED_LAMP_TYPES as readonly string[]).includes(type) ? 240 : MIN_LAMP_SIZE) : 48;
  const fields: LampPointFields = {
    type,
    name,
    number,
    color: LAMP_COLOR,
    tip: 1,
    poi: POI.bottom,
    size: line ? MIN_LAMP_SIZE : 48,
    spot: false,
    spotColor: SPOT_COLOR,
    spotWidth: line ? SPOT_WIDTH.line : SPOT_WIDTH.point,
    spotOpacity: 40,
    ...(line ? { svg: defaultLampGeometry(type, width, height) } : {}),
  };
  return { tag: 'lamp-point', left: Math.round((page.width - width) / 2), top: Math.round((page.height - height) / 2), width, height, rotate: 0, ...fields };
}

// ---- light spots (spec 001 §3 "Spot element") ----

export const SPOT_TYPES = ['rect', 'rect-o', 'rect-oi', 'fill', 'circle', 'round', 'round-o', 'round-oi', 'line', 'side', 'ring', 'ring-i', 'ring-o', 'semi', 'sector', 'polyline'] as const;
export type SpotType = (typeof SPOT_TYPES)[number];

export interface LampSpotFields {
  type: SpotType;
  lampColor: string;
  /** the lamp's stroke, px */
  lampWidth: number;
  spotColor: string;
  /** the glow's width, px */
  spotWidth: number;
  /** percent, 0-100 */
  spotOpacity: number;
  /** corner radius of rectangular spots */
  spotRadius: number;
  /** polyline spots: x, y pairs in the box */
  points?: number[];
}

export function newLampSpot(type: SpotType, page: Page): Omit<ElementJSON, 'id'> {
  const line = type === 'line' || type === 'side' || type === 'polyline';
  const width = line ? 400 : 200;
  const height = line ? 60 : 200;
  const fields: LampSpotFields = {
    type,
    lampColor: LAMP_COLOR,
    lampWidth: 2,
    spotColor: SPOT_COLOR,
    spotWidth: SPOT_WIDTH.base,
    spotOpacity: 80,
    spotRadius: 0,
    ...(type === 'polyline' ? { points: [0, 50, 130, 10, 270, 50, 400, 10] } : {}),
  };
  return { tag: 'lamp-spot', left: Math.round((page.width - width) / 2), top: Math.round((page.height - height) / 2), width, height, rotate: 0, ...fields };
}

// ---- illuminance and colour-temperature ranges (spec 001 §3 "Range", §4, §9) ----

export const RANGE_SHAPES = ['rect', 'polygon'] as const;
export type RangeShape = (typeof RANGE_SHAPES)[number];
/** set by picking a preset gradient (spec 001 §4); a plain colour removes it */
export const RANGE_TYPES = ['adjust', 'rgbcw', 'adjust-ill'] as const;
export type RangeType = (typeof RANGE_TYPES)[number];

export interface RangeFields {
  shape: RangeShape;
  /** polygons: x, y pairs in the box */
  points?: number[];
  /** the value the area stands for: "300 lx", "3000K", "2700-6500K" */
  name: string;
  fill: Fill;
  type?: RangeType;
  /** percent, 0-100, of the fill */
  fillOpacity: number;
}

/** spec 001 §9 illuminance levels (the pickable names of an ill-range) */
export const ILL_LEVELS = ['10 lx', '50 lx', '100 lx', '150 lx', '200 lx', '300 lx', '500+ lx', '100-200 lx'] as const;
/** spec 001 §9 colour temperatures (the pickable names of a cct-range) */
export const CCT_LEVELS = ['2200K', '2700K', '3000K', '3500K', '4000K', '5000K', '2700-6500K', 'RGBCW'] as const;

export function newRange(tag: 'ill-range' | 'cct-range', page: Page, name: string, fill: Fill, type?: RangeType): Omit<ElementJSON, 'id'> {
  const width = 480;
  const height = 320;
  const fields: RangeFields = { shape: 'rect', name, fill, fillOpacity: 50, ...(type ? { type } : {}) };
  return { tag, left: Math.round((page.width - width) / 2), top: Math.round((page.height - height) / 2), width, height, rotate: 0, ...fields };
}

/** spec 001 §4: a preset gradient sets the range's type; a gradient of one's own or a colour removes it. */
export interface RangePreset {
  id: string;
  type: RangeType;
  gradient: Gradient;
}

// ---- activity lines and areas (spec 001 §3, §9) ----

/** spec 001 §9 names day, night and morning; the five others are LightKit's (the spec does not show them). */
export const ACTIVITY_LINE_TYPES = ['day', 'night', 'morning', 'evening', 'weekend', 'guest', 'cleaning', 'pet'] as const;
export type ActivityLineType = (typeof ACTIVITY_LINE_TYPES)[number];
export const ACTIVITY_LINE_COLOR = '#8c8c8c';

export interface ActivityLineFields {
  type: ActivityLineType;
  /** x, y pairs in the box: start, any bends, end */
  points: number[];
  lineWidth: number;
  color: string;
  /** an arrow at the end shows the direction of movement */
  arrow: boolean;
}

export function newActivityLine(type: ActivityLineType, page: Page): Omit<ElementJSON, 'id'> {
  const width = 400;
  const height = 40;
  const fields: ActivityLineFields = { type, points: [0, 20, 400, 20], lineWidth: 2, color: ACTIVITY_LINE_COLOR, arrow: true };
  return { tag: 'activity-line', left: Math.round((page.width - width) / 2), top: Math.round((page.height - height) / 2), width, height, rotate: 0, ...fields };
}

export const ACTIVITY_LEVELS = ['frequent', 'often', 'occasionally', 'rarely', 'shared', 'private'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

export interface ActivityRangeFields {
  level: ActivityLevel;
  shape: RangeShape;
  points?: number[];
  color: string;
  /** percent, 0-100 */
  fillOpacity: number;
}

export function newActivityRange(level: ActivityLevel, page: Page, color: string): Omit<ElementJSON, 'id'> {
  const width = 400;
  const height = 300;
  const fields: ActivityRangeFields = { level, shape: 'rect', color, fillOpacity: 35 };
  return { tag: 'activity-range', left: Math.round((page.width - width) / 2), top: Math.round((page.height - height) / 2), width, height, rotate: 0, ...fields };
}

// ---- legends (spec 001 §3 "Legend element", §8 empty states) ----

export const LEGEND_TYPES = ['lamp-point', 'activity-range', 'activity-line', 'ill-range', 'cct-range'] as const;
export type LegendType = (typeof LEGEND_TYPES)[number];

export interface LegendFields {
  type: LegendType;
  /** a lamp legend can count each entry: a luminaire schedule on the page */
  showCount: boolean;
  fontSize: number;
  color: string;
  /**
   * entries per column before the next column starts (not `rows`: in the document layout that
   * key is a table's shared list of rows)
   */
  perColumn: number;
}

export function newLegend(type: LegendType, page: Page): Omit<ElementJSON, 'id'> {
  const width = 360;
  const height = 240;
  const fields: LegendFields = { type, showCount: type === 'lamp-point', fontSize: 20, color: '#1f2430', perColumn: 12 };
  return { tag: 'legend', left: page.width - width - 40, top: page.height - height - 40, width, height, rotate: 0, ...fields };
}

/** Every lighting kind's tag: the legend reads these, the toolbar's lighting group inserts them. */
export const LIGHTING_TAGS = ['lamp-point', 'lamp-spot', 'ill-range', 'cct-range', 'activity-line', 'activity-range', 'space', 'legend'] as const;

// ---- spaces (issue 16): a room checked live against GB 50034-2013 (lighting/space-compliance.ts) ----

export const SPACE_DEFAULTS = {
  spaceType: 'residential.living',
  /** the room's real length (along the outline's width) and width (along its height), m */
  length: 5,
  depth: 4,
  /** luminaire mounting height above the floor, m */
  mount: 2.8,
  /** work-plane height above the floor, m (GB 50034: 0.75 m 水平面 for most rooms) */
  plane: 0.75,
  ceiling: 0.7,
  wall: 0.5,
  floor: 0.2,
  /** the GB 50034-2013 表 4.1.6 maintenance-factor preset (absent in older documents: clean, as before) */
  maintenance: 'clean' as MaintenancePreset,
} as const;

/** The maintenance-factor presets a space may take (lighting/calc/lumen-method.ts). */
export const SPACE_MAINTENANCE: readonly MaintenancePreset[] = MAINTENANCE_FACTORS.presets.map((p) => p.id);

/** A space's own fields; absent ones take SPACE_DEFAULTS. */
export interface SpaceFields {
  shape?: 'rect' | 'polygon';
  points?: number[];
  name?: string;
  spaceType?: string;
  length?: number;
  depth?: number;
  mount?: number;
  plane?: number;
  ceiling?: number;
  wall?: number;
  floor?: number;
  maintenance?: MaintenancePreset;
}

/**
 * A room checked live against its space type (issue 16): a 500 × 400 px rectangle standing for
 * the default 5 × 4 m living room until the user types the room's real size.
 */
export function newSpace(page: Page, spaceType: string = SPACE_DEFAULTS.spaceType): Omit<ElementJSON, 'id'> {
  const width = 500;
  const height = 400;
  const { length, depth, mount, plane, ceiling, wall, floor, maintenance } = SPACE_DEFAULTS;
  const fields: Required<Omit<SpaceFields, 'points'>> = { shape: 'rect', name: '', spaceType, length, depth, mount, plane, ceiling, wall, floor, maintenance };
  return { tag: 'space', left: Math.round((page.width - width) / 2), top: Math.round((page.height - height) / 2), width, height, rotate: 0, ...fields };
}
