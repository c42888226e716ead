import { addTag, checkTag, MAX_TAGS, tagKey, type TagRefusal } from './tag-rules';

/**
 * The tag dialog over a selection (spec 000 §5): "selected tags are split into those common to
 * all selected items and those on only some. Adding a tag needs room for fewer than 5 common
 * tags."
 *
 * Read as: adding is allowed while the selection shares fewer than 5 tags. Shared tags count
 * against every item, so an item may still be full with its own tags; such an item does not
 * get the new tag (never more than 5 on one item) and is reported as skipped.
 */

export interface TaggedItem {
  id: string;
  tags: readonly string[];
}

export interface TagSplit {
  /** on every selected item, in the first item's order */
  common: string[];
  /** on at least one but not all, in first-seen order */
  some: string[];
}

export function splitTags(items: readonly TaggedItem[]): TagSplit {
  if (items.length === 0) return { common: [], some: [] };
  const seen = new Map<string, { tag: string; count: number }>();
  for (const item of items) {
    const mine = new Set<string>();
    for (const tag of item.tags) {
      const key = tagKey(tag);
      if (mine.has(key)) continue;
      mine.add(key);
      const entry = seen.get(key);
      if (entry) entry.count++;
      else seen.set(key, { tag, count: 1 });
    }
  }
  const common: string[] = [];
  const some: string[] = [];
  for (const { tag, count } of seen.values()) (count === items.length ? common : some).push(tag);
  return { common, some };
}

export type SelectionAdd =
  | { ok: true; tag: string; receivers: string[]; skipped: string[] }
  | { ok: false; reason: TagRefusal | 'sourceLibrary.tagNoRoom' | 'sourceLibrary.selectMaterial' };

/**
 * Can this typed tag be added to the whole selection, and which items get it. Items that already
 * have it are neither receivers nor skipped; full items are skipped.
 */
export function addTagToSelection(items: readonly TaggedItem[], raw: string): SelectionAdd {
  if (items.length === 0) return { ok: false, reason: 'sourceLibrary.selectMaterial' };
  const check = checkTag(raw);
  if (!check.ok) return check;
  const { common } = splitTags(items);
  const key = tagKey(check.tag);
  const alreadyCommon = common.some((t) => tagKey(t) === key);
  if (!alreadyCommon && common.length >= MAX_TAGS) return { ok: false, reason: 'sourceLibrary.tagNoRoom' };
  const receivers: string[] = [];
  const skipped: string[] = [];
  for (const item of items) {
    const result = addTag(item.tags, check.tag);
    if (result.ok && result.added) receivers.push(item.id);
    else if (!result.ok) skipped.push(item.id);
  }
  return { ok: true, tag: check.tag, receivers, skipped };
}
