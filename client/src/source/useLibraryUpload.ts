import i18next from 'i18next';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { SourceItem } from '../../../shared/src/protocol/source-library';
import { uploadBytes, uploadImage } from '../editor/upload/upload';
import { toast } from '../state/toasts';
import { mediaType, pastedName, photometryType, sortFiles } from './file-checks';
import { uploadMedia } from './media-upload';
import { itemFromMedia, itemFromUpload } from './rows';
import { createUploadQueue, type QueueEntry, type UploadQueue } from './upload-queue';

export type LibraryQueueEntry = QueueEntry<SourceItem>;

/**
 * The screen's side of the upload queue: refusals said as toasts (naming the file), accepted
 * pictures through the editor's own upload path (sign → upload → verify with `dir`), video and
 * audio through the chunked calls (media-upload.ts), each finished
 * one handed to `onUploaded` so its card shows at once. `target` is read when a file starts, so
 * a folder change mid-queue files the rest where the person now is.
 */
export function useLibraryUpload(target: { dir: string; writable: boolean }, onUploaded: (item: SourceItem) => void) {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<LibraryQueueEntry[]>([]);
  // what the queue reads at send time: the folder and the card callback change while it runs
  const live = useRef<Live>({ dir: target.dir, onUploaded });
  useEffect(() => {
    live.current = { dir: target.dir, onUploaded };
  });
  // made outside render (in the effect or the first handler), so it is never made twice
  const made = useRef<UploadQueue<SourceItem> | null>(null);
  const queue = useCallback(() => (made.current ??= newQueue(live)), []);
  useEffect(() => queue().subscribe(setEntries), [queue]);

  const add = useCallback(
    (files: File[], options: { pasted?: boolean } = {}) => {
      const { accepted, refused } = sortFiles(files, { writable: target.writable, pasted: options.pasted });
      for (const r of refused) toast('error', r.key === 'sourceUi.uploadLimit' ? t(r.key, { name: r.name }) : t(r.key));
      if (accepted.length === 0) return;
      const now = new Date();
      queue().add(
        accepted.map((file) => {
          // a pasted screenshot arrives as "image.png": it gets a name of its own
          const named = options.pasted ? new File([file], pastedName(file.type, now), { type: file.type }) : file;
          return { file: named, name: named.name };
        }),
      );
    },
    [queue, t, target.writable],
  );

  return {
    entries,
    add,
    retry: useCallback((id: number) => queue().retry(id), [queue]),
    remove: useCallback((id: number) => queue().remove(id), [queue]),
    clearDone: useCallback(() => queue().clearDone(), [queue]),
  };
}

interface Live {
  dir: string;
  onUploaded: (item: SourceItem) => void;
}

function newQueue(live: RefObject<Live>) {
  return createUploadQueue<SourceItem>(
    async (file, onProgress) => {
      const name = (file as File).name.slice(0, 100);
      const media = mediaType(file as File);
      if (media) {
        // video and audio go in chunks and resume after a dropped connection
        const typed = (file as File).type === media ? (file as File) : new File([file], name, { type: media });
        const up = await uploadMedia(typed, name, { dir: live.current.dir, onProgress, onResuming: () => toast('info', i18next.t('sourceFlow.resuming')) });
        return itemFromMedia(up.source);
      }
      const data = photometryType(file as File);
      // a lighting data file goes as it is: the server parses it, and draws its curve as the cover
      const up = data ? await uploadBytes(file, data, name, { dir: live.current.dir, onProgress }) : await uploadImage(file, name, { dir: live.current.dir, onProgress });
      if (up.reused) toast('info', i18next.t('sourceUi.alreadyUploaded', { name }));
      return itemFromUpload(up.source, up);
    },
    { failedMessage: i18next.t('sourceUi.uploadFailed'), onDone: (entry) => entry.result && live.current.onUploaded(entry.result) },
  );
}
