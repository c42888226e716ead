import { legendOf, planLayers, planRooms, planScale, type PlanLayers } from '../common/floor-plan';
import type { LegendType } from '../../schema/elements/lighting';
import type { Box } from '../page-kit';
import type { ElementDraft } from '../template-def';
import { BODY_BOTTOM, linePitch, lines, STRUT, THEME, W, X } from './kit';
import { VILLA } from './villa-plan';

// The villa drawn on a page: rooms and the chosen lighting layers at the left, their legends
// and the page's words at the right.

export const PLAN_BOX: Box = { left: X, top: 240, width: 1080, height: BODY_BOTTOM - 240 };
/** The column right of the plan, for legends and text. */
export const SIDE: Box = { left: X + 1140, top: 240, width: W - 1140, height: BODY_BOTTOM - 240 };

/**
 * Room labels (name, area) set one strut apart: planRooms gives them line height 1.3, which the
 * canvas draws 52 px apart (every line is at least 40 px × its line height, kit.ts STRUT), and
 * the area would leave its box; at 1 the two lines sit 40 px apart inside a box made to hold them.
 */
export function tidyLabels(items: ElementDraft[]): ElementDraft[] {
  return items.map((el) => {
    if (el.tag !== 'text') return el;
    const fontSize = Number(/font-size: ?(\d+)px/.exec(el.html ?? '')?.[1] ?? STRUT);
    return { ...el, lineHeight: 1, height: Math.max(el.height, linePitch(fontSize, 1) + Math.ceil(fontSize * 1.3)) };
  });
}

/** Each room's name alone, at the top of the room: for zone pages, where the zone's value sits in the middle. */
function roomNames(box: Box): ElementDraft[] {
  const s = planScale(VILLA, box);
  const fontSize = Math.max(12, Math.min(22, s.px(0.32)));
  return VILLA.rooms.map((room) =>
    lines([room.name], { left: s.x(room.x) + 4, top: s.y(room.y) + 4, width: Math.max(40, s.px(room.w) - 8), height: STRUT }, { fontSize, color: THEME.muted, align: 'center' }),
  );
}

/**
 * Rooms and layers in the plan box, or in `box`. Labels: 'full' names and areas (planRooms),
 * 'name' the names only, out of the way of the zones' values.
 */
export function villaView(layers: PlanLayers, box: Box = PLAN_BOX, labels: 'full' | 'name' = 'full'): ElementDraft[] {
  const rooms = labels === 'full' ? tidyLabels(planRooms(VILLA, box, THEME)) : [...planRooms(VILLA, box, THEME, { labels: false }), ...roomNames(box)];
  return [...rooms, ...planLayers(VILLA, box, layers)];
}

/** A legend in the side column at `top`, `height` tall. */
export function sideLegend(type: LegendType, top: number, height: number, showCount = false): ElementDraft {
  return legendOf(type, { left: SIDE.left, top, width: SIDE.width, height }, THEME, { showCount, fontSize: 20, perColumn: 10 });
}
