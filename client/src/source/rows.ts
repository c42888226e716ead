import type { Source } from '../../../shared/src/protocol/source';
import type { SourceItem } from '../../../shared/src/protocol/source-library';

/**
 * The list's rows between pages and fresh uploads: an upload shows as a card at once (before
 * the next source/find), pages are appended without repeating an item that moved between them.
 */

/** A just-uploaded file as a material card (size from bytes to KB, as source/find gives it). */
export function itemFromUpload(source: Source, size: { width: number; height: number }): SourceItem {
  return {
    id: String(source.id),
    name: source.name,
    extension: source.extension,
    path: source.path,
    cover: source.path,
    size: Math.round((source.size / 1024) * 10) / 10,
    width: size.width,
    height: size.height,
    duration: 0,
    tags: [],
    update_time: source.date,
    trans_state: 1,
    url: source.path,
  };
}

/** Appends a page, skipping ids already shown. */
export function appendPage(rows: readonly SourceItem[], page: readonly SourceItem[]): SourceItem[] {
  const seen = new Set(rows.map((r) => r.id));
  return [...rows, ...page.filter((r) => !seen.has(r.id))];
}

/** Puts fresh uploads first; one already listed moves to the front (a reused file is "new" again). */
export function prependUploads(rows: readonly SourceItem[], fresh: readonly SourceItem[]): SourceItem[] {
  const ids = new Set(fresh.map((r) => r.id));
  return [...fresh, ...rows.filter((r) => !ids.has(r.id))];
}

/** update_time in milliseconds, whether the server counts seconds or milliseconds. */
export function timeMs(value: number): number {
  return value > 0 && value < 1e12 ? value * 1000 : value;
}

/** More pages follow while the last one was full (spec 000 §4 paging). */
export function hasMore(rowsShown: number, lastPageSize: number, limit: number, total: number): boolean {
  return lastPageSize >= limit && rowsShown < total;
}

/** spec 000 §4: items still transcoding (trans_state below 1) are asked about again this often. */
export const TRANSCODE_POLL_MS = 5000;

/** Some listed video is not transcoded yet, so the list should be read again for it. */
export function needsPolling(rows: readonly SourceItem[]): boolean {
  return rows.some((r) => r.trans_state < 1);
}

/** A fresh read of the first page brought in place: listed items take their new state and cover. */
export function refreshRows(rows: readonly SourceItem[], fresh: readonly SourceItem[]): SourceItem[] {
  const byId = new Map(fresh.map((r) => [r.id, r]));
  return rows.map((r) => byId.get(r.id) ?? r);
}
