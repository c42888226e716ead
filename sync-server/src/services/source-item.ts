import { isPhotometryType, PHOTOMETRY_EXTENSIONS, SOURCE_FILE_PATH, SOURCE_IMAGE_TYPES } from '../../../shared/src/protocol/source';
import type { SourceItem } from '../../../shared/src/protocol/source-library';
import { EXTENSIONS } from '../blobs/sniff';
import { MEDIA_EXTENSIONS } from '../media/sniff-media';
import type { MediaType } from '../../../shared/src/protocol/source-media';
import type { ItemRow } from '../storage/repos/source-library';

function parseTags(text: string): string[] {
  try {
    const tags: unknown = JSON.parse(text);
    return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}
export const tagsOf = (row: Pick<ItemRow, 'tags'>): string[] => parseTags(row.tags);

/**
 * A video's cover is the one the account chose, else its first frame that is not black; a
 * lighting data file's is its polar curve; a picture is its own. Audio, and a video still being
 * transcoded, have none: '' (the card shows the file's kind instead of a broken picture).
 */
function coverOf(row: ItemRow): string {
  const hash = row.cover ?? row.poster ?? ((SOURCE_IMAGE_TYPES as readonly string[]).includes(row.type) ? row.hash : null);
  return hash ? `${SOURCE_FILE_PATH}${hash}` : '';
}

/** The material item of spec 000 §3, built in this one place from a row of the list query. */
export function materialItem(row: ItemRow): SourceItem {
  const path = `${SOURCE_FILE_PATH}${row.hash}`;
  return {
    id: String(row.id),
    name: row.name,
    extension: EXTENSIONS[row.type] ?? MEDIA_EXTENSIONS[row.type as MediaType] ?? (isPhotometryType(row.type) ? PHOTOMETRY_EXTENSIONS[row.type] : 'bin'),
    path,
    cover: coverOf(row),
    // KB, two decimals: the client shows KB/MB/GB by 1024 (spec 000 §9)
    size: Math.round((Number(row.size) / 1024) * 100) / 100,
    // 0 × 0: not a picture, or one stored before sizes were kept (measured at its first thumbnail)
    width: Number(row.width ?? 0),
    height: Number(row.height ?? 0),
    duration: Number(row.duration ?? 0),
    tags: tagsOf(row),
    update_time: Number(row.updated_at),
    // pictures and audio are never transcoded: NULL in the store, 1 (done) on the wire
    trans_state: Number(row.trans_state ?? 1),
    // a video plays from its H.264/AAC copy once transcoded
    url: row.transcoded ? `${SOURCE_FILE_PATH}${row.transcoded}` : path,
  };
}
