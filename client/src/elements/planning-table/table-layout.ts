import type { PlanningTableDef, TableColumn, TableRow } from '../../../../shared/src/planning/tables/table-def';
import { sceneKey } from '../../../../shared/src/planning/tables/table-def';

// Where a planning table's cells are in its box (element coordinates), for the drawing and
// for the in-place editor's inputs over it: the two must agree to the pixel.

export interface SceneCol {
  id: string;
  name: string;
}
/** A drawn column: a fixed one (its rule) or a scene column (scored 1..3). */
export interface LaidColumn {
  key: string;
  x: number;
  width: number;
  fixed?: TableColumn;
  scene?: SceneCol;
}
export interface TableLayout {
  titleHeight: number;
  headerHeight: number;
  rowHeight: number;
  columns: LaidColumn[];
  /** top of row `r` (0-based, under the header) */
  rowTop: (r: number) => number;
}

/** The list layout: optional title, a header row, then equal rows filling the box. */
export function tableLayout(def: PlanningTableDef, fields: { rows: readonly TableRow[]; columns?: readonly SceneCol[]; fontSize: number; title?: string }, width: number, height: number): TableLayout {
  const scenes = def.scenes ? (fields.columns ?? []) : [];
  const weights = [...def.columns.map((c) => c.weight), ...scenes.map(() => def.scenes!.weight)];
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  let x = 0;
  const columns: LaidColumn[] = [
    ...def.columns.map((c) => ({ key: c.key, fixed: c })),
    ...scenes.map((s) => ({ key: sceneKey(s.id), scene: s })),
  ].map((c, i) => {
    const w = (weights[i]! / total) * width;
    const out = { ...c, x, width: w };
    x += w;
    return out;
  });
  const titleHeight = def.title ? Math.min(height / 4, fields.fontSize * 2.2) : 0;
  const rest = Math.max(1, height - titleHeight);
  // the header holds two lines when names are long (a habit table's 特殊作息 at 24 px)
  const headerHeight = Math.min(rest / 3, Math.max(fields.fontSize * 2, rest / (fields.rows.length + 1)));
  const rowHeight = (rest - headerHeight) / Math.max(1, fields.rows.length);
  return { titleHeight, headerHeight, rowHeight, columns, rowTop: (r) => titleHeight + headerHeight + r * rowHeight };
}

/** A form's cells (the project base): two label/value pairs a line, in the fields' order. */
export interface FormCell {
  column: TableColumn;
  labelX: number;
  valueX: number;
  y: number;
  labelWidth: number;
  valueWidth: number;
  height: number;
}
export const FORM_PAIRS_PER_LINE = 2;

export function formLayout(def: PlanningTableDef, width: number, height: number): FormCell[] {
  const lines = Math.ceil(def.columns.length / FORM_PAIRS_PER_LINE);
  const h = height / Math.max(1, lines);
  const pair = width / FORM_PAIRS_PER_LINE;
  const labelWidth = pair * 0.36;
  return def.columns.map((column, i) => {
    const col = i % FORM_PAIRS_PER_LINE;
    const line = Math.floor(i / FORM_PAIRS_PER_LINE);
    return { column, labelX: col * pair, valueX: col * pair + labelWidth, y: line * h, labelWidth, valueWidth: pair - labelWidth, height: h };
  });
}
