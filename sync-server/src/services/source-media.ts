import type { z } from 'zod';
import { Code } from '../../../shared/src/protocol/codes';
import { SOURCE_FILE_PATH, type Source } from '../../../shared/src/protocol/source';
import type { CoverSchema, MediaSource, MediaType } from '../../../shared/src/protocol/source-media';
import { isVideoType } from '../../../shared/src/protocol/source-media';
import { MEDIA_EXTENSIONS } from '../media/sniff-media';
import type { Repos } from '../storage/repos';
import { AppError } from './app-error';

const fileUrl = (hash: string | null | undefined) => (hash ? `${SOURCE_FILE_PATH}${hash}` : '');

function frameList(json: string | null): string[] {
  if (!json) return [];
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter((h): h is string => typeof h === 'string') : [];
  } catch {
    return [];
  }
}

/** The media side of material items: their transcoding state (polled), duration and cover. */
export function createSourceMedia({ repos }: { repos: Repos }) {
  return {
    /** A recorded file as a material item with its media facts (the extension of its real type). */
    async sourceView(userId: number, source: Source): Promise<MediaSource> {
      const [item] = await repos.media.itemsOf(userId, [source.id]);
      const extension = MEDIA_EXTENSIONS[source.type as MediaType] ?? source.extension;
      return { ...source, extension, duration: item?.duration ?? null, trans_state: item?.trans_state ?? null, cover: item?.cover ?? null };
    },

    /** spec 000 §4: the client polls the items whose trans_state is below 1; others' ids are left out. */
    async transState(userId: number, ids: number[]) {
      const items = await repos.media.itemsOf(userId, ids);
      return items.map((it) => ({
        id: it.id,
        trans_state: it.trans_state,
        duration: it.duration,
        cover: fileUrl(it.cover ?? it.poster),
        frames: frameList(it.frames).map(fileUrl),
        url: fileUrl(it.trans_state === 1 && it.transcoded ? it.transcoded : it.hash),
      }));
    },

    /** Sets a video's cover: one of its frames, or a picture the account itself uploaded. */
    async setCover(userId: number, input: z.output<typeof CoverSchema>) {
      const [item] = await repos.media.itemsOf(userId, [input.id]);
      if (!item) throw new AppError(Code.REFUSED, 'sourceMedia.notFound');
      if (!isVideoType(item.type)) throw new AppError(Code.REFUSED, 'sourceMedia.notVideo');
      let cover: string | undefined;
      if (input.frame !== undefined) cover = frameList(item.frames)[input.frame];
      else if (input.cover) {
        const own = await repos.sources.source(userId, input.cover);
        if (own?.type.startsWith('image/') || frameList(item.frames).includes(input.cover)) cover = input.cover;
      }
      if (!cover) throw new AppError(Code.REFUSED, 'sourceMedia.badCover');
      await repos.media.setCover(userId, item.id, cover);
      return { id: item.id, cover: fileUrl(cover) };
    },
  };
}
export type SourceMedia = ReturnType<typeof createSourceMedia>;
