import type { Cell, CellRule } from './cell-rules';

// How a planning table is made (issue 11, spec 001 §3 "Tables"): its fixed columns with their
// rules, the scene columns some tables let the designer name (habit, rhythm), the row cap and
// the rows a new table starts with. One definition file per table in this folder; the schema
// (schema/elements/planning-table.ts), the canvas drawing and the in-place editor all read it.

export interface TableColumn {
  /** the cell's key in a row, and its header's catalogue key (planningTable.col.<key>) */
  key: string;
  rule: CellRule;
  /** share of the table's width */
  weight: number;
}

/** Scene columns (habit: 客厅, 餐厅…; rhythm: time periods or numbered spaces): scored 1..3. */
export interface SceneColumns {
  /** the designer may add, delete and move them (the habit table); else only rename */
  editable: boolean;
  /** names of a new table's columns, by variant ('' when the table has one) */
  defaults: Readonly<Record<string, readonly string[]>>;
  /** at most this many */
  max: number;
  /** share of the width each takes */
  weight: number;
}

export type TableRow = Record<string, Cell>;

export interface PlanningTableDef {
  tag: string;
  columns: readonly TableColumn[];
  scenes?: SceneColumns;
  /** variants the inspector switches between (rhythm: by time or by space); the first is the default */
  variants?: readonly string[];
  /** spec 001 §5 row caps: 12 habit, rhythm, device; 9 special activity */
  rowCap: number;
  /** a title above the table (special activity: ≤ 100) and its default */
  title?: { max: number; text: string };
  /** drawn as label/value pairs (the project base: one record, not a list) */
  form?: boolean;
  /** the rows of a new table, without ids */
  rows: () => TableRow[];
  /** a new table's box on a 1920 × 1080 page */
  box: { width: number; height: number };
}

/** Row cells of a scene column: `s.` and the column's id, so no column id meets a fixed key. */
export const sceneKey = (columnId: string): string => `s.${columnId}`;
