import type { LegendEntry } from '../../../../shared/src/lighting/legend';
import type { LegendType } from '../../../../shared/src/schema/elements/lighting';

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * An entry's words, the same on the canvas and in the element list: a lamp's name or its
 * type's, an activity's type or level in the reader's language, a range's value.
 */
export function legendEntryName(type: LegendType, e: LegendEntry, t: T): string {
  if (type === 'lamp-point') return e.name || t(`lighting.lampType.${e.type}`);
  if (type === 'activity-line') return t(`lighting.activityLineType.${e.type}`);
  if (type === 'activity-range') return t(`lighting.activityLevel.${e.type}`);
  return e.name;
}
