import * as Y from 'yjs';
import { isoDate } from '../documents/doc-settings';
import { blocksToHtml } from '../richtext/html';
import { newFragment, readBlocks, writeBlocks } from '../richtext/yjs';
import { elementText, isPage, pageItems, pagesMap } from '../schema/doc';
import { isPlainObject } from '../schema/safe-json';
import { blocksWithText, htmlWithText } from './html-text';
import type { ElementDraft, TemplateContext } from './template-def';

// The placeholders and bindings of spec 002 §3. Templates write {{username}}, {{date}},
// {{company}}, {{slogan}} and {{project}} into their texts, and mark the cover's project name
// and logo with `bind`: these are filled once, when a deck is built for its creator. The
// project name stays bound afterwards: renaming the document rewrites it (applyNameBinding).

/** What a new account's cover says before the user has entered a company. */
export const DEFAULT_COMPANY = '专业照明设计服务商';
/** LightKit's own bilingual tagline, for users who have not written one. */
export const DEFAULT_SLOGAN = '光，让空间更有温度 · Light makes space feel like home';

/** An element whose words are the document's name. */
export const BIND_DOC_NAME = 'doc.name';
/** An image element that shows the user's logo (removed when they have none). */
export const BIND_USER_LOGO = 'user.logo';

export const PLACEHOLDER_KEYS = ['username', 'date', 'company', 'slogan', 'project'] as const;
export type PlaceholderKey = (typeof PLACEHOLDER_KEYS)[number];
export type PlaceholderValues = Record<PlaceholderKey, string>;

const PLACEHOLDER = /\{\{\s*(username|date|company|slogan|project)\s*\}\}/g;
/** Keys of an element that are structure, never words. */
const STRUCTURAL_KEYS = new Set(['id', 'tag', 'type', 'bind', 'src']);

/** The words each placeholder stands for, with the spec's fallbacks. */
export function placeholderValues(ctx: TemplateContext): PlaceholderValues {
  return {
    username: ctx.nickname?.trim() || ctx.username.trim(),
    date: isoDate(ctx.now),
    company: ctx.company?.trim() || DEFAULT_COMPANY,
    slogan: ctx.slogan?.trim() || DEFAULT_SLOGAN,
    project: ctx.name,
  };
}

export const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `text` with its placeholders replaced; inside HTML the values are escaped (a nickname is user input). */
export function fillText(text: string, values: PlaceholderValues, html: boolean): string {
  return text.replace(PLACEHOLDER, (_, key: PlaceholderKey) => (html ? escapeHtml(values[key]) : values[key]));
}

/** Plain words anywhere in a value (a table's cells, an input's placeholder, a chart's names). */
function fillPlain(value: unknown, values: PlaceholderValues): unknown {
  if (typeof value === 'string') return fillText(value, values, false);
  if (Array.isArray(value)) return value.map((v) => fillPlain(v, values));
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillPlain(v, values)]));
  return value;
}

function fillElement<E extends ElementDraft>(element: E, ctx: TemplateContext, values: PlaceholderValues): E | null {
  if (element.bind === BIND_USER_LOGO) {
    if (!ctx.logo) return null;
    return { ...element, src: ctx.logo };
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(element)) {
    if (STRUCTURAL_KEYS.has(key)) out[key] = value;
    else if (key === 'html' && typeof value === 'string') out[key] = fillText(value, values, true);
    else out[key] = fillPlain(value, values);
  }
  if (element.bind === BIND_DOC_NAME) out.html = htmlWithText(typeof element.html === 'string' ? element.html : '', ctx.name);
  return out as E;
}

/**
 * The pages with placeholders filled for the deck's creator, the bound project name set and
 * the logo element given the user's logo (or removed). The input is left unchanged.
 */
export function fillPlaceholders<P extends { name: string; items: ElementDraft[] }>(pages: readonly P[], ctx: TemplateContext): P[] {
  const values = placeholderValues(ctx);
  return pages.map((page) => ({
    ...page,
    name: fillText(page.name, values, false),
    items: page.items.map((el) => fillElement(el, ctx, values)).filter((el) => el !== null),
  }));
}

/**
 * Rewrites the words of every element bound to the document's name, keeping their formatting;
 * answers how many changed. Call it in the transaction that renames the document, on the
 * client that renames it: co-editors receive the new words with the new name through Yjs. It
 * leaves texts that already say the name alone, so a replica calling it again writes nothing;
 * two replicas rewriting the same text at the same moment would both insert their words.
 */
export function applyNameBinding(doc: Y.Doc, name: string, origin: unknown = null): number {
  let changed = 0;
  doc.transact(() => {
    for (const page of pagesMap(doc).values()) {
      if (!isPage(page)) continue;
      for (const element of pageItems(page).values()) {
        if (!(element instanceof Y.Map) || element.get('bind') !== BIND_DOC_NAME) continue;
        const text = elementText(element);
        const before = text ? readBlocks(text) : [];
        const after = blocksWithText(before, name);
        if (text && blocksToHtml(after) === blocksToHtml(before)) continue;
        if (text) writeBlocks(text, after);
        else element.set('text', newFragment(after));
        changed++;
      }
    }
  }, origin);
  return changed;
}
