import { SOURCE_FILE_PATH } from '../../../shared/src/protocol/source';
import type { SourceItem } from '../../../shared/src/protocol/source-library';
import { EXTENSIONS } from '../blobs/sniff';
import type { ItemRow } from '../storage/repos/source-library';

/**
 * The media columns other parts of issue 20 add (blobs.width/height from the image work,
 * duration, trans_state and sources.cover from the video work). Until a query selects them they
 * are absent, and the item reads as a picture of unknown size: 0 × 0, no duration, done
 * (trans_state 1: "non-video items carry 1"), its own file as the cover.
 */
export interface MediaColumns {
  width?: number | null;
  height?: number | null;
  duration?: number | null;
  trans_state?: number | null;
  cover?: string | null;
}

function parseTags(text: string): string[] {
  try {
    const tags: unknown = JSON.parse(text);
    return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}
export const tagsOf = (row: Pick<ItemRow, 'tags'>): string[] => parseTags(row.tags);

/** The material item of spec 000 §3, built in this one place from a row of the list query. */
export function materialItem(row: ItemRow & MediaColumns): SourceItem {
  const path = `${SOURCE_FILE_PATH}${row.hash}`;
  return {
    id: String(row.id),
    name: row.name,
    extension: EXTENSIONS[row.type] ?? row.type.split('/').pop() ?? 'bin',
    path,
    cover: row.cover ? `${SOURCE_FILE_PATH}${row.cover}` : path,
    // KB, two decimals: the client shows KB/MB/GB by 1024 (spec 000 §9)
    size: Math.round((Number(row.size) / 1024) * 100) / 100,
    width: Number(row.width ?? 0),
    height: Number(row.height ?? 0),
    duration: Number(row.duration ?? 0),
    tags: tagsOf(row),
    update_time: Number(row.updated_at),
    trans_state: Number(row.trans_state ?? 1),
    url: path,
  };
}
