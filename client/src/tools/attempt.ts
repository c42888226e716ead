// The calculations refuse impossible input by throwing a RangeError whose message is a
// catalogue key (shared/src/lighting/power-density.ts explains why); a screen shows the words.

export type Attempt<T> = { ok: true; value: T } | { ok: false; key: string };

export function attempt<T>(run: () => T): Attempt<T> {
  try {
    return { ok: true, value: run() };
  } catch (err) {
    if (err instanceof RangeError) return { ok: false, key: err.message };
    throw err;
  }
}

/** A figure as people read it: no more decimals than it deserves. */
export const fmt = (n: number, digits = 2): string => {
  if (!Number.isFinite(n)) return '—';
  const fixed = n.toFixed(digits);
  return digits > 0 ? fixed.replace(/\.?0+$/, '') : fixed;
};
