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
}

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
    strokeWidth: line ? 4 : 1,
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
  const fields: TextFields = { fill: NO_FILL, border: NO_BORDER, padding: 0, lineHeight: 1.4, valign: 'top' };
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
