import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES } from '../../../../shared/src/protocol/source';
import { newImage } from '../../../../shared/src/schema/elements/kinds';
import { api, ApiError } from '../../api/client';
import { loadImage } from '../../elements/useImage';
import type { Editor } from '../../editor/editor';
import { uploadImage, type Uploaded } from '../../editor/upload/upload';
import { toast } from '../../state/toasts';

/**
 * Images from a file picker, a drop or the clipboard: upload with progress (正在插入图片...),
 * then a new image element at its aspect ratio, or (through editor.pickImage) a picture for
 * replacing one or for an image fill.
 */
export function useImageInsert(editor: Editor | null, page: { width: number; height: number }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  /** set while editor.pickImage waits for the picker */
  const waiting = useRef<((file: File | null) => void) | null>(null);

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
    editor.setImagePicker(() =>
      new Promise<File | null>((resolve) => {
        waiting.current = resolve;
        input.current?.click();
      }).then(async (file) => {
        const done = file ? await send(file) : null;
        return done ? { src: done.source.path, width: done.width, height: done.height } : null;
      }),
    );
    return () => editor.setImagePicker(null);
  }, [editor, send]);

  const picked = useCallback(
    (file: File | null) => {
      const resolve = waiting.current;
      waiting.current = null;
      if (resolve) resolve(file);
      else if (file) void insert(file);
    },
    [insert],
  );
  // closing the picker without a file answers the waiting pickImage (React has no onCancel prop)
  useEffect(() => {
    const el = input.current;
    const cancel = () => picked(null);
    el?.addEventListener('cancel', cancel);
    return () => el?.removeEventListener('cancel', cancel);
  }, [picked]);

  return {
    busy,
    upload: (file: File) => void insert(file),
    /** throws ApiError with the server's reason, for the address dialog to show */
    fromWeb,
    choose: () => input.current?.click(),
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
          picked(file);
        }}
      />
    ),
  };
}
