import type { Fill } from '../../../shared/src/schema/elements/fill';
import {
  newActivityRange,
  newLampPoint,
  newRange,
  type ActivityLevel,
  type LampType,
  type RangeType,
  type CCT_LEVELS,
  type ILL_LEVELS,
} from '../../../shared/src/schema/elements/lighting';
import type { ElementJSON } from '../../../shared/src/schema/types';
import { nextLampNumber } from './lighting-names';

// What the toolbar's 照明 menu inserts: the shared factories, given a number, a colour or a
// fill for the picked level. The colours are LightKit's own (the spec names levels, not colours):
// illuminance runs from cool blue (dim) to warm red (bright), colour temperature from amber
// (warm) to sky blue (cool), so a plan reads at a glance.

type Page = { width: number; height: number };
const linear = (...colors: string[]): Fill => ({
  type: 'gradient',
  gradient: { type: 'linear', angle: 90, points: colors.map((color, i) => ({ color, pct: Math.round((i * 100) / (colors.length - 1)) })) },
});

const ILL_FILLS: Record<(typeof ILL_LEVELS)[number], { fill: Fill; type?: RangeType }> = {
  '10 lx': { fill: { type: 'color', color: '#1c7ed6' } },
  '50 lx': { fill: { type: 'color', color: '#4dabf7' } },
  '100 lx': { fill: { type: 'color', color: '#69db7c' } },
  '150 lx': { fill: { type: 'color', color: '#a9e34b' } },
  '200 lx': { fill: { type: 'color', color: '#ffd43b' } },
  '300 lx': { fill: { type: 'color', color: '#ffa94d' } },
  '500+ lx': { fill: { type: 'color', color: '#ff6b6b' } },
  // a dimmable area: the preset gradient marks it as adjustable (spec 001 §4)
  '100-200 lx': { fill: linear('#69db7c', '#ffd43b'), type: 'adjust-ill' },
};

const CCT_FILLS: Record<(typeof CCT_LEVELS)[number], { fill: Fill; type?: RangeType }> = {
  '2200K': { fill: { type: 'color', color: '#fd7e14' } },
  '2700K': { fill: { type: 'color', color: '#ffa94d' } },
  '3000K': { fill: { type: 'color', color: '#ffc078' } },
  '3500K': { fill: { type: 'color', color: '#ffe066' } },
  '4000K': { fill: { type: 'color', color: '#d0ebff' } },
  '5000K': { fill: { type: 'color', color: '#a5d8ff' } },
  '2700-6500K': { fill: linear('#ffa94d', '#a5d8ff'), type: 'adjust' },
  RGBCW: { fill: linear('#ff6b6b', '#51cf66', '#339af0', '#ffffff', '#ffd8a8'), type: 'rgbcw' },
};

export const ACTIVITY_COLORS: Record<ActivityLevel, string> = {
  frequent: '#ff8787',
  often: '#ffc078',
  occasionally: '#ffe066',
  rarely: '#ced4da',
  shared: '#8ce99a',
  private: '#b197fc',
};

/** A new lamp named after its type, with the next free number of that type on the page. */
export function lampToInsert(type: LampType, page: Page, items: readonly ElementJSON[], typeName: string): Omit<ElementJSON, 'id'> {
  return newLampPoint(type, page, typeName, nextLampNumber(items, type));
}

export function illRangeToInsert(level: (typeof ILL_LEVELS)[number], page: Page): Omit<ElementJSON, 'id'> {
  const { fill, type } = ILL_FILLS[level];
  return newRange('ill-range', page, level, fill, type);
}

export function cctRangeToInsert(level: (typeof CCT_LEVELS)[number], page: Page): Omit<ElementJSON, 'id'> {
  const { fill, type } = CCT_FILLS[level];
  return newRange('cct-range', page, level, fill, type);
}

export function activityRangeToInsert(level: ActivityLevel, page: Page): Omit<ElementJSON, 'id'> {
  return newActivityRange(level, page, ACTIVITY_COLORS[level]);
}
