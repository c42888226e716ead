import { legendOf, planLayers, planRooms, type PlanLayers } from '../common/floor-plan';
import type { LegendType } from '../../schema/elements/lighting';
import type { Box } from '../page-kit';
import type { ElementDraft } from '../template-def';
import { BODY_BOTTOM, THEME, W, X } from './kit';
import { VILLA } from './villa-plan';

// The villa drawn on a page: rooms and the chosen lighting layers at the left, their legends
// and the page's words at the right.

export const PLAN_BOX: Box = { left: X, top: 240, width: 1080, height: BODY_BOTTOM - 240 };
/** The column right of the plan, for legends and text. */
export const SIDE: Box = { left: X + 1140, top: 240, width: W - 1140, height: BODY_BOTTOM - 240 };

/** Rooms and layers in the plan box, or in `box`. */
export function villaView(layers: PlanLayers, box: Box = PLAN_BOX, labels = true): ElementDraft[] {
  return [...planRooms(VILLA, box, THEME, { labels }), ...planLayers(VILLA, box, layers)];
}

/** A legend in the side column at `top`, `height` tall. */
export function sideLegend(type: LegendType, top: number, height: number, showCount = false): ElementDraft {
  return legendOf(type, { left: SIDE.left, top, width: SIDE.width, height }, THEME, { showCount, fontSize: 20, perColumn: 10 });
}
