import { newRowId } from '../ids';
import { note, type Problems } from '../safe-json';
import type { ElementJSON } from '../types';
import { ARROW_DIRECTIONS, ARROW_WIDTH, DEFAULT_ACTIVITIES, VISION_LX, type ArrowDirection } from '../../planning/vision';
import { arrayOf, bool, num, objectOf, oneOf, type Check, type FieldSpec } from './check';
import { lxField, planningNameField, rowIdField } from './planning-checks';

// The visual-interest chart (`lit-vision`, issue 11, spec 002 §3 and §9): activities or focal
// points along a walk through the space, each at a place along it (left, percent), with an
// illuminance and perhaps an arrow. `items` is a shared row list (table-rows.ts LIT_VISION) so
// two people adding or editing different activities both keep their work. A row is flat (cells
// of a Y.Map), so the optional arrow is two optional cells, `arrow` and `arrowWidth`.

export const LIT_VISION_MAX = 50;

export interface LitVisionItem {
  id: string;
  name: string;
  left: number;
  lx: number;
  arrow?: ArrowDirection;
  arrowWidth?: number;
}
export interface LitVisionFields {
  items: LitVisionItem[];
  hideTitle: boolean;
  fontSize: number;
}

/** A whole number within min..max; another number is put there, noted (the editor's rules never write one). */
const wholeField =
  (fallback: number | undefined, min: number, max: number): Check =>
  (v, problems, path) => {
    if (v === undefined) return fallback;
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      note(problems, path ?? '?', 'not a number');
      return fallback;
    }
    const n = Math.min(max, Math.max(min, Math.round(v)));
    if (n !== v) note(problems, path ?? '?', `not a whole number ${min}..${max}`);
    return n;
  };

export const LIT_VISION_ITEM_FIELDS: FieldSpec = {
  id: rowIdField,
  name: planningNameField,
  left: wholeField(0, 0, 100),
  lx: lxField(VISION_LX.min, VISION_LX.min, VISION_LX.max),
  arrow: oneOf(ARROW_DIRECTIONS, undefined),
  arrowWidth: wholeField(undefined, ARROW_WIDTH.min, ARROW_WIDTH.max),
};

export const LIT_VISION_FIELDS: FieldSpec = {
  items: arrayOf(objectOf(LIT_VISION_ITEM_FIELDS), LIT_VISION_MAX),
  hideTitle: bool(false),
  fontSize: num(20, 8, 200),
};

/**
 * After the fields: two activities of one name, or of one id, are noted (kept — which to drop
 * cannot be told), so doc/update refuses a chart the editor's rule (names unique) would not make.
 */
export function noteRepeatedActivities(el: Record<string, unknown>, problems?: Problems, path = ''): Record<string, unknown> {
  const items = el.items as LitVisionItem[];
  if (new Set(items.map((i) => i.id)).size !== items.length) note(problems, `${path}.items`, 'two activities with one id');
  if (new Set(items.map((i) => i.name)).size !== items.length) note(problems, `${path}.items`, 'two activities with one name');
  return el;
}

/** A visual-interest chart at `box` with the sample walk (planning/vision.ts DEFAULT_ACTIVITIES). */
export function newLitVision(box: { left: number; top: number; width: number; height: number }, newId: () => string = newRowId): Omit<ElementJSON, 'id'> {
  const fields: LitVisionFields = { items: DEFAULT_ACTIVITIES.map((a) => ({ id: newId(), ...a })), hideTitle: false, fontSize: 20 };
  return { tag: 'lit-vision', ...box, rotate: 0, ...fields };
}

/** The inserted chart's box on a 1920 × 1080 page: wide, as the walk runs across it. */
export const VISION_BOX = { width: 1400, height: 800 } as const;

/** A chart with the sample walk in the middle of the page (the 照明 menu's entry), its words at 28 to read at half size. */
export function newVisionChart(page: { width: number; height: number }): Omit<ElementJSON, 'id'> {
  const { width, height } = VISION_BOX;
  return { ...newLitVision({ left: Math.round((page.width - width) / 2), top: Math.round((page.height - height) / 2), width, height }), fontSize: 28 };
}
