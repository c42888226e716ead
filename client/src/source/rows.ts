import type { Source } from '../../../shared/src/protocol/source';
import type { SourceItem } from '../../../shared/src/protocol/source-library';
import type { MediaSource } from '../../../shared/src/protocol/source-media';

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
    // a lighting data file shows its polar curve; a picture is its own cover
    cover: source.cover ?? source.path,
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

/** A just-uploaded video or audio file as a card: a video shows 转码中 until source/trans-state says done. */
export function itemFromMedia(source: MediaSource): SourceItem {
  const item = itemFromUpload({ ...source, cover: undefined }, { width: 0, height: 0 });
  return { ...item, cover: source.cover ?? '', duration: source.duration ?? 0, trans_state: source.trans_state ?? 1 };
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

/** More pages follow while the last one was full (spec 000 §4 paging). */
export function hasMore(rowsShown: number, lastPageSize: number, limit: number, total: number): boolean {
  return lastPageSize >= limit && rowsShown < total;
}

/** spec 000 §4: items still transcoding (trans_state below 1) are asked about again this often. */
export const TRANSCODE_POLL_MS = 5000;

/** The listed videos still transcoding (trans_state 0): the ones source/trans-state is asked about. */
export function pollIds(rows: readonly SourceItem[]): string[] {
  return rows.filter((r) => r.trans_state === 0).map((r) => r.id);
}

export interface TransState {
  id: number;
  trans_state: number | null;
  duration: number | null;
  cover: string;
  url: string;
}

/** source/trans-state's answers brought into the listed rows (state, duration, cover, what plays). */
export function applyTransStates(rows: readonly SourceItem[], states: readonly TransState[]): SourceItem[] {
  const byId = new Map(states.map((s) => [String(s.id), s]));
  return rows.map((r) => {
    const s = byId.get(r.id);
    if (!s) return r;
    return { ...r, trans_state: s.trans_state ?? r.trans_state, duration: s.duration ?? r.duration, cover: s.cover || r.cover, url: s.url || r.url };
  });
}

const VIDEO_EXTENSIONS = new Set(['mp4', 'm4v', 'mov', 'webm', 'mkv', 'avi']);
const AUDIO_EXTENSIONS = new Set(['mp3', 'm4a', 'wav']);
/** What a card holds, by the extension source/find gives (the server names it from the real type). */
export function mediaKind(item: Pick<SourceItem, 'extension'>): 'video' | 'audio' | null {
  const ext = item.extension.toLowerCase();
  return VIDEO_EXTENSIONS.has(ext) ? 'video' : AUDIO_EXTENSIONS.has(ext) ? 'audio' : null;
}

/** A stored file's content hash from its address (/kapi/source/file/<hash>), '' when it has none. */
export function hashOfPath(path: string): string {
  return /\/source\/file\/([0-9a-f]{64})(?:$|\?)/.exec(path)?.[1] ?? '';
}
