import { useEffect, useRef } from 'react';

/** Fields where a paste is text, not a picture for the library (spec 000 §4). */
function inTextField(target: EventTarget | null): boolean {
  const el = target instanceof Element ? target : document.activeElement;
  return !!el?.closest('input, textarea, select, [contenteditable=""], [contenteditable=true]');
}

/**
 * Pictures pasted anywhere on the screen go to the upload queue, except while a text input has
 * focus. `onFiles` gets the clipboard's image files (a zero-size one included: it is told "cannot
 * get" by the file checks); `pasted` so they are named by the time.
 */
export function usePasteUpload(active: boolean, onFiles: (files: File[]) => void) {
  const handler = useRef(onFiles);
  useEffect(() => {
    handler.current = onFiles;
  });
  useEffect(() => {
    if (!active) return;
    const onPaste = (e: ClipboardEvent) => {
      if (inTextField(e.target)) return;
      const data = e.clipboardData;
      if (!data) return;
      const files = [...data.files].filter((f) => f.type.startsWith('image/') || f.name !== '');
      const announced = [...data.items].some((i) => i.kind === 'file');
      if (files.length === 0 && !announced) return;
      e.preventDefault();
      // an image announced but unreadable arrives as an empty picture: "cannot get"
      handler.current(files.length > 0 ? files : [new File([], 'image.png', { type: 'image/png' })]);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [active]);
}
