import { gridLx, numberOf, planningName, refuse, type Verdict } from './verdict';

// The rules of the visual-interest chart (`lit-vision`, issue 11, spec 002 §3, §5 and §9): the
// activities or focal points met along a walk through the space, each a name, a place along the
// walk (left, in percent of the chart's width), an illuminance and perhaps an arrow showing the
// way one looks or moves there.

export const VISION_LX = { min: 0, max: 1000, step: 10 } as const;
/** the arrow's line width in px of the page: thinner does not show at half size, thicker covers the bars */
export const ARROW_WIDTH = { min: 1, max: 40, fallback: 6 } as const;
export const ARROW_DIRECTIONS = ['left', 'right', 'up', 'down'] as const;
export type ArrowDirection = (typeof ARROW_DIRECTIONS)[number];

/** An activity's name: trimmed, 1..20 characters, unlike the chart's other activities. */
export const activityName = (raw: unknown, others: readonly string[]): Verdict<string> => planningName(raw, others, 'planning.rule.activityNameTaken');

/** An activity's illuminance: 0..1000 lx on the 10 lx grid (5 lx rounds to 10, -10 to 0). */
export function activityLx(raw: unknown): Verdict<number> {
  const n = numberOf(raw);
  return n === undefined ? refuse('planning.rule.lxNotNumber') : { ok: true, value: gridLx(n, VISION_LX.min, VISION_LX.max) };
}

/** Where along the walk: a whole percent 0..100 of the chart (the ends included; beyond them is clamped). */
export function activityLeft(raw: unknown): Verdict<number> {
  const n = numberOf(raw);
  return n === undefined ? refuse('planning.rule.leftNotNumber') : { ok: true, value: Math.min(100, Math.max(0, Math.round(n))) };
}

/** The arrow's direction, or undefined for no arrow ('' or 'none' from the editor's picker). */
export function arrowDirection(raw: unknown): Verdict<ArrowDirection | undefined> {
  if (raw === undefined || raw === '' || raw === 'none') return { ok: true, value: undefined };
  return (ARROW_DIRECTIONS as readonly unknown[]).includes(raw) ? { ok: true, value: raw as ArrowDirection } : refuse('planning.rule.arrowUnknown');
}

/** The arrow's width: whole px 1..40, clamped. */
export function arrowWidth(raw: unknown): Verdict<number> {
  const n = numberOf(raw);
  return n === undefined ? refuse('planning.rule.widthNotNumber') : { ok: true, value: Math.min(ARROW_WIDTH.max, Math.max(ARROW_WIDTH.min, Math.round(n))) };
}

export interface VisionActivity {
  name: string;
  left: number;
  lx: number;
  arrow?: ArrowDirection;
  arrowWidth?: number;
}

/**
 * The sample walk a new chart starts with (spec 002 names no defaults): entering at a lit
 * entrance feature, past the living room's accent wall and the bright dining table, along a dim
 * corridor to the bedroom's reading corner, so the chart shows contrast at once.
 */
export const DEFAULT_ACTIVITIES: readonly VisionActivity[] = [
  { name: '玄关端景', left: 8, lx: 300, arrow: 'right', arrowWidth: ARROW_WIDTH.fallback },
  { name: '客厅背景墙', left: 30, lx: 150 },
  { name: '餐桌', left: 52, lx: 500, arrow: 'down', arrowWidth: ARROW_WIDTH.fallback },
  { name: '走廊', left: 72, lx: 30 },
  { name: '卧室阅读角', left: 92, lx: 200, arrow: 'left', arrowWidth: ARROW_WIDTH.fallback },
];

/**
 * Where a new activity goes along the walk: the middle of the widest stretch free of the others
 * (the walk's ends count as its edges), so it does not land on a bar already drawn. 50 on an
 * empty chart; of equal stretches, the first.
 */
export function freeLeft(lefts: readonly number[]): number {
  const stops = [0, ...lefts.filter((l) => Number.isFinite(l)).map((l) => Math.min(100, Math.max(0, l))), 100].sort((a, b) => a - b);
  let best = { gap: -1, at: 50 };
  for (let i = 1; i < stops.length; i++) {
    const gap = stops[i]! - stops[i - 1]!;
    if (gap > best.gap) best = { gap, at: Math.round((stops[i]! + stops[i - 1]!) / 2) };
  }
  return best.at;
}
