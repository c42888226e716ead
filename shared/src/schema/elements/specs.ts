import { arrayOf, bool, border, checkFields, color, fill, num, objectOf, oneOf, oneOfNumbers, str, type Check, type FieldSpec } from './check';
import { INPUT_MAX_LENGTH, MIN_LINE_WIDTH, SHAPE_TYPES, SHAPE_VIEWBOX, TABLE_CELL_MAX } from './kinds';
import {
  ACTIVITY_LEVELS,
  ACTIVITY_LINE_COLOR,
  ACTIVITY_LINE_TYPES,
  LAMP_COLOR,
  LAMP_TYPES,
  LEGEND_TYPES,
  MIN_LINE_SIZE,
  RANGE_SHAPES,
  RANGE_TYPES,
  SPOT_COLOR,
  SPACE_DEFAULTS,
  SPACE_MAINTENANCE,
  SPOT_TYPES,
} from './lighting';
import { note, type Problems } from '../safe-json';
import { GATEWAY_TABLE_FIELDS } from './gateway-table';
import { GLARE_FIELDS } from './glare';
import { dropOrphanScenes, LIT_AREA_FIELDS } from './lit-area';
import { LIT_ILL_CCT_FIELDS } from './lit-ill-cct';
import { LIT_VISION_FIELDS, noteRepeatedActivities } from './lit-vision';
import { planningTableFields } from './planning-table';
import { PLANNING_TABLE_TAGS, PLANNING_TABLES } from '../../planning/tables';
import { DOC_STYLES } from '../../documents/doc-styles';
import { DOC_TABLE_KINDS } from '../../documents/tables/table-model';
import { PRODUCT_LIST_FIELDS } from '../../documents/product-list';

// What each element kind's fields may hold. The document reader passes every element through
// its kind's spec, so the canvas, thumbnails, the viewer, exports and covers only ever draw
// values of the right type and range, whatever a client wrote. A new kind adds one line here.

/** Geometry and state every element has (spec 001 §3 "Page element"). */
export const COMMON_FIELDS: FieldSpec = {
  left: num(0),
  top: num(0),
  width: num(20, 0),
  height: num(20, 0),
  rotate: num(0, -360, 360),
  lock: bool(undefined),
  opacity: num(undefined, 0, 1),
};

const box: FieldSpec = { fill, border, padding: num(undefined, 0, 1000) };
const markers = ['none', 'arrow', 'dot'] as const;

export const KIND_FIELDS: Record<string, FieldSpec> = {
  text: { ...box, lineHeight: num(undefined, 0.5, 10), valign: oneOf(['top', 'middle', 'bottom'], undefined), autoHeight: bool(undefined) },
  shape: {
    type: oneOf(SHAPE_TYPES, 'line'),
    points: arrayOf(num(0, -10 * SHAPE_VIEWBOX, 10 * SHAPE_VIEWBOX), 2000),
    stroke: color('#1f2430'),
    strokeWidth: num(1, MIN_LINE_WIDTH, 500),
    dashed: bool(false),
    markerStart: oneOf(markers, 'none'),
    markerEnd: oneOf(markers, 'none'),
    fill,
    radius: num(0, 0, 10_000),
  },
  image: {
    src: str('', 2048),
    crop: objectOf({ top: num(0, 0, 100), left: num(0, 0, 100), width: num(100, 0.1, 100), height: num(100, 0.1, 100) }),
    border,
    naturalWidth: num(undefined, 1, 100_000),
    naturalHeight: num(undefined, 1, 100_000),
  },
  imagegroup: {
    items: arrayOf(objectOf({ src: str('', 2048), type: oneOf(['image'], 'image') }), 100),
    mode: oneOf(['contain', 'cover'], 'contain'),
    gap: num(12, 0, 1000),
  },
  input: {
    value: str('', INPUT_MAX_LENGTH),
    placeholder: str('', INPUT_MAX_LENGTH),
    fontSize: num(32, 1, 1000),
    color: color('#1f2430'),
    align: oneOf(['left', 'center', 'right'], 'left'),
  },
  table: {
    columns: arrayOf(objectOf({ key: str('c1', 32), name: str('', TABLE_CELL_MAX), width: num(1, 0.01, 100) }), 50),
    // the rows live in a shared array (read separately); a table without one has one empty row
    rows: arrayOf(objectOf({}), 2000, [{}]),
    sn: bool(true),
    fontSize: num(24, 1, 400),
    headerFill: color('#fff4e0'),
    stroke: color('#ced4da'),
  },
};

// ---- lighting kinds (issue 10) ----
/**
 * A drawn outline: x, y pairs in the element's box, at most 500 points. Absent or not a list, it
 * is left out (the kind then draws its default geometry), not turned into an empty outline.
 */
const points = arrayOf(num(0), 1000);
const outline: Check = (v, problems, path) => {
  if (v === undefined) return undefined;
  if (!Array.isArray(v)) {
    note(problems, path ?? '?', 'an outline that is not a list');
    return undefined;
  }
  return points(v, problems, path);
};
const percent = (fallback: number) => num(fallback, 0, 100);
const range = {
  shape: oneOf(RANGE_SHAPES, 'rect'),
  points: outline,
  name: str('', 40),
  fill,
  type: oneOf(RANGE_TYPES, undefined),
  fillOpacity: percent(50),
};
Object.assign(KIND_FIELDS, {
  'lamp-point': {
    type: oneOf(LAMP_TYPES, 'downlight'),
    name: str('', 40),
    number: num(1, 0, 9999),
    color: color(LAMP_COLOR),
    tip: oneOfNumbers([0, 1], 1),
    poi: oneOfNumbers([0, 1, 2, 3], 2),
    size: num(48, 24, 2000),
    spot: bool(false),
    spotColor: color(SPOT_COLOR),
    spotWidth: num(40, 0, 2000),
    spotOpacity: percent(40),
    svg: objectOf({ points: outline, closed: bool(undefined), curve: bool(undefined) }),
    product: str(undefined, 64),
  },
  'lamp-spot': {
    type: oneOf(SPOT_TYPES, 'circle'),
    lampColor: color(LAMP_COLOR),
    lampWidth: num(2, MIN_LINE_SIZE, 500),
    spotColor: color(SPOT_COLOR),
    spotWidth: num(15, 0, 2000),
    spotOpacity: percent(80),
    spotRadius: num(0, 0, 10_000),
    points: outline,
  },
  'ill-range': range,
  'cct-range': range,
  'activity-line': {
    type: oneOf(ACTIVITY_LINE_TYPES, 'day'),
    points: arrayOf(num(0), 1000, [0, 0, 100, 0]),
    lineWidth: num(2, MIN_LINE_SIZE, 500),
    color: color(ACTIVITY_LINE_COLOR),
    arrow: bool(true),
  },
  'activity-range': {
    level: oneOf(ACTIVITY_LEVELS, 'frequent'),
    shape: oneOf(RANGE_SHAPES, 'rect'),
    points: outline,
    color: color('#4dabf7'),
    fillOpacity: percent(35),
  },
  legend: {
    type: oneOf(LEGEND_TYPES, 'lamp-point'),
    showCount: bool(false),
    fontSize: num(20, 8, 200),
    color: color('#1f2430'),
    perColumn: num(12, 1, 100),
  },
  'gateway-table': GATEWAY_TABLE_FIELDS,
  // a room checked live against GB 50034-2013 (issue 16; lighting/space-compliance.ts)
  space: {
    shape: oneOf(RANGE_SHAPES, 'rect'),
    points: outline,
    name: str('', 40),
    spaceType: str(SPACE_DEFAULTS.spaceType, 40),
    length: num(SPACE_DEFAULTS.length, 0.1, 1000),
    depth: num(SPACE_DEFAULTS.depth, 0.1, 1000),
    mount: num(SPACE_DEFAULTS.mount, 0.1, 100),
    plane: num(SPACE_DEFAULTS.plane, 0, 100),
    ceiling: num(SPACE_DEFAULTS.ceiling, 0, 1),
    wall: num(SPACE_DEFAULTS.wall, 0, 1),
    floor: num(SPACE_DEFAULTS.floor, 0, 1),
    // absent (documents from before the choice) reads as clean, the MF the check always used
    maintenance: oneOf(SPACE_MAINTENANCE, SPACE_DEFAULTS.maintenance),
  },
} satisfies Record<string, FieldSpec>);

// ---- planning charts (issue 11) ----
KIND_FIELDS.glare = GLARE_FIELDS;
Object.assign(KIND_FIELDS, {
  'lit-area': LIT_AREA_FIELDS,
  'lit-ill-cct': LIT_ILL_CCT_FIELDS,
  'lit-vision': LIT_VISION_FIELDS,
} satisfies Record<string, FieldSpec>);

// ---- product documents (issue 14): they draw from the document's products and settings ----
Object.assign(KIND_FIELDS, {
  // the document's product list as cards; fields and cols absent → the document's display
  productlist: {
    fields: arrayOf(oneOf(PRODUCT_LIST_FIELDS, undefined), PRODUCT_LIST_FIELDS.length, undefined),
    cols: num(undefined, 1, 8),
    fontSize: num(18, 8, 100),
  },
  // one product's spec sheet (the spc page's body), in one of the five styles
  productspec: { uuid: str('', 80), style: oneOf(DOC_STYLES, 'default'), fontSize: num(18, 8, 100) },
  // a product-document table; `start`/`count` pick the rows this page shows (0 = all the rest)
  doctable: {
    kind: oneOf(DOC_TABLE_KINDS, 'pqt'),
    start: num(0, 0, 5000),
    count: num(0, 0, 5000),
    fontSize: num(16, 8, 100),
    header: bool(true),
    footer: bool(true),
  },
} satisfies Record<string, FieldSpec>);

// ---- planning tables (issue 11): one definition each in planning/tables/ ----
for (const tag of PLANNING_TABLE_TAGS) KIND_FIELDS[tag] = planningTableFields(PLANNING_TABLES[tag]);

/** Checks across a kind's fields, run after them (a scene must belong to a space of the chart). */
const KIND_WHOLE: Record<string, (el: Record<string, unknown>, problems?: Problems, path?: string) => Record<string, unknown>> = {
  'lit-area': dropOrphanScenes,
  'lit-vision': noteRepeatedActivities,
};

/**
 * An element fit for drawing, or null when it cannot be one (no kind tag). Known fields of its
 * kind are coerced to their type and range; the others pass as plain JSON.
 */
export function checkElement(raw: Record<string, unknown>, problems?: Problems, path = ''): Record<string, unknown> | null {
  const tag = raw.tag;
  if (typeof tag !== 'string' || tag === '' || tag.length > 32) {
    note(problems, path, 'element without a kind');
    return null;
  }
  const spec = KIND_FIELDS[tag];
  const checked = checkFields(raw, spec ? { ...COMMON_FIELDS, ...spec } : COMMON_FIELDS, problems, path);
  const whole = Object.hasOwn(KIND_WHOLE, tag) ? KIND_WHOLE[tag] : undefined;
  return whole ? whole(checked, problems, path) : checked;
}

/** Page fields: name, background, whether it may be edited or deleted. */
export const PAGE_FIELDS: FieldSpec = {
  name: str('', 100),
  background: fill,
  editable: bool(undefined),
  deletable: bool(undefined),
  /** left out of play mode, the shared viewer and the PDF export; still edited (shown-pages.ts) */
  skip: bool(undefined),
  /** a function page's kind (spc, slt, pqt, cet, ect, djb: products/doc-rules.ts) */
  type: str(undefined, 16),
  /** the product a page belongs to (a spec page): removed with it */
  uuid: str(undefined, 80),
};
