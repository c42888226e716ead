import { generateKeyBetween, generateNKeysBetween } from '../../../shared/src/schema/order';

export type LayerOp = 'forward' | 'front' | 'backward' | 'back';

interface Layered {
  id: string;
  z: string;
}

/**
 * New fractional z keys for the selected elements (spec 001: forward, to front, backward, to
 * back). Only the moved elements get new keys, so someone else reordering other elements at
 * the same time does not conflict. `items` are in drawing order (lowest first).
 */
export function reorder(items: Layered[], selected: ReadonlySet<string>, op: LayerOp): Map<string, string> {
  const out = new Map<string, string>();
  const chosen = items.filter((i) => selected.has(i.id));
  if (chosen.length === 0) return out;
  if (op === 'front' || op === 'back') {
    const keys = op === 'front' ? generateNKeysBetween(items.at(-1)!.z, null, chosen.length) : generateNKeysBetween(null, items[0]!.z, chosen.length);
    // already there: nothing to write
    const inPlace = op === 'front' ? items.slice(-chosen.length) : items.slice(0, chosen.length);
    if (inPlace.every((i) => selected.has(i.id))) return out;
    chosen.forEach((c, i) => out.set(c.id, keys[i]!));
    return out;
  }
  // one step: each run of selected elements hops over the next unselected neighbour
  const order = items.map((i) => i.id);
  const step = op === 'forward' ? 1 : -1;
  const indices = order.map((id, i) => (selected.has(id) ? i : -1)).filter((i) => i >= 0);
  const walk = step > 0 ? [...indices].reverse() : indices;
  for (const index of walk) {
    const target = index + step;
    if (target < 0 || target >= order.length || selected.has(order[target]!)) continue;
    [order[index], order[target]] = [order[target]!, order[index]!];
  }
  // Walk the new order; a selected element whose key no longer sits between the element now
  // below it and the next unselected one above gets a key in that gap (runs stay in order).
  const keyOf = new Map(items.map((i) => [i.id, i.z]));
  for (let i = 0; i < order.length; i++) {
    const id = order[i]!;
    if (!selected.has(id)) continue;
    const below = i > 0 ? keyOf.get(order[i - 1]!)! : null;
    const next = order.slice(i + 1).find((x) => !selected.has(x));
    const above = next !== undefined ? keyOf.get(next)! : null;
    const current = keyOf.get(id)!;
    if ((below === null || current > below) && (above === null || current < above)) continue;
    const key = generateKeyBetween(below, above);
    keyOf.set(id, key);
    out.set(id, key);
  }
  return out;
}
