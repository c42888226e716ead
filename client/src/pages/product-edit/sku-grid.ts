import type { PhotometrySummary } from '../../../../shared/src/protocol/product';

// The variants table of the editor: every combination of the entered dimension values, one row
// each. Rebuilt whenever a value is added or removed, so it must keep what was typed into the
// rows that survive (their code, price, id and photometric file).

export interface SkuDim {
  name: string;
  values: string[];
}

export interface SkuRow {
  /** the server's id of the variant ('' until saved) */
  id: string;
  values: string[];
  code: string;
  /** as typed; '' means the product's price */
  price: string;
  photometry: PhotometrySummary | null;
}

const keyOf = (values: readonly string[]) => values.join('\u0000');

/** The dimensions that take part in the grid: named and with at least one value. */
export function activeDims(dims: readonly SkuDim[]): SkuDim[] {
  return dims.filter((d) => d.name.trim() !== '' && d.values.length > 0);
}

/** Every combination of the values, in the order the dimensions and their values are listed. */
export function combinations(dims: readonly SkuDim[]): string[][] {
  const active = activeDims(dims);
  if (active.length === 0) return [];
  let out: string[][] = [[]];
  for (const d of active) out = out.flatMap((prefix) => d.values.map((v) => [...prefix, v]));
  return out;
}

/**
 * The rows for these dimensions. A row whose values are still a combination keeps its fields;
 * when a dimension was added, the row of the shorter combination it extends lends its code and
 * price to the first new row (so adding 光束角 to a product with 色温 rows does not lose them);
 * when one was removed, the first row that shortens to a combination lends them.
 */
export function skuGrid(dims: readonly SkuDim[], previous: readonly SkuRow[]): SkuRow[] {
  const exact = new Map(previous.map((r) => [keyOf(r.values), r]));
  const used = new Set<SkuRow>();
  return combinations(dims).map((values) => {
    const take = (r: SkuRow | undefined): SkuRow | undefined => (r && !used.has(r) ? (used.add(r), r) : undefined);
    const found =
      take(exact.get(keyOf(values))) ??
      take(previous.find((r) => r.values.length < values.length && keyOf(values.slice(0, r.values.length)) === keyOf(r.values))) ??
      take(previous.find((r) => r.values.length > values.length && keyOf(r.values.slice(0, values.length)) === keyOf(values)));
    return found ? { ...found, values } : { id: '', values, code: '', price: '', photometry: null };
  });
}
