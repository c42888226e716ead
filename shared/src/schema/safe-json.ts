// Anything in a Yjs document was written by some client, and any client can write any value.
// These helpers turn an untrusted value into plain JSON that every reader (and Yjs itself) can
// handle, and say what they dropped. They never recurse deeper than the limit, so a value
// nested thousands deep costs nothing and cannot overflow the stack.

export const JSON_LIMITS = {
  /** objects and arrays inside a field value; spec shapes need 6 at most (chart data) */
  depth: 24,
  /** keys of one object */
  keys: 2000,
  /** items of one array */
  items: 20_000,
  /** characters of one string */
  string: 1_000_000,
} as const;

/**
 * Keys that change what an object is rather than what it holds: `__proto__` replaces the
 * prototype on assignment, and an own `constructor` makes Yjs refuse the whole value
 * ("Unexpected content type") in the middle of a transaction.
 */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Where a reader notes what it skipped: "pages.p1.items.e2: not a map". */
export type Problems = string[];

export const note = (problems: Problems | undefined, path: string, what: string): void => {
  if (problems && problems.length < 100) problems.push(`${path}: ${what}`);
};

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Uint8Array) && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/**
 * A clean copy of a JSON value, or undefined when nothing of it is JSON. Nested entries that
 * are not JSON (non-finite numbers, binary, bigints, forbidden keys, too deep) are dropped and
 * noted; the rest is kept.
 */
export function safeJson(value: unknown, problems?: Problems, path = '', depth = 0): unknown {
  switch (typeof value) {
    case 'string':
      return value.length > JSON_LIMITS.string ? value.slice(0, JSON_LIMITS.string) : value;
    case 'boolean':
      return value;
    case 'number':
      if (Number.isFinite(value)) return value;
      note(problems, path, 'not a finite number');
      return undefined;
    case 'object': {
      if (value === null) return null;
      if (depth >= JSON_LIMITS.depth) {
        note(problems, path, 'nested too deep');
        return undefined;
      }
      if (Array.isArray(value)) {
        const out: unknown[] = [];
        const n = Math.min(value.length, JSON_LIMITS.items);
        for (let i = 0; i < n; i++) {
          const v = safeJson(value[i], problems, `${path}[${i}]`, depth + 1);
          if (v !== undefined) out.push(v);
        }
        return out;
      }
      if (!isPlainObject(value)) {
        note(problems, path, 'not JSON');
        return undefined;
      }
      const out: Record<string, unknown> = {};
      let n = 0;
      for (const key of Object.keys(value)) {
        if (++n > JSON_LIMITS.keys) break;
        if (FORBIDDEN_KEYS.has(key)) {
          note(problems, `${path}.${key}`, 'forbidden key');
          continue;
        }
        const v = safeJson(value[key], problems, `${path}.${key}`, depth + 1);
        if (v !== undefined) out[key] = v;
      }
      return out;
    }
    default:
      if (value !== undefined) note(problems, path, `not JSON (${typeof value})`);
      return undefined;
  }
}

/**
 * What is wrong with a value that arrived as input, or null: the same rules as safeJson, but
 * refusing instead of dropping, so a request is either applied whole or not at all.
 */
export function jsonProblem(value: unknown, depth = 0): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') {
    return typeof value === 'string' && value.length > JSON_LIMITS.string ? 'string too long' : null;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'not a finite number';
  if (typeof value !== 'object') return `not JSON (${typeof value})`;
  if (depth >= JSON_LIMITS.depth) return `nested deeper than ${JSON_LIMITS.depth}`;
  if (Array.isArray(value)) {
    if (value.length > JSON_LIMITS.items) return 'too many items';
    for (const v of value) {
      const p = jsonProblem(v, depth + 1);
      if (p) return p;
    }
    return null;
  }
  if (!isPlainObject(value)) return 'not JSON';
  const keys = Object.keys(value);
  if (keys.length > JSON_LIMITS.keys) return 'too many keys';
  for (const key of keys) {
    if (FORBIDDEN_KEYS.has(key)) return `forbidden key "${key}"`;
    const p = jsonProblem(value[key], depth + 1);
    if (p) return p;
  }
  return null;
}
