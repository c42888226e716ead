// Small helpers the sync benchmark shares between its processes: percentiles, tables, forced GC.
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';

/** Nearest-rank percentile (p in 0..100) of unsorted samples; NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

/** A plain left-aligned text table with a header rule, ready for console.log. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join(' | ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-+-'), ...rows.map(line)].join('\n');
}

/** Fixed decimals, or "n/a" for a value that was not measured. */
export const fmt = (value: number, digits = 1): string => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

let gcFn: (() => void) | null | undefined;

/**
 * A full garbage collection before a memory or timing reading. `npm run bench:sync` runs tsx
 * without --expose-gc, so when global.gc is missing we switch the V8 flag on at run time and
 * fetch gc from a fresh context (the flag only exposes gc to contexts created after it is set).
 * Returns false when neither works, so callers can say the memory figures are best effort.
 */
export function collectGarbage(): boolean {
  if (gcFn === undefined) {
    const exposed = (globalThis as { gc?: () => void }).gc;
    if (exposed) gcFn = exposed;
    else {
      try {
        setFlagsFromString('--expose-gc');
        const fromContext: unknown = runInNewContext('gc');
        gcFn = typeof fromContext === 'function' ? (fromContext as () => void) : null;
      } catch {
        gcFn = null;
      }
    }
  }
  if (!gcFn) return false;
  // Twice: the first pass can leave objects whose finalisers free more on the second.
  gcFn();
  gcFn();
  return true;
}
