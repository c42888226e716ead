import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES } from '../../../../shared/src/protocol/source';
import { newImage, newImageGroup } from '../../../../shared/src/schema/elements/kinds';
import type { SourceItem } from '../../../../shared/src/protocol/source-library';
import { api, ApiError } from '../../api/client';
import { loadImage } from '../../elements/useImage';
import type { Editor } from '../../editor/editor';
import { uploadImage, type Uploaded } from '../../editor/upload/upload';
import { toast } from '../../state/toasts';
import { MaterialDialog } from '../source/MaterialDialog';

/** Most pictures the toolbar's insert takes at once: several make an image group. */
const INSERT_PICK_MAX = 9;

type Picked = { src: string; width: number; height: number };

/** A chosen material as the editor takes it; a picture the list gave no size for is measured. */
async function pickedOf(item: SourceItem): Promise<Picked> {
  const src = item.path || item.url;
  if (item.width > 0 && item.height > 0) return { src, width: item.width, height: item.height };
  const img = await loadImage(src);
  return { src, width: img.naturalWidth, height: img.naturalHeight };
}

/**
 * Images from the material dialog (the toolbar's insert: one picture, or several as an image
 * group; editor.pickImage for replacing one or an image fill; editor.pickImages for a group's
 * pictures), or straight from a drop or the clipboard: upload with progress (正在插入图片...),
 * then a new image element at its aspect ratio. Uploads land in my materials either way.
 */
export function useImageInsert(editor: Editor | null, page: { width: number; height: number }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  /** the material dialog while it is open, and who waits for its answer */
  const [material, setMaterial] = useState<{ limit: number; resolve: (items: SourceItem[]) => void } | null>(null);
  const fromLibrary = useCallback((limit: number) => new Promise<SourceItem[]>((resolve) => setMaterial({ limit, resolve })), []);

  const send = useCallback(
    async (file: File): Promise<Uploaded | null> => {
      if (file.size === 0) return (toast('error', t('editor.clipboardImageEmpty')), null);
      if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return (toast('error', t('editor.notAnImage')), null);
      setBusy(true);
      try {
        const done = await uploadImage(file, file.name.slice(0, 100));
        toast('success', done.reused ? t('editor.uploadExists') : t('editor.uploaded'));
        return done;
      } catch (err) {
        toast('error', err instanceof ApiError ? err.message : t('editor.uploadFailed'));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [t],
  );

  const insert = useCallback(
    async (file: File) => {
      if (!editor || editor.readOnly) return;
      const done = await send(file);
      if (done) editor.add(newImage(done.source.path, { width: done.width, height: done.height }, page));
    },
    [editor, page, send],
  );

  /** "Image from the web": the server reads the address; the picture comes in at its own ratio. */
  const fromWeb = useCallback(
    async (url: string) => {
      if (!editor || editor.readOnly) return;
      setBusy(true);
      try {
        const source = await api('source/fetch', { url }, { showError: false });
        const img = await loadImage(source.path);
        editor.add(newImage(source.path, { width: img.naturalWidth, height: img.naturalHeight }, page));
        toast('success', t('editor.uploaded'));
      } finally {
        setBusy(false);
      }
    },
    [editor, page, t],
  );

  useEffect(() => {
    if (!editor) return;
    editor.setImagePicker(
      async () => {
        const [item] = await fromLibrary(1);
        return item ? pickedOf(item) : null;
      },
      async (limit) => Promise.all((await fromLibrary(limit)).map(pickedOf)),
    );
    return () => editor.setImagePicker(null);
  }, [editor, fromLibrary]);

  /** The toolbar's insert: one picture as an image, several as an image group. */
  const choose = useCallback(async () => {
    if (!editor || editor.readOnly) return;
    const items = await Promise.all((await fromLibrary(INSERT_PICK_MAX)).map(pickedOf));
    if (items.length === 1) editor.add(newImage(items[0]!.src, items[0]!, page));
    else if (items.length > 1) editor.add({ ...newImageGroup(page), items: items.map((i) => ({ src: i.src, type: 'image' as const })) });
  }, [editor, fromLibrary, page]);

  return {
    busy,
    upload: (file: File) => void insert(file),
    /** throws ApiError with the server's reason, for the address dialog to show */
    fromWeb,
    choose: () => void choose(),
    /** the material dialog is open: the page's own paste must not insert behind it */
    picking: material !== null,
    dialog: material && (
      <MaterialDialog
        limit={material.limit}
        onPick={(items) => (material.resolve(items), setMaterial(null))}
        onClose={() => (material.resolve([]), setMaterial(null))}
      />
    ),
    /** a file straight into the deck (drops; tests), bypassing the dialog */
    input: (
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        data-testid="image-file"
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          e.target.value = '';
          if (file) void insert(file);
        }}
      />
    ),
  };
}
