import { newRowId } from '../../schema/ids';
import { LIT_SCENE } from '../../planning/tables/lit-scene';
import { SPACE_DEVICE } from '../../planning/tables/space-device';
import type { GatewayKind } from '../../lighting/gateways';
import { blankRow } from '../../schema/elements/planning-table';
import { planScale, type FloorPlan } from '../common/floor-plan';
import { lineHeightFor, styledHtml, type Box, type DeckTheme } from '../page-kit';
import type { ElementDraft } from '../template-def';

// The figures of the restaurant, office and hospital decks: the planning charts and the scene
// table filled with each deck's own values (the factories' defaults are a home's), and room
// names placed on a plan where no lamp covers them.

/** Width of a text in ems: Chinese characters and full-width signs 1, Latin letters, digits and spaces about 0.6. */
export const emsOf = (text: string): number => Array.from(text).reduce((n, ch) => n + (ch.charCodeAt(0) < 0x2e80 ? 0.6 : 1), 0);

const LABEL_FONT = 11;

/** The parts of a lamp a label must keep clear of: its box, or for a closed ring each side. */
function lampBoxes(el: ElementDraft): Box[] {
  const svg = el.svg as { points?: number[]; closed?: boolean } | undefined;
  if (!svg?.closed || !svg.points) return [{ left: el.left, top: el.top, width: el.width, height: el.height }];
  const p = svg.points;
  const out: Box[] = [];
  for (let i = 0; i < p.length; i += 2) {
    const [x1, y1, x2, y2] = [p[i]!, p[i + 1]!, p[(i + 2) % p.length]!, p[(i + 3) % p.length]!];
    out.push({ left: el.left + Math.min(x1, x2) - 4, top: el.top + Math.min(y1, y2) - 4, width: Math.abs(x2 - x1) + 8, height: Math.abs(y2 - y1) + 8 });
  }
  return out;
}

const boxesMeet = (a: Box, b: Box) => a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

/**
 * Each room's name and area where no lamp covers it: top centre if free, else the bottom, the
 * middle or a corner (the framework's labels always sit at the top, under the first row of lamps).
 */
export function roomLabels(plan: FloorPlan, box: Box, theme: DeckTheme, layers: readonly ElementDraft[]): ElementDraft[] {
  const s = planScale(plan, box);
  const taken = layers.filter((el) => el.tag === 'lamp-point').flatMap(lampBoxes);
  return plan.rooms.map((room) => {
    const area = `${(room.w * room.h).toFixed(1)} m²`;
    const [left, top, w, h] = [s.x(room.x), s.y(room.y), s.px(room.w), s.px(room.h)];
    // two lines where they fit between the lamps, else one line, else the name alone
    const forms = [[room.name, area], [`${room.name} ${area}`], [room.name]];
    let fallback: ElementDraft | null = null;
    for (const lines of forms) {
      const width = Math.ceil(Math.max(...lines.map(emsOf)) * LABEL_FONT) + 8;
      // the editor sets no line lower than 20 px (its 40 px base at the smallest line height, 0.5)
      const height = Math.ceil(lines.length * Math.max(20, LABEL_FONT * 1.3)) + 4;
      const spot = freeSpot({ left, top, width: w, height: h }, width, height, taken);
      const html = styledHtml(lines, { fontSize: LABEL_FONT, color: theme.muted, align: 'center' });
      const label = (b: Box): ElementDraft => ({ tag: 'text', type: 'text', ...b, rotate: 0, html, lineHeight: lineHeightFor(html, 1.3) });
      if (spot) return label(spot);
      fallback ??= label({ left: Math.round(left + (w - width) / 2), top: top + 4, width, height });
    }
    return fallback!;
  });
}

/** The place of a `width` × `height` box in a room clear of `taken`, nearest the top centre, on a 4 px grid; null if none. */
function freeSpot(room: Box, width: number, height: number, taken: readonly Box[]): Box | null {
  const centre = room.left + (room.width - width) / 2;
  const spots: Box[] = [];
  for (let y = room.top + 3; y + height <= room.top + room.height - 2; y += 4) {
    for (let x = room.left + 3; x + width <= room.left + room.width - 2; x += 4) spots.push({ left: Math.round(x), top: Math.round(y), width, height });
  }
  const cost = (b: Box) => b.top - room.top + Math.abs(b.left - centre);
  spots.sort((a, b) => cost(a) - cost(b));
  return spots.find((b) => !taken.some((t) => boxesMeet(b, t))) ?? null;
}

/** Rows of the lighting-scene table (name, desc, lx, cct, activity, param ≤ 10 characters). */
export function sceneTable(rows: readonly (readonly [string, string, number, number, string, string])[], box: Box, fontSize = 14): ElementDraft {
  return {
    tag: 'lit-scene',
    ...box,
    rotate: 0,
    rows: rows.map(([name, desc, lx, cct, activity, param]) => ({ ...blankRow(LIT_SCENE, newRowId()), name, desc, lx, cct, activity, param })),
    fontSize,
  };
}

// ---- planning charts with a deck's own values (the factories' defaults are for homes) ----

/** The UGR chart at a level (1 = UGR 28 … 5 = UGR 16 … 7 = UGR 10) against a space's limit, in the box's largest 600:560 area. */
export function glareChart(box: Box, level: number, space?: 'office' | 'office-high' | 'meeting' | 'ward' | 'waiting' | 'corridor'): ElementDraft {
  const width = Math.min(box.width, Math.round((box.height * 600) / 560));
  const height = Math.round((width * 560) / 600);
  return { tag: 'glare', left: box.left + Math.round((box.width - width) / 2), top: box.top, width, height, rotate: 0, level, theme: 'light', size: 'm', hideTitle: false, ...(space ? { space } : {}) };
}

/** The lx / colour-temperature mode chart with the deck's modes (lx on the 10 lx grid, K on the axis). */
export function illCctChart(box: Box, modes: readonly (readonly [string, number, number])[], fontSize = 14): ElementDraft {
  return { tag: 'lit-ill-cct', ...box, rotate: 0, modes: modes.map(([name, lx, cct]) => ({ id: newRowId(), name, lx, cct })), hideTitle: false, fontSize };
}

/** The space-illuminance chart: spaces of the deck (no residential reference type), each with its scenes. */
export function areaChart(box: Box, spaces: readonly (readonly [string, readonly (readonly [string, number])[]])[], fontSize = 13): ElementDraft {
  const rows = { spaces: [] as { id: string; name: string }[], scenes: [] as { id: string; space: string; name: string; lx: number }[] };
  for (const [name, scenes] of spaces) {
    const id = newRowId();
    rows.spaces.push({ id, name });
    for (const [scene, lx] of scenes) rows.scenes.push({ id: newRowId(), space: id, name: scene, lx });
  }
  return { tag: 'lit-area', ...box, rotate: 0, ...rows, showReference: false, fontSize };
}

/** The visual-interest chart: points along a walk (left in percent), each with its lx. */
export function visionChart(box: Box, items: readonly (readonly [string, number, number])[], fontSize = 13): ElementDraft {
  return { tag: 'lit-vision', ...box, rotate: 0, items: items.map(([name, left, lx]) => ({ id: newRowId(), name, left, lx })), hideTitle: false, fontSize };
}

/** A device row: space, lamps, sensors, switches (≤ 20 characters each), terminals, gateway model, gateways. */
export type DeviceRow = readonly [string, string, string, string, number, GatewayKind, number];

/** The devices-per-space planning table (gateway capacity checked by the table itself). */
export function deviceTable(rows: readonly DeviceRow[], box: Box, fontSize = 14): ElementDraft {
  return {
    tag: 'space-device',
    ...box,
    rotate: 0,
    rows: rows.map(([name, lamps, sensor, sw, deviceCount, gateway, gatewayCount]) => ({ ...blankRow(SPACE_DEVICE, newRowId()), name, lamps, sensor, switch: sw, deviceCount, gateway, gatewayCount })),
    fontSize,
  };
}
