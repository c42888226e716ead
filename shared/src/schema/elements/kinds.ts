import type { ElementJSON } from '../types';
import { DEFAULT_GRADIENT, NO_BORDER, NO_FILL, type Border, type Fill } from './fill';

// The fields of the element kinds the editor core draws (spec 001 §3 "Page element"). Common
// geometry lives in ElementJSON (left, top, width, height, rotate); each kind adds its own.

/** spec 001 §5: no element smaller than 20 × 20 */
export const MIN_ELEMENT_SIZE = 20;
/** spec 001 §9: duplicates land 10 right and 10 down */
export const DUPLICATE_OFFSET = 10;
export const MIN_LINE_WIDTH = 0.1;
/** spec 001: a shape's points live in a 200 × 200 box scaled to the element */
export const SHAPE_VIEWBOX = 200;

export interface BoxStyle {
  fill?: Fill;
  border?: Border;
  /** inner margin in px (text) */
  padding?: number;
  opacity?: number;
}

export interface TextFields extends BoxStyle {
  lineHeight?: number;
  valign?: 'top' | 'middle' | 'bottom';
  /**
   * true: the box is as tall as its text, growing and shrinking as it changes (new text boxes);
   * false: the height is the one the user chose, and text beyond it is clipped.
   */
  autoHeight?: boolean;
}

/**
 * Does the text box follow its text? Boxes from before the choice existed do when their text
 * sits at the top; one aligned to the middle or bottom was sized on purpose, and keeps its size.
 */
export const isAutoHeight = (f: TextFields): boolean => f.autoHeight ?? (f.valign ?? 'top') === 'top';

/** A height the user chose: a text box keeps it (fixed height) instead of following its text. */
export const chosenHeight = (tag: string, height: number): Record<string, unknown> => (tag === 'text' ? { height, autoHeight: false } : { height });

export const SHAPE_TYPES = ['line', 'polyline', 'elbow', 'curve', 'rect', 'polygon'] as const;
export type ShapeType = (typeof SHAPE_TYPES)[number];
export type Marker = 'none' | 'arrow' | 'dot';
export interface ShapeFields {
  type: ShapeType;
  /** x, y pairs in the 200 × 200 view box */
  points: number[];
  stroke: string;
  strokeWidth: number;
  dashed: boolean;
  markerStart: Marker;
  markerEnd: Marker;
  fill: Fill;
  radius: number;
}

export interface Crop {
  /** percentages of the natural image */
  top: number;
  left: number;
  width: number;
  height: number;
}
export interface ImageFields {
  src: string;
  crop?: Crop;
  border?: Border;
  /** natural size, for keeping the aspect ratio */
  naturalWidth?: number;
  naturalHeight?: number;
}

const SHAPE_POINTS: Record<ShapeType, number[]> = {
  line: [0, 100, 200, 100],
  polyline: [0, 160, 70, 40, 130, 160, 200, 40],
  elbow: [0, 40, 100, 40, 100, 160, 200, 160],
  curve: [0, 160, 100, 0, 200, 160],
  rect: [0, 0, 200, 0, 200, 200, 0, 200],
  polygon: [100, 0, 200, 76, 162, 200, 38, 200, 0, 76],
};

export function isClosedShape(type: ShapeType): boolean {
  return type === 'rect' || type === 'polygon';
}

/** A new shape of a type, in the middle of a page of the given size. */
export function newShape(type: ShapeType, page: { width: number; height: number }): Omit<ElementJSON, 'id'> {
  const line = !isClosedShape(type);
  const width = line ? 400 : 300;
  const height = line ? (type === 'line' ? 40 : 240) : 300;
  const fields: ShapeFields = {
    type,
    points: SHAPE_POINTS[type],
    stroke: '#1f2430',
    strokeWidth: 1,
    dashed: false,
    markerStart: 'none',
    markerEnd: line ? 'arrow' : 'none',
    fill: line ? NO_FILL : { type: 'gradient', gradient: DEFAULT_GRADIENT },
    radius: 0,
  };
  return { tag: 'shape', left: (page.width - width) / 2, top: (page.height - height) / 2, width, height, rotate: 0, ...fields };
}

export function newText(page: { width: number; height: number }, html = '<p></p>'): Omit<ElementJSON, 'id'> {
  const width = 800;
  const height = 120;
  const fields: TextFields = { fill: NO_FILL, border: NO_BORDER, padding: 0, lineHeight: 1.4, valign: 'top', autoHeight: true };
  return { tag: 'text', left: (page.width - width) / 2, top: (page.height - height) / 2, width, height, rotate: 0, html, ...fields };
}

/** An image placed at its natural aspect ratio, at most 60 % of the page. */
export function newImage(src: string, natural: { width: number; height: number }, page: { width: number; height: number }): Omit<ElementJSON, 'id'> {
  const scale = Math.min(1, (page.width * 0.6) / natural.width, (page.height * 0.6) / natural.height);
  const width = Math.max(MIN_ELEMENT_SIZE, Math.round(natural.width * scale));
  const height = Math.max(MIN_ELEMENT_SIZE, Math.round(natural.height * scale));
  const fields: ImageFields = { src, naturalWidth: natural.width, naturalHeight: natural.height };
  return { tag: 'image', left: Math.round((page.width - width) / 2), top: Math.round((page.height - height) / 2), width, height, rotate: 0, ...fields };
}

/** A one-line plain text field with a placeholder (forms on spec pages and quotations). */
export interface InputFields {
  /** not `text`: that key holds rich text (a Y.XmlFragment) in the document layout */
  value: string;
  placeholder: string;
  fontSize: number;
  color: string;
  align: 'left' | 'center' | 'right';
}
export const INPUT_MAX_LENGTH = 500;

export function newInput(page: { width: number; height: number }, placeholder: string): Omit<ElementJSON, 'id'> {
  const width = 600;
  const height = 60;
  const fields: InputFields = { value: '', placeholder, fontSize: 32, color: '#1f2430', align: 'left' };
  return { tag: 'input', left: (page.width - width) / 2, top: (page.height - height) / 2, width, height, rotate: 0, ...fields };
}

/** Several pictures in one box, laid out in a grid (spec 001 §2 image group; default mode contain). */
export interface ImageGroupFields {
  items: { src: string; type: 'image' }[];
  mode: 'contain' | 'cover';
  gap: number;
}

export function newImageGroup(page: { width: number; height: number }): Omit<ElementJSON, 'id'> {
  const width = 960;
  const height = 400;
  const fields: ImageGroupFields = { items: [], mode: 'contain', gap: 12 };
  return { tag: 'imagegroup', left: (page.width - width) / 2, top: (page.height - height) / 2, width, height, rotate: 0, ...fields };
}

/** The grid an image group uses: columns grow with the count so cells stay near square. */
export function groupGrid(count: number, width: number, height: number, gap: number): { x: number; y: number; width: number; height: number }[] {
  if (count === 0) return [];
  const cols = Math.max(1, Math.round(Math.sqrt((count * width) / height)));
  const rows = Math.ceil(count / Math.min(cols, count));
  const c = Math.min(cols, count);
  const w = (width - gap * (c - 1)) / c;
  const h = (height - gap * (rows - 1)) / rows;
  return Array.from({ length: count }, (_, i) => ({ x: (i % c) * (w + gap), y: Math.floor(i / c) * (h + gap), width: w, height: h }));
}

/** A generic table (spec 001 §3): columns, rows of cell texts, an optional serial-number column. */
export interface TableColumn {
  /** the cells' key in each row (stable when columns are renamed or others removed) */
  key: string;
  name: string;
  /** share of the width (weights, not pixels) */
  width: number;
}
export interface TableFields {
  columns: TableColumn[];
  /** one object per row, cell texts by column key (a Y.Array of Y.Maps in the document) */
  rows: Record<string, string>[];
  sn: boolean;
  fontSize: number;
  headerFill: string;
  stroke: string;
}
export const TABLE_CELL_MAX = 200;

export function newTable(page: { width: number; height: number }, headers: string[]): Omit<ElementJSON, 'id'> {
  const width = 1200;
  const height = 320;
  const fields: TableFields = {
    columns: headers.map((name, i) => ({ key: `c${i + 1}`, name, width: 1 })),
    rows: [{}, {}, {}],
    sn: true,
    fontSize: 24,
    headerFill: '#fff4e0',
    stroke: '#ced4da',
  };
  return { tag: 'table', left: (page.width - width) / 2, top: (page.height - height) / 2, width, height, rotate: 0, ...fields };
}

/** A key no column uses and no row holds (a removed column's cells stay, for undo). */
export function newColumnKey(columns: TableColumn[], rows: Record<string, string>[]): string {
  for (let n = columns.length + 1; ; n++) {
    const key = `c${n}`;
    if (!columns.some((c) => c.key === key) && !rows.some((r) => key in r)) return key;
  }
}
