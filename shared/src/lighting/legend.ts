import { lightingZhCN } from '../i18n/lighting/zh-CN';
import type { Fill } from '../schema/elements/fill';
import type { LegendType } from '../schema/elements/lighting';
import type { ElementJSON } from '../schema/types';

// A legend lists what its page holds of one lighting kind (spec 001 §3 "Legend element"): each
// distinct lamp, activity line or area, illuminance or colour-temperature value once, with how
// many there are, in the order a reader scans a schedule (spec 001 §3: values low to high).

export interface LegendEntry {
  /** type, name and colour: what makes two elements one entry */
  key: string;
  /** the element kind the entry stands for */
  tag: string;
  /** lamp type, activity line type, activity level, or a range's preset type ('' for none) */
  type: string;
  /** a lamp's or range's name; for activity kinds, the same as type */
  name: string;
  color: string;
  count: number;
}

type Fields = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** A range's colour in a legend: its colour, or a gradient's first stop. */
export function fillColor(fill: unknown): string {
  const f = fill as Fill | undefined;
  if (!f || typeof f !== 'object') return '';
  if (f.type === 'color') return f.color;
  if (f.type === 'gradient') return [...f.gradient.points].sort((a, b) => a.pct - b.pct)[0]?.color ?? '';
  return '';
}

/** type, name and colour of one element as its legend sees it */
function entryOf(type: LegendType, el: Fields): { type: string; name: string; color: string } {
  switch (type) {
    case 'lamp-point':
      return { type: str(el.type), name: str(el.name), color: str(el.color) };
    case 'activity-line':
      return { type: str(el.type), name: str(el.type), color: str(el.color) };
    case 'activity-range':
      return { type: str(el.level), name: str(el.level), color: str(el.color) };
    default:
      return { type: str(el.type), name: str(el.name), color: fillColor(el.fill) };
  }
}

const RANGE = /^\s*(\d+(?:\.\d+)?)\s*[-~–]\s*\d/;
const NUMBER = /^\s*(\d+(?:\.\d+)?)/;

/** 0: a number ("50 lx", "2700K", "500+ lx"); 1: a range ("100-200 lx"); 2: anything else; with the value that orders it */
export function nameRank(name: string): [number, number] {
  const range = RANGE.exec(name);
  if (range) return [1, Number(range[1])];
  const n = NUMBER.exec(name);
  if (n) return [0, Number(n[1])];
  return [2, 0];
}

/** spec 001 §3: numbers low to high, then ranges by their lower bound, then words in Chinese order. */
export function compareLegendNames(a: string, b: string): number {
  const [ra, va] = nameRank(a);
  const [rb, vb] = nameRank(b);
  if (ra !== rb) return ra - rb;
  if (ra < 2 && va !== vb) return va - vb;
  return a.localeCompare(b, 'zh-CN');
}

// A page's items are one array per state of the page (the editor's page store hands the same
// array to the canvas, its thumbnail and the element list): its entries are counted once per
// state and legend type, not once per legend and per place the page is drawn. Callers must not
// change what they get.
const counted = new WeakMap<readonly ElementJSON[], Map<LegendType, LegendEntry[]>>();

/** The entries of a legend of `type` over a page's elements, counted and in spec order. */
export function legendEntries(type: LegendType, items: readonly ElementJSON[]): LegendEntry[] {
  let byType = counted.get(items);
  if (!byType) counted.set(items, (byType = new Map()));
  let entries = byType.get(type);
  if (!entries) byType.set(type, (entries = countEntries(type, items)));
  return entries;
}

function countEntries(type: LegendType, items: readonly ElementJSON[]): LegendEntry[] {
  const byKey = new Map<string, LegendEntry>();
  for (const el of items) {
    if (el.tag !== type) continue;
    const e = entryOf(type, el as unknown as Fields);
    const key = `${e.type}\u0001${e.name}\u0001${e.color.toLowerCase()}`;
    const found = byKey.get(key);
    if (found) found.count++;
    else byKey.set(key, { key, tag: type, ...e, count: 1 });
  }
  // a lamp without a name is listed by its type's name: order it by that too (in Chinese, the
  // order of the schedule whatever language the reader has)
  const label = (e: LegendEntry) => e.name || ((lightingZhCN.lampType as Record<string, string>)[e.type] ?? e.type);
  return [...byKey.values()].sort((a, b) => compareLegendNames(label(a), label(b)) || a.color.localeCompare(b.color));
}

/**
 * What a legend's entries depend on, as one string: the same while elements only move or resize,
 * so a legend does not recount on every frame of a drag, and different as soon as a co-editor
 * adds, removes or renames one.
 */
export function legendSignature(type: LegendType, items: readonly ElementJSON[]): string {
  let sig = '';
  for (const el of items) {
    if (el.tag !== type) continue;
    const e = entryOf(type, el as unknown as Fields);
    sig += `${e.type}\u0001${e.name}\u0001${e.color}\u0002`;
  }
  return sig;
}
