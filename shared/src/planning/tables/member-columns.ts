import type { TableColumn } from './table-def';

// The columns that say who a household member is, shared by the habit and rhythm tables
// (spec 001 §3: name, grade as gender, age). Spec 001 §5: names at most 20, gender male or
// female, age a whole number 1..120 (anything else reverts).

export const GENDERS = ['male', 'female'] as const;
export const AGE_RANGE = { min: 1, max: 120 } as const;
export const MEMBER_NAME_MAX = 20;

export const MEMBER_COLUMNS: readonly TableColumn[] = [
  { key: 'name', rule: { type: 'text', max: MEMBER_NAME_MAX }, weight: 1.3 },
  { key: 'grade', rule: { type: 'choice', options: GENDERS }, weight: 0.8 },
  { key: 'age', rule: { type: 'number', ...AGE_RANGE, bad: 'revert' }, weight: 0.8 },
];
