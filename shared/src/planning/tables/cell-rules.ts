import { accept, charCount, numberOf, refuse, type Verdict } from '../verdict';

// What a cell of a planning table may hold (issue 11, spec 001 §5), one rule per column. The
// in-place editor runs a typed value through its column's rule: a refusal shows the rule's
// message and the cell keeps its previous value; the document reader (schema/elements/
// planning-table.ts) uses the same rules to clean what a client stored.

export type CellRule =
  /** text, trimmed, at most `max` characters; `required`: an empty result keeps the old value */
  | { type: 'text'; max: number; required?: boolean }
  /**
   * a number in min..max on the step (default 1: whole numbers). `revert`: anything else is
   * refused (a habit table's age); `clamp`: a number is made absolute (counts, `abs`), clamped
   * and put on the step (spec 001 §5 "number input is clamped to min and max, rounded by step")
   */
  | { type: 'number'; min: number; max: number; step?: number; bad: 'revert' | 'clamp'; abs?: boolean }
  /** a day, YYYY-MM-DD, or nothing */
  | { type: 'date' }
  /** one of a list of choices (stored by id; the catalogue names them) */
  | { type: 'choice'; options: readonly string[] }
  /** a habit score: 1 (rarely) .. 3 (often) */
  | { type: 'score' };

export type Cell = string | number;

/** Scores of the habit and rhythm tables' scene columns (spec 001 §5 "scene scores 1..3"). */
export const SCORE_RANGE = { min: 1, max: 3 } as const;

/**
 * Spec 001 §5's number input: clamped to min..max, then put on the step counted from min and
 * rounded to `precision` decimals (a step of 0.1 must not leave 0.30000000000000004). Defaults
 * are the spec's: min 0, max 10, step 1.
 */
export function clampNumber(n: number, { min = 0, max = 10, step = 1, precision }: { min?: number; max?: number; step?: number; precision?: number } = {}): number {
  const clamped = Math.min(max, Math.max(min, n));
  const stepped = step > 0 ? min + Math.round((clamped - min) / step) * step : clamped;
  const digits = precision ?? Math.max(0, -Math.floor(Math.log10(step > 0 ? step : 1)));
  const rounded = Number(stepped.toFixed(Math.min(10, digits)));
  return Math.min(max, Math.max(min, rounded));
}

/** The value to store for `raw` typed into a cell of this rule, or the refusal to show. */
export function cellVerdict(rule: CellRule, raw: unknown): Verdict<Cell> {
  switch (rule.type) {
    case 'text': {
      const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
      if (text === '' && rule.required) return refuse('planningTable.rule.required');
      if (charCount(text) > rule.max) return refuse('planningTable.rule.tooLong', { max: rule.max });
      return accept(text);
    }
    case 'number': {
      const n = numberOf(raw);
      if (n === undefined) return refuse('planningTable.rule.notNumber');
      if (rule.bad === 'revert') {
        const step = rule.step ?? 1;
        if (n < rule.min || n > rule.max || clampNumber(n, { min: rule.min, max: rule.max, step }) !== n) return refuse('planningTable.rule.intRange', { min: rule.min, max: rule.max });
        return accept(n);
      }
      return accept(clampNumber(rule.abs ? Math.abs(n) : n, { min: rule.min, max: rule.max, step: rule.step ?? 1 }));
    }
    case 'score': {
      const n = numberOf(raw);
      if (n === undefined || !Number.isInteger(n) || n < SCORE_RANGE.min || n > SCORE_RANGE.max) return refuse('planningTable.rule.score', { ...SCORE_RANGE });
      return accept(n);
    }
    case 'date': {
      const text = typeof raw === 'string' ? raw.trim() : '';
      return text === '' || isDay(text) ? accept(text) : refuse('planningTable.rule.date');
    }
    case 'choice':
      return typeof raw === 'string' && rule.options.includes(raw) ? accept(raw) : refuse('planningTable.rule.choice');
  }
}

/**
 * The value a cell holds when a row is new: empty (not filled in yet: no age, no score, no
 * choice), except counts, which start at 0. The reader lets '' stand in every column.
 */
export function blankCell(rule: CellRule): Cell {
  return rule.type === 'number' && rule.bad === 'clamp' ? Math.max(rule.min, 0) : '';
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isDay(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
