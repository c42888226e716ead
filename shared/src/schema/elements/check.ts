import { FILL_POSITIONS, type Border, type Fill, type Gradient } from './fill';
import { isPlainObject, note, safeJson, type Problems } from '../safe-json';

// Field checks for element kinds: each takes whatever a client stored and returns a value the
// renderer can draw (or undefined: leave the field out). They are total and cheap, since they
// run over every element each time a page is read for drawing.

export type Check = (value: unknown, problems?: Problems, path?: string) => unknown;
/** a kind's checked fields; keys it does not name pass through as plain JSON */
export type FieldSpec = Record<string, Check>;

/** Coordinates and sizes beyond this are nonsense on a page and break canvas drawing. */
export const COORD_LIMIT = 100_000;

const bad = (problems: Problems | undefined, path: string | undefined, what: string, fallback: unknown) => {
  note(problems, path ?? '?', what);
  return fallback;
};

export const num =
  (fallback: number | undefined, min = -COORD_LIMIT, max = COORD_LIMIT): Check =>
  (v, problems, path) => {
    if (v === undefined) return fallback;
    if (typeof v !== 'number' || !Number.isFinite(v)) return bad(problems, path, 'not a number', fallback);
    return Math.min(max, Math.max(min, v));
  };

export const str =
  (fallback: string | undefined, max = 10_000): Check =>
  (v, problems, path) => {
    if (v === undefined) return fallback;
    if (typeof v !== 'string') return bad(problems, path, 'not a string', fallback);
    return v.length > max ? v.slice(0, max) : v;
  };

export const bool =
  (fallback: boolean | undefined): Check =>
  (v, problems, path) => {
    if (v === undefined) return fallback;
    return typeof v === 'boolean' ? v : bad(problems, path, 'not a boolean', fallback);
  };

export const oneOf =
  <T extends string>(values: readonly T[], fallback: T | undefined): Check =>
  (v, problems, path) => {
    if (v === undefined) return fallback;
    return (values as readonly unknown[]).includes(v) ? v : bad(problems, path, 'not one of the allowed values', fallback);
  };

/** One of a few numbers (a lamp's label switch and position). */
export const oneOfNumbers =
  (values: readonly number[], fallback: number | undefined): Check =>
  (v, problems, path) => {
    if (v === undefined) return fallback;
    return typeof v === 'number' && values.includes(v) ? v : bad(problems, path, 'not one of the allowed values', fallback);
  };

export const arrayOf =
  // a rest parameter, not a default: `arrayOf(x, n, undefined)` means "absent stays absent"
  // (a product list without its own fields uses the document's), and a default would turn it into []
  (item: Check, max: number, ...fallbackArg: [fallback?: unknown[] | undefined]): Check =>
  (v, problems, path) => {
    const fallback = fallbackArg.length > 0 ? fallbackArg[0] : [];
    if (v === undefined) return fallback;
    if (!Array.isArray(v)) return bad(problems, path, 'not a list', fallback);
    const out: unknown[] = [];
    for (let i = 0; i < Math.min(v.length, max); i++) {
      const clean = item(v[i], problems, `${path}[${i}]`);
      if (clean !== undefined) out.push(clean);
    }
    return out;
  };

/** An object with checked fields; its other keys pass through as plain JSON. */
export const objectOf =
  (spec: FieldSpec, fallback: unknown = undefined): Check =>
  (v, problems, path) => {
    if (v === undefined) return fallback;
    if (!isPlainObject(v)) return bad(problems, path, 'not an object', fallback);
    return checkFields(v, spec, problems, path ?? '');
  };

/** Any plain JSON (unknown fields, kinds' free data). */
export const json: Check = (v, problems, path) => safeJson(v, problems, path);

/**
 * The checked copy of a record: named fields through their checks, everything else as plain
 * JSON (fields of newer versions survive an older reader).
 */
export function checkFields(value: Record<string, unknown>, spec: FieldSpec, problems?: Problems, path = ''): Record<string, unknown> {
  const out = (safeJson(value, problems, path) ?? {}) as Record<string, unknown>;
  for (const [key, check] of Object.entries(spec)) {
    const clean = check(value[key], problems, `${path}.${key}`);
    if (clean === undefined) delete out[key];
    else out[key] = clean;
  }
  return out;
}

// ---- fills and borders (spec 001 §2 format panel) ----

/** Colours are drawn by the canvas and written into CSS: nothing but colour syntax passes. */
const COLOR = /^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s]{1,40}\)|[a-zA-Z]{1,20})$/;
export const color =
  (fallback: string | undefined): Check =>
  (v, problems, path) => {
    if (v === undefined) return fallback;
    return typeof v === 'string' && v.length <= 64 && COLOR.test(v) ? v : bad(problems, path, 'not a colour', fallback);
  };

const gradient: Check = objectOf({
  type: oneOf(['linear', 'radial'], 'linear'),
  angle: num(0, -3600, 3600),
  points: arrayOf(objectOf({ color: color('#000000'), pct: num(0, 0, 100) }), 32),
});

export const fill: Check = (v, problems, path) => {
  if (v === undefined) return undefined;
  if (!isPlainObject(v)) return bad(problems, path, 'not a fill', undefined);
  switch (v.type) {
    case 'none':
      return { type: 'none' } satisfies Fill;
    case 'color':
      return { type: 'color', color: color('#ffffff')(v.color, problems, `${path}.color`) as string } satisfies Fill;
    case 'gradient': {
      const g = gradient(v.gradient, problems, `${path}.gradient`) as Gradient | undefined;
      return g ? ({ type: 'gradient', gradient: g } satisfies Fill) : bad(problems, path, 'gradient without stops', undefined);
    }
    case 'image': {
      const src = str(undefined, 2048)(v.src, problems, `${path}.src`) as string | undefined;
      if (!src) return bad(problems, path, 'image fill without a source', undefined);
      return {
        type: 'image',
        src,
        mode: oneOf(['fill', 'fit', 'tile'], 'fill')(v.mode, problems, `${path}.mode`),
        position: oneOf(FILL_POSITIONS, 'center')(v.position, problems, `${path}.position`),
      } as Fill;
    }
    default:
      // page backgrounds of older documents are { color } without a type
      if (v.type === undefined && typeof v.color === 'string') return { type: 'color', color: color('#ffffff')(v.color, problems, `${path}.color`) as string };
      return bad(problems, path, 'unknown fill', undefined);
  }
};

export const border: Check = (v, problems, path) => {
  if (v === undefined) return undefined;
  if (!isPlainObject(v)) return bad(problems, path, 'not a border', undefined);
  return {
    style: oneOf(['none', 'solid'], 'none')(v.style, problems, `${path}.style`),
    width: num(1, 0, 1000)(v.width, problems, `${path}.width`),
    color: color('#1f2430')(v.color, problems, `${path}.color`),
    radius: num(0, 0, 10_000)(v.radius, problems, `${path}.radius`),
  } as Border;
};
