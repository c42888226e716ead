import type { Fill } from '../../schema/elements/fill';
import {
  LAMP_COLOR,
  SPOT_COLOR,
  SPOT_WIDTH,
  type ActivityLevel,
  type ActivityLineType,
  type LampType,
  type LegendType,
} from '../../schema/elements/lighting';
import { isLineLamp } from '../../schema/elements/lighting';
import type { Box, DeckTheme } from '../page-kit';
import { lineHeightFor, rectShape, styledHtml } from '../page-kit';
import type { ElementDraft } from '../template-def';

// Floor plans drawn with LightKit's own elements: the decks' illustrations (the original decks
// pointed at a picture host we cannot reach). A plan is written in metres, so a room reads as
// what it is (4.2 × 3.6 m), and is scaled into any box on any canvas size. Walls are rectangle
// shapes, rooms carry a label, and the lighting layers (lamps, illuminance and colour-temperature
// zones, activity lines and areas) are the real lighting elements, so a designer can edit them.

/** A room: its name and rectangle in metres from the plan's top-left corner. */
export interface PlanRoom {
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A lamp: a symbol at a point (metres), or a line lamp along `points` (x, y pairs in metres). */
export interface PlanLamp {
  type: LampType;
  x: number;
  y: number;
  /** the label (筒灯, 射灯 …); the number is counted per type */
  name: string;
  /** line lamps: the run, x, y pairs in metres */
  points?: number[];
  /** draw the light spot around it */
  spot?: boolean;
}

export interface PlanZone {
  tag: 'ill-range' | 'cct-range';
  /** the value it stands for: '300 lx', '3000K' */
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
  color: string;
}

export interface PlanActivityLine {
  type: ActivityLineType;
  /** x, y pairs in metres */
  points: number[];
}

export interface PlanActivityArea {
  level: ActivityLevel;
  x: number;
  y: number;
  w: number;
  h: number;
  color: string;
}

export interface FloorPlan {
  /** outer size in metres */
  width: number;
  depth: number;
  rooms: PlanRoom[];
}

export interface PlanLayers {
  lamps?: PlanLamp[];
  zones?: PlanZone[];
  lines?: PlanActivityLine[];
  areas?: PlanActivityArea[];
}

/** How a plan in metres maps into a box in px (uniform scale, centred). */
export interface PlanScale {
  px: (metres: number) => number;
  x: (metres: number) => number;
  y: (metres: number) => number;
}

export function planScale(plan: FloorPlan, box: Box): PlanScale {
  const k = Math.min(box.width / plan.width, box.height / plan.depth);
  const offsetX = box.left + (box.width - plan.width * k) / 2;
  const offsetY = box.top + (box.height - plan.depth * k) / 2;
  return { px: (m) => Math.round(m * k), x: (m) => Math.round(offsetX + m * k), y: (m) => Math.round(offsetY + m * k) };
}

const colour = (color: string): Fill => ({ type: 'color', color });

/** The walls and room names: one outlined rectangle per room, its name and area in the middle. */
export function planRooms(plan: FloorPlan, box: Box, theme: DeckTheme, opts: { labels?: boolean; fontSize?: number } = {}): ElementDraft[] {
  const s = planScale(plan, box);
  const fontSize = opts.fontSize ?? Math.max(12, Math.min(22, s.px(0.32)));
  const out: ElementDraft[] = [];
  for (const room of plan.rooms) {
    const left = s.x(room.x);
    const top = s.y(room.y);
    const width = s.px(room.w);
    const height = s.px(room.h);
    out.push(rectShape({ left, top, width, height }, { stroke: theme.text, strokeWidth: 3 }));
    if (opts.labels !== false) {
      const area = `${(room.w * room.h).toFixed(1)} m²`;
      // a corridor is too low for two lines: name and area side by side
      const oneLine = height < fontSize * 3.4;
      const lines = oneLine ? [`${room.name} ${area}`] : [room.name, area];
      const html = styledHtml(lines, { fontSize, color: theme.muted, align: 'center' });
      const labelHeight = Math.round(fontSize * 1.3 * lines.length + 4);
      out.push({
        tag: 'text',
        type: 'text',
        left: left + 4,
        top: top + Math.max(2, Math.min(Math.round(fontSize * 0.4), Math.round((height - labelHeight) / 2))),
        width: Math.max(40, width - 8),
        height: labelHeight,
        rotate: 0,
        html,
        lineHeight: lineHeightFor(html, 1.3),
      });
    }
  }
  return out;
}

/** The lighting layers of a plan, as lighting elements placed in the same box as planRooms. */
export function planLayers(plan: FloorPlan, box: Box, layers: PlanLayers, opts: { lampSize?: number } = {}): ElementDraft[] {
  const s = planScale(plan, box);
  const out: ElementDraft[] = [];
  for (const z of layers.zones ?? []) {
    out.push({ tag: z.tag, left: s.x(z.x), top: s.y(z.y), width: s.px(z.w), height: s.px(z.h), rotate: 0, shape: 'rect', name: z.name, fill: colour(z.color), fillOpacity: 45 });
  }
  for (const a of layers.areas ?? []) {
    out.push({ tag: 'activity-range', left: s.x(a.x), top: s.y(a.y), width: s.px(a.w), height: s.px(a.h), rotate: 0, level: a.level, shape: 'rect', color: a.color, fillOpacity: 35 });
  }
  for (const line of layers.lines ?? []) out.push(activityLine(line, s));
  const numbers = new Map<string, number>();
  const size = opts.lampSize ?? Math.max(24, Math.min(48, s.px(0.45)));
  for (const lamp of layers.lamps ?? []) {
    const number = (numbers.get(lamp.type) ?? 0) + 1;
    numbers.set(lamp.type, number);
    out.push(lampElement(lamp, number, size, s));
  }
  return out;
}

function activityLine(line: PlanActivityLine, s: PlanScale): ElementDraft {
  const xs = line.points.filter((_, i) => i % 2 === 0).map(s.x);
  const ys = line.points.filter((_, i) => i % 2 === 1).map(s.y);
  const left = Math.min(...xs) - 10;
  const top = Math.min(...ys) - 10;
  const points = xs.flatMap((x, i) => [x - left, ys[i]! - top]);
  return {
    tag: 'activity-line',
    left,
    top,
    width: Math.max(...xs) - left + 10,
    height: Math.max(...ys) - top + 10,
    rotate: 0,
    type: line.type,
    points,
    lineWidth: 3,
    color: '#8c8c8c',
    arrow: true,
  };
}

function lampElement(lamp: PlanLamp, number: number, size: number, s: PlanScale): ElementDraft {
  const common = {
    tag: 'lamp-point',
    rotate: 0,
    type: lamp.type,
    name: lamp.name,
    number,
    color: LAMP_COLOR,
    tip: 0,
    poi: 2,
    spotColor: SPOT_COLOR,
    spotOpacity: 40,
  };
  if (isLineLamp(lamp.type) && lamp.points && lamp.points.length >= 4) {
    const xs = lamp.points.filter((_, i) => i % 2 === 0).map(s.x);
    const ys = lamp.points.filter((_, i) => i % 2 === 1).map(s.y);
    const left = Math.min(...xs) - 12;
    const top = Math.min(...ys) - 12;
    const width = Math.max(...xs) - left + 12;
    const height = Math.max(...ys) - top + 12;
    const closed = lamp.type === 'polygon';
    return {
      ...common,
      left,
      top,
      width,
      height,
      size: 24,
      spot: lamp.spot ?? true,
      spotWidth: SPOT_WIDTH.line,
      svg: { points: xs.flatMap((x, i) => [x - left, ys[i]! - top]), ...(closed ? { closed: true } : {}) },
    };
  }
  return {
    ...common,
    left: s.x(lamp.x) - Math.round(size / 2),
    top: s.y(lamp.y) - Math.round(size / 2),
    width: size,
    height: size,
    size,
    spot: lamp.spot ?? false,
    spotWidth: SPOT_WIDTH.point,
  };
}

/** A legend of the page's lamps (or zones, lines, areas), with counts when asked. */
export function legendOf(type: LegendType, box: Box, theme: DeckTheme, opts: { showCount?: boolean; fontSize?: number; perColumn?: number } = {}): ElementDraft {
  return { tag: 'legend', ...box, rotate: 0, type, showCount: opts.showCount ?? false, fontSize: opts.fontSize ?? 20, color: theme.text, perColumn: opts.perColumn ?? 12 };
}

/** Lamps on a regular grid inside a room (metres), `cols` × `rows`, e.g. downlights at 1.2 m spacing. */
export function lampGrid(room: PlanRoom, cols: number, rows: number, type: LampType, name: string): PlanLamp[] {
  const out: PlanLamp[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) out.push({ type, name, x: room.x + (room.w * (c + 0.5)) / cols, y: room.y + (room.h * (r + 0.5)) / rows });
  }
  return out;
}
