import { PROJECT_UNITS } from '../../../../shared/src/planning/tables/project-base';
import type { Cell, CellRule } from '../../../../shared/src/planning/tables/cell-rules';

type T = (key: string, options?: Record<string, unknown>) => string;

// What a cell shows: a choice by its name in the user's language, a number with its unit, a
// score as dots (●●○: read at a glance across a row of spaces), '' for a cell not filled in.

const SCORE_DOTS = ['', '●○○', '●●○', '●●●'];

export function cellText(rule: CellRule | undefined, key: string, value: Cell | undefined, t: T): string {
  if (value === undefined || value === '') return '';
  if (!rule) return typeof value === 'number' && value >= 1 && value <= 3 ? SCORE_DOTS[value]! : String(value);
  switch (rule.type) {
    case 'choice':
      return t(`planningTable.choice.${key}.${String(value)}`, { defaultValue: String(value) });
    case 'number':
      return Object.hasOwn(PROJECT_UNITS, key) ? `${value} ${PROJECT_UNITS[key]}` : String(value);
    case 'score':
      return typeof value === 'number' ? (SCORE_DOTS[value] ?? '') : '';
    default:
      return String(value);
  }
}

/** The column header's words: a fixed column's catalogue name, or the scene column's own name. */
export const headerText = (tag: string, key: string, sceneName: string | undefined, t: T): string =>
  sceneName ?? t(`planningTable.col.${tag}.${key}`, { defaultValue: key });
