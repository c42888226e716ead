import { checkElement } from './elements/specs';
import { isPlainObject, jsonProblem, type Problems } from './safe-json';
import type { ElementJSON, PageJSON } from './types';

// A page as the wire carries it (the shared viewer's deck), checked by the same rules as the
// protocol's PageSchema (protocol/doc.ts) but without zod: a phone opening a shared link should
// not evaluate the schema library and every endpoint's schema to draw one page (issue 23).
// page-check.test.ts holds the two to the same verdict on a fuzzed corpus.

const ELEMENT_KEYS = new Set(['id', 'tag', 'left', 'top', 'width', 'height', 'rotate', 'html']);
const PAGE_KEYS = new Set(['id', 'name', 'editable', 'deletable', 'items']);

const isFinite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const text = (v: unknown, min: number, max: number): v is string => typeof v === 'string' && v.length >= min && v.length <= max;

/** Every key outside `known` holds plain JSON. */
function extrasAreJson(value: Record<string, unknown>, known: Set<string>): boolean {
  for (const key of Object.keys(value)) if (!known.has(key) && jsonProblem(value[key]) !== null) return false;
  return true;
}

function isElement(value: unknown): value is ElementJSON {
  if (!isPlainObject(value)) return false;
  const { id, tag, left, top, width, height, rotate, html } = value;
  if (!text(id, 1, 64) || !text(tag, 1, 32)) return false;
  if (!isFinite(left) || !isFinite(top) || !isFinite(width) || width < 0 || !isFinite(height) || height < 0) return false;
  if (rotate !== undefined && (!isFinite(rotate) || rotate < 0 || rotate > 360)) return false;
  if (html !== undefined && !text(html, 0, 200_000)) return false;
  if (!extrasAreJson(value, ELEMENT_KEYS)) return false;
  // the fields of known kinds must be of their type and range, as PageSchema requires
  const problems: Problems = [];
  checkElement(value, problems, '');
  return problems.length === 0;
}

/** The page, with its name defaulted to '', when it is one PageSchema would accept; else null. */
export function readPage(value: unknown): PageJSON | null {
  if (!isPlainObject(value)) return null;
  const { id, name, editable, deletable, items } = value;
  if (!text(id, 1, 64)) return null;
  if (name !== undefined && !text(name, 0, 100)) return null;
  if (editable !== undefined && typeof editable !== 'boolean') return null;
  if (deletable !== undefined && typeof deletable !== 'boolean') return null;
  if (!Array.isArray(items) || items.length > 2000 || !items.every(isElement)) return null;
  if (!extrasAreJson(value, PAGE_KEYS)) return null;
  return { ...value, name: name ?? '' } as PageJSON;
}
