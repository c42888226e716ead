import { sanitizeHtml } from '../richtext/html';
import { checkFields } from '../schema/elements/check';
import { TABLE_CELL_MAX } from '../schema/elements/kinds';
import { checkElement, KIND_FIELDS, PAGE_FIELDS } from '../schema/elements/specs';
import { jsonEqual } from '../schema/json-equal';
import { isPlainObject } from '../schema/safe-json';
import type { PageJSON } from '../schema/types';
import type { PageSize } from './template-def';

// What the per-template tests call on every deck: a template is hand-written data, and the
// document reader forgives (it coerces bad fields, drops unknown kinds to plain boxes), so a
// mistake in a template would only show as a wrong-looking slide. Here each one is named.

const differingKeys = (a: Record<string, unknown>, b: Record<string, unknown>): string[] =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !jsonEqual(a[k], b[k])).sort();

/** Cells of a generic table the document would not keep as written. */
function tableCellProblems(rows: unknown): string[] {
  if (!Array.isArray(rows)) return [];
  const out: string[] = [];
  rows.forEach((row, r) => {
    if (!isPlainObject(row)) return;
    for (const [key, cell] of Object.entries(row)) {
      if (typeof cell !== 'string') out.push(`row ${r + 1} cell ${key} is not text`);
      else if (cell.length > TABLE_CELL_MAX) out.push(`row ${r + 1} cell ${key} is longer than ${TABLE_CELL_MAX} characters`);
    }
  });
  return out;
}

/**
 * Problems of a template's pages at a canvas size, one line each ("page 3 "01 项目分析" element
 * e1 (text): outside the canvas"); empty when the deck is sound. Checks: pages without items,
 * page fields the reader would change, missing and duplicate ids, unknown element kinds,
 * elements outside the canvas, fields the kind's check would change (a wrong type, a missing
 * default, a value out of range), rich text the editor would rewrite, table cells it would cut.
 */
export function checkTemplatePages(pages: readonly PageJSON[], size: PageSize): string[] {
  const problems: string[] = [];
  const pageIds = new Set<string>();
  const elementIds = new Set<string>();
  pages.forEach((page, p) => {
    const where = `page ${p + 1} "${page.name}"`;
    if (typeof page.id !== 'string' || page.id === '') problems.push(`${where}: no id`);
    else if (pageIds.has(page.id)) problems.push(`${where}: duplicate page id ${page.id}`);
    else pageIds.add(page.id);
    const { id: _id, items, ...fields } = page;
    const checkedPage = checkFields(fields, PAGE_FIELDS);
    for (const key of differingKeys(fields, checkedPage)) problems.push(`${where}: page field ${key} would be read as ${JSON.stringify(checkedPage[key])}`);
    if (!Array.isArray(items) || items.length === 0) {
      problems.push(`${where}: no items`);
      return;
    }
    items.forEach((el, e) => {
      const at = `${where} element ${typeof el.id === 'string' ? el.id : `#${e + 1}`} (${String(el.tag)})`;
      if (typeof el.id !== 'string' || el.id === '') problems.push(`${at}: no id`);
      else if (elementIds.has(el.id)) problems.push(`${at}: duplicate element id`);
      else elementIds.add(el.id);
      if (typeof el.tag !== 'string' || !Object.hasOwn(KIND_FIELDS, el.tag)) problems.push(`${at}: unknown tag`);
      const { left, top, width, height } = el;
      if ([left, top, width, height].some((v) => typeof v !== 'number' || !Number.isFinite(v))) problems.push(`${at}: no numeric box`);
      else if (left < 0 || top < 0 || left + width > size.width || top + height > size.height) {
        problems.push(`${at}: outside the ${size.width}×${size.height} canvas (${left}, ${top}, ${width}×${height})`);
      }
      const noted: string[] = [];
      const checked = checkElement(el, noted, 'field');
      if (checked) {
        const changed = differingKeys(el, checked);
        if (changed.length > 0) problems.push(`${at}: the ${String(el.tag)} check would change ${changed.join(', ')}${noted.length > 0 ? ` (${noted.join('; ')})` : ''}`);
      }
      if (typeof el.html === 'string' && sanitizeHtml(el.html) !== el.html) problems.push(`${at}: html the editor would rewrite as ${sanitizeHtml(el.html)}`);
      if (el.tag === 'table') for (const cell of tableCellProblems(el.rows)) problems.push(`${at}: ${cell}`);
    });
  });
  return problems;
}
