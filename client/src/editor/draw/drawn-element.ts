import { CLOSED_LAMP_TYPES, isLineLamp, type LampGeometry } from '../../../../shared/src/schema/elements/lighting';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import type { DrawShape, FittedOutline } from './drawing';

// Which lighting kinds can be drawn point by point, and where each keeps the drawn outline:
// areas (ranges, activity areas) as a polygon in `points`, a movement line in `points`, a line
// lamp in `svg.points` (closed for the shaped lamps that go round). The template is what the
// 照明 menu would have inserted (its level, colour, number...), so a drawn element differs from
// an inserted one only in its geometry.

export type Template = Omit<ElementJSON, 'id'>;

const AREAS = ['ill-range', 'cct-range', 'activity-range', 'space'];

/** How a kind is drawn, or null when it is not drawn point by point (a spot lamp, a legend...). */
export function drawShapeOf(template: { tag?: unknown; type?: unknown }): DrawShape | null {
  if (AREAS.includes(String(template.tag))) return 'polygon';
  if (template.tag === 'activity-line') return 'line';
  if (template.tag === 'lamp-point' && isLineLamp(String(template.type))) return (CLOSED_LAMP_TYPES as readonly string[]).includes(String(template.type)) ? 'polygon' : 'line';
  return null;
}

/** The element to insert: the template with the drawn box and outline (unturned: it was drawn on the page). */
export function drawnElement(template: Template, outline: FittedOutline): Template {
  const box = { left: outline.left, top: outline.top, width: outline.width, height: outline.height, rotate: 0 };
  if (template.tag === 'lamp-point') {
    const svg: LampGeometry = { ...(template.svg as LampGeometry | undefined), points: outline.points };
    if (drawShapeOf(template) === 'polygon') svg.closed = true;
    return { ...template, ...box, svg };
  }
  if (template.tag === 'activity-line') return { ...template, ...box, points: outline.points };
  return { ...template, ...box, shape: 'polygon', points: outline.points };
}
