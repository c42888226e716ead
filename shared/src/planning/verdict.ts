import type { MessageKey } from '../i18n';

// What a planning rule answers (spec 002 §5): the cleaned value to store, perhaps with a warning
// that lets it through (more than 12 spaces), or a refusal with the message to show — the editor
// then keeps the previous value.

export type Verdict<T> =
  | { ok: true; value: T; warning?: { key: MessageKey; params?: Record<string, number> } }
  | { ok: false; key: MessageKey; params?: Record<string, number> };

export const accept = <T>(value: T): Verdict<T> => ({ ok: true, value });
export const refuse = <T>(key: MessageKey, params?: Record<string, number>): Verdict<T> => (params ? { ok: false, key, params } : { ok: false, key });

/** A number typed or stored: a finite number, or text holding one ('350', ' 350 '); else undefined. */
export function numberOf(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const n = Number(raw.trim());
  return Number.isFinite(n) ? n : undefined;
}

/** Characters as the designer counts them (an emoji is one, not two UTF-16 units). */
export const charCount = (s: string): number => Array.from(s).length;

/** Names in the planning charts: at most 20 characters (spec 002 §5). */
export const PLANNING_NAME_MAX = 20;

/**
 * A name trimmed, non-empty, at most 20 characters and unlike `others` (the names of the other
 * entries of its list, compared trimmed); `taken` is the message for a duplicate.
 */
export function planningName(raw: unknown, others: readonly string[], taken: MessageKey): Verdict<string> {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (name === '') return refuse('planning.rule.nameRequired');
  if (charCount(name) > PLANNING_NAME_MAX) return refuse('planning.rule.nameTooLong', { max: PLANNING_NAME_MAX });
  if (others.some((o) => o.trim() === name)) return refuse(taken);
  return accept(name);
}

/**
 * A whole number of lx on the chart's 10 lx grid within min..max: clamped, then rounded to the
 * nearest ten unless it sits on a bound (5 lx stays 5, though it is not a multiple of ten).
 */
export function gridLx(n: number, min: number, max: number): number {
  const clamped = Math.min(max, Math.max(min, n));
  if (clamped === min || clamped === max) return Math.round(clamped);
  return Math.min(max, Math.max(min, Math.round(clamped / 10) * 10));
}
