import { legendOf, planLayers, planRooms, planScale, type PlanLayers } from '../common/floor-plan';
import type { LegendType } from '../../schema/elements/lighting';
import type { Box } from '../page-kit';
import type { ElementDraft } from '../template-def';
import { BODY_BOTTOM, lines, THEME, W, X } from './kit';
import { VILLA } from './villa-plan';

// The villa drawn on a page: rooms and the chosen lighting layers at the left, their legends
// and the page's words at the right.

export const PLAN_BOX: Box = { left: X, top: 240, width: 1080, height: BODY_BOTTOM - 240 };
/** The column right of the plan, for legends and text. */
export const SIDE: Box = { left: X + 1140, top: 240, width: W - 1140, height: BODY_BOTTOM - 240 };

/** Each room's name alone, at the top of the room: for zone pages, where the zone's value sits in the middle. */
function roomNames(box: Box): ElementDraft[] {
  const s = planScale(VILLA, box);
  const fontSize = Math.max(12, Math.min(22, s.px(0.32)));
  return VILLA.rooms.map((room) =>
    lines([room.name], { left: s.x(room.x) + 4, top: s.y(room.y) + 4, width: Math.max(40, s.px(room.w) - 8), height: Math.round(fontSize * 1.6) }, { fontSize, color: THEME.muted, align: 'center' }),
  );
}

/**
 * Rooms and layers in the plan box, or in `box`. Labels: 'full' names and areas (planRooms),
 * 'name' the names only, out of the way of the zones' values.
 */
export function villaView(layers: PlanLayers, box: Box = PLAN_BOX, labels: 'full' | 'name' = 'full'): ElementDraft[] {
  const rooms = labels === 'full' ? planRooms(VILLA, box, THEME) : [...planRooms(VILLA, box, THEME, { labels: false }), ...roomNames(box)];
  return [...rooms, ...planLayers(VILLA, box, layers)];
}

/** A legend in the side column at `top`, `height` tall. */
export function sideLegend(type: LegendType, top: number, height: number, showCount = false): ElementDraft {
  return legendOf(type, { left: SIDE.left, top, width: SIDE.width, height }, THEME, { showCount, fontSize: 20, perColumn: 10 });
}
