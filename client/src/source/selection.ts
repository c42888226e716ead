/**
 * Multi-select over the material cards (spec 000 §8 "most choice N images", "please select
 * material"): toggling past the limit is refused, not silently dropped, so the screen can say so.
 */

export type Toggle = { ok: true; selected: string[] } | { ok: false; reason: 'limit'; limit: number };

export function toggleSelection(selected: readonly string[], id: string, limit: number): Toggle {
  if (selected.includes(id)) return { ok: true, selected: selected.filter((s) => s !== id) };
  if (selected.length >= limit) return { ok: false, reason: 'limit', limit };
  return { ok: true, selected: [...selected, id] };
}

/** Select all the listed ones, up to the limit; `clipped` says some were left out. */
export function selectAll(selected: readonly string[], listed: readonly string[], limit: number): { selected: string[]; clipped: boolean } {
  const next = [...selected];
  let clipped = false;
  for (const id of listed) {
    if (next.includes(id)) continue;
    if (next.length >= limit) {
      clipped = true;
      break;
    }
    next.push(id);
  }
  return { selected: next, clipped };
}

/** "please select material" when nothing is chosen; otherwise the chosen ones in list order. */
export function confirmSelection<T extends { id: string }>(selected: readonly string[], rows: readonly T[]): { ok: true; items: T[] } | { ok: false; reason: 'sourceLibrary.selectMaterial' } {
  const items = selected.map((id) => rows.find((r) => r.id === id)).filter((r): r is T => r !== undefined);
  return items.length === 0 ? { ok: false, reason: 'sourceLibrary.selectMaterial' } : { ok: true, items };
}
