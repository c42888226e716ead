import * as Y from 'yjs';
import { elementMap } from '../schema/edit';
import { meta, orderedItems, orderedPages, orderKeyOf, pageItems, type YMap } from '../schema/doc';
import { generateKeyBetween } from '../schema/order';
import { isPlainObject } from '../schema/safe-json';
import { logoOf, paragraph, scaled, styledHtml, LIGHT_THEME } from './page-kit';
import { BIND_USER_LOGO, DEFAULT_SLOGAN } from './placeholders';
import { templateInfo } from './template-list';

// Spec 002 §3: "legacy plan documents get logo and slogan items filled on load". A deck built
// by this version has them on its cover and says so in its options (`cover: 1`); a deck from a
// template that was made before (an imported or older document) gets them the first time an
// editor opens it. The ids derive from the cover's, so two people opening the same old deck at
// once write the same two elements, not four.

/** Marks a deck whose cover already has its frame items. */
export const COVER_DONE = 'cover';
export const SLOGAN_TYPE = 'slogan';

export interface CoverOwner {
  logo?: string;
  slogan?: string;
}

const wantsCover = (doc: Y.Doc): boolean => {
  const m = meta(doc);
  if (m.get('type') !== 'plan') return false;
  const template = m.get('template');
  if (typeof template !== 'string' || template === 'blank' || !templateInfo(template)) return false;
  const options = m.get('options');
  return !(isPlainObject(options) && options[COVER_DONE] === 1);
};

const hasElement = (page: YMap, test: (el: YMap) => boolean) => [...pageItems(page).values()].some((el) => el instanceof Y.Map && test(el));

/**
 * Gives an old deck's cover (its first page) a logo (when the user has one) and a slogan line,
 * each unless it has one, and marks the deck done; answers whether it wrote anything. Call on
 * load by an editor (never a viewer); a deck without pages yet is left for later.
 */
export function fillLegacyCover(doc: Y.Doc, owner: CoverOwner, origin: unknown = null): boolean {
  if (!wantsCover(doc)) return false;
  const first = orderedPages(doc)[0];
  if (!first) return false;
  const [pageId, page] = first;
  const theme = meta(doc).get('options');
  const size = isPlainObject(theme) && isPlainObject(theme.theme) ? theme.theme : {};
  const width = typeof size.width === 'number' ? size.width : 1920;
  const height = typeof size.height === 'number' ? size.height : 1080;
  const page0 = { width, height };
  doc.transact(() => {
    const items = pageItems(page);
    let top = orderKeyOf(orderedItems(page).at(-1)?.[1] ?? new Y.Map(), 'z');
    const add = (suffix: string, json: Record<string, unknown>) => {
      const z = generateKeyBetween(top, null);
      top = z;
      items.set(`${pageId}${suffix}`, elementMap(json as never, z));
    };
    if (owner.logo && !hasElement(page, (el) => el.get('bind') === BIND_USER_LOGO)) {
      add('logo', { ...logoOf({ left: scaled(page0, 80), top: scaled(page0, 60), width: scaled(page0, 240), height: scaled(page0, 120) }), src: owner.logo });
    }
    if (!hasElement(page, (el) => el.get('type') === SLOGAN_TYPE)) {
      const box = { left: scaled(page0, 160), top: height - scaled(page0, 120), width: Math.round(width * 0.7), height: scaled(page0, 50) };
      add('slogan', { ...paragraph(styledHtml([owner.slogan?.trim() || DEFAULT_SLOGAN], { fontSize: scaled(page0, 26), color: LIGHT_THEME.muted }), box), type: SLOGAN_TYPE });
    }
    const options = meta(doc).get('options');
    meta(doc).set('options', { ...(isPlainObject(options) ? options : {}), [COVER_DONE]: 1 });
  }, origin);
  return true;
}
