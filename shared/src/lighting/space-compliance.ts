// The live compliance check of a room on a plan (issue 16 "Beyond every peer"): the lamp points
// inside a `space` element that are linked to the document's products, checked against the
// space type's GB 50034-2013 row: maintained average illuminance by the lumen method, lighting
// power density, and the colour rendering index. Where a lamp is not linked or a product lacks
// a figure, the check says what is missing instead of guessing.

import type { DocLine } from '../documents/doc-lines';
import { paramNumber } from '../products/params';
import { SPACE_DEFAULTS, type SpaceFields } from '../schema/elements/lighting';
import type { ElementJSON } from '../schema/types';
import { lumenMethod, MAINTENANCE_FACTORS, type MaintenancePreset } from './calc/lumen-method';
import { roomIndex } from './calc/room-index';
import type { LuminaireClass } from './calc/uf-tables';
import { utilisationFactor } from './calc/utilisation-factor';
import { roomOutline } from './outline';
import { insidePolygon, type Point } from './room-fill';
import { referenceFor, type Reference } from './standards/gb-50034';

export { SPACE_DEFAULTS, type SpaceFields };

/** The UF class (calc/uf-tables.ts) a lamp type is estimated with. */
export function luminaireClassOf(lampType: unknown): LuminaireClass {
  switch (lampType) {
    case 'panel':
    case 'flat-panel':
    case 'chandelier':
    case 'pendant':
    case 'floor':
    case 'decorative':
    case 'wall':
      return 'panel';
    case 'linear':
    case 'strip':
    case 'strip-multi':
    case 'strip-circle':
    case 'cao':
    case 'polygon':
      return 'linear';
    default:
      // downlight, spotlight, track and magnetic-track heads, the template point lamps
      return 'downlight';
  }
}

export type Verdict = 'pass' | 'warn' | 'fail';
export type Overall = Verdict | 'incomplete';

/** What keeps the check from a figure; each names the lamps or products concerned. */
export type Missing =
  | { kind: 'unknownSpaceType'; spaceType: string }
  | { kind: 'badSize' }
  | { kind: 'unlinked'; count: number }
  | { kind: 'notInDocument'; product: string; count: number }
  | { kind: 'noFlux'; product: string; name: string }
  | { kind: 'noPower'; product: string; name: string }
  | { kind: 'noRa'; product: string; name: string };

export interface LampGroup {
  product: string;
  name: string;
  code: string;
  count: number;
  luminaire: LuminaireClass;
  flux: number | null;
  power: number | null;
  ra: number | null;
  uf: number | null;
}

export interface SpaceCheck {
  reference: Reference | null;
  /** m² */
  area: number | null;
  roomIndex: number | null;
  /** the space's maintenance-factor preset and its MF (GB 50034-2013 表 4.1.6) */
  maintenance: MaintenancePreset;
  mf: number;
  lamps: number;
  groups: LampGroup[];
  /** estimated maintained average illuminance, lx (null: something is missing) */
  lux: number | null;
  luxTarget: number | null;
  /** the lower bound GB 50034-2013 §4.1.7 allows (−10 %) */
  luxFloor: number | null;
  luxVerdict: Verdict | null;
  power: number | null;
  /** W/m² */
  lpd: number | null;
  lpdLimit: number | null;
  lpdTarget: number | null;
  lpdVerdict: Verdict | null;
  raNeeded: number | null;
  /** the lowest Ra among the linked products (null: none linked, or one lacks Ra) */
  raFound: number | null;
  raVerdict: Verdict | null;
  verdict: Overall;
  missing: Missing[];
}

const num = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/** Shoelace area of a polygon. */
function polygonArea(points: readonly Point[]): number {
  let a = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    const q = points[(i + 1) % points.length]!;
    a += p.x * q.y - q.x * p.y;
  }
  return Math.abs(a) / 2;
}

/**
 * The room's floor area, m²: the length and depth the user typed for the outline's box, so a
 * polygon's area is its share of the box scaled to those metres (a rectangle: length × depth).
 */
export function spaceArea(el: Pick<ElementJSON, 'width' | 'height'> & SpaceFields): number | null {
  const L = num(el.length, SPACE_DEFAULTS.length);
  const D = num(el.depth, SPACE_DEFAULTS.depth);
  if (!(L > 0 && D > 0 && el.width > 0 && el.height > 0)) return null;
  const pts = el.shape === 'polygon' && Array.isArray(el.points) && el.points.length >= 6 ? el.points : null;
  if (!pts) return L * D;
  const local: Point[] = [];
  for (let i = 0; i + 1 < pts.length; i += 2) local.push({ x: pts[i]!, y: pts[i + 1]! });
  return (polygonArea(local) / (el.width * el.height)) * L * D;
}

/** The lamp points whose anchor (the box centre) lies inside the space's outline on the page. */
export function lampsInside(space: ElementJSON, page: readonly ElementJSON[]): ElementJSON[] {
  const outline = roomOutline(space);
  if (!outline) return [];
  return page.filter((el) => el.tag === 'lamp-point' && insidePolygon({ x: el.left + el.width / 2, y: el.top + el.height / 2 }, outline));
}

/** GB 50034-2013 §4.1.7: the designed value may be up to 10 % below the standard value. */
export const LUX_TOLERANCE = 0.1;
const EPS = 1e-9;

const worst = (vs: (Verdict | null)[]): Verdict => (vs.includes('fail') ? 'fail' : vs.includes('warn') ? 'warn' : 'pass');

/**
 * Checks a space element against its space type, from the lamp points of its page (those inside
 * the outline count) and the document's product lines (a lamp's `product` is a line key).
 */
export function checkSpace(space: ElementJSON & SpaceFields, page: readonly ElementJSON[], lines: readonly DocLine[]): SpaceCheck {
  const missing: Missing[] = [];
  const spaceType = typeof space.spaceType === 'string' ? space.spaceType : SPACE_DEFAULTS.spaceType;
  const reference = referenceFor(spaceType) ?? null;
  if (!reference) missing.push({ kind: 'unknownSpaceType', spaceType });
  const area = spaceArea(space);
  const h = num(space.mount, SPACE_DEFAULTS.mount) - num(space.plane, SPACE_DEFAULTS.plane);
  const L = num(space.length, SPACE_DEFAULTS.length);
  const D = num(space.depth, SPACE_DEFAULTS.depth);
  let K: number | null = null;
  if (area === null || !(h > 0) || !(L > 0) || !(D > 0)) missing.push({ kind: 'badSize' });
  // the room index of the equivalent rectangle of the same area and proportions
  else K = roomIndex({ length: L, width: D, height: h }) * Math.sqrt(area / (L * D));

  const lamps = lampsInside(space, page);
  const byKey = new Map(lines.map((l) => [l.uuid, l]));
  const groups = new Map<string, LampGroup>();
  let unlinked = 0;
  const gone = new Map<string, number>();
  for (const lamp of lamps) {
    const key = typeof lamp.product === 'string' ? lamp.product.trim() : '';
    if (!key) {
      unlinked++;
      continue;
    }
    const line = byKey.get(key);
    if (!line) {
      gone.set(key, (gone.get(key) ?? 0) + 1);
      continue;
    }
    const luminaire = luminaireClassOf(lamp.type);
    const id = `${key}|${luminaire}`;
    const known = groups.get(id);
    if (known) {
      known.count++;
      continue;
    }
    const figure = (param: string) => {
      const v = paramNumber(line.params, param);
      return Number.isFinite(v) && v > 0 ? v : null;
    };
    // a typed parameter first, else the figure of the product's photometric file
    const flux = figure('flux') ?? line.photometry?.lumens ?? null;
    const power = figure('power') ?? line.photometry?.watts ?? null;
    groups.set(id, { product: key, name: line.name, code: line.code, count: 1, luminaire, flux, power, ra: figure('ra'), uf: null });
  }
  if (unlinked > 0) missing.push({ kind: 'unlinked', count: unlinked });
  for (const [product, count] of gone) missing.push({ kind: 'notInDocument', product, count });
  const seen = new Set<string>();
  for (const g of groups.values()) {
    if (seen.has(g.product)) continue;
    seen.add(g.product);
    if (g.flux === null) missing.push({ kind: 'noFlux', product: g.product, name: g.name });
    if (g.power === null) missing.push({ kind: 'noPower', product: g.product, name: g.name });
    if (g.ra === null) missing.push({ kind: 'noRa', product: g.product, name: g.name });
  }
  const list = [...groups.values()];
  const preset = MAINTENANCE_FACTORS.presets.find((p) => p.id === space.maintenance) ?? MAINTENANCE_FACTORS.presets.find((p) => p.id === SPACE_DEFAULTS.maintenance)!;
  const maintenance = preset.id;
  const mf = preset.mf;
  const complete = (k: 'flux' | 'power' | 'ra') => unlinked === 0 && gone.size === 0 && list.every((g) => g[k] !== null);

  // illuminance: Σ over groups of the lumen method with each group's own UF class
  let lux: number | null = null;
  if (K !== null && area !== null && complete('flux')) {
    lux = 0;
    for (const g of list) {
      g.uf = utilisationFactor({ roomIndex: K, ceiling: num(space.ceiling, SPACE_DEFAULTS.ceiling), wall: num(space.wall, SPACE_DEFAULTS.wall), floor: num(space.floor, SPACE_DEFAULTS.floor), luminaire: g.luminaire }).uf;
      // lumenMethod's E = N·Φ·U·K / A; it refuses a UF above 1, which the tables give for
      // interreflected light in large bright rooms, so that case is the same formula written out
      lux += g.uf <= 1 ? lumenMethod({ area, flux: g.flux!, uf: g.uf, mf, count: g.count }).lux : (g.count * g.flux! * g.uf * mf) / area;
    }
  }
  const luxTarget = reference?.lux ?? null;
  const luxFloor = luxTarget === null ? null : luxTarget * (1 - LUX_TOLERANCE);
  const luxVerdict: Verdict | null = lux === null || luxTarget === null ? null : lux >= luxTarget - EPS ? 'pass' : lux >= luxFloor! - EPS ? 'warn' : 'fail';

  // power density against the 表 6.3.x current value
  let power: number | null = null;
  let lpd: number | null = null;
  if (complete('power')) {
    power = list.reduce((sum, g) => sum + g.count * g.power!, 0);
    if (area !== null) lpd = power / area;
  }
  const lpdLimit = reference?.lpd?.current ?? null;
  const lpdTarget = reference?.lpd?.target ?? null;
  const lpdVerdict: Verdict | null = lpd === null || lpdLimit === null ? null : lpd <= lpdLimit + EPS ? 'pass' : 'fail';

  // colour rendering: every product at least the row's Ra
  const raNeeded = reference?.ra ?? null;
  const raFound = list.length > 0 && complete('ra') ? Math.min(...list.map((g) => g.ra!)) : null;
  const raVerdict: Verdict | null = raFound === null || raNeeded === null ? null : raFound >= raNeeded ? 'pass' : 'fail';

  const verdict: Overall = missing.length > 0 ? 'incomplete' : worst([luxVerdict, lpdVerdict, raVerdict]);
  return { reference, area, roomIndex: K, maintenance, mf, lamps: lamps.length, groups: list, lux, luxTarget, luxFloor, luxVerdict, power, lpd, lpdLimit, lpdTarget, lpdVerdict, raNeeded, raFound, raVerdict, verdict, missing };
}
