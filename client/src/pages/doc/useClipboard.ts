import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { newText } from '../../../../shared/src/schema/elements/kinds';
import { checkPastedText, decodeElements, encodeElements, textToHtml } from '../../editor/clipboard';
import type { Editor } from '../../editor/editor';
import { pasteShift, type LastPaste } from '../../editor/paste-place';
import { toast } from '../../state/toasts';

const inField = (t: EventTarget | null) => {
  const el = t as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
};

/**
 * Copy, cut and paste of elements through the system clipboard (so they cross documents and
 * tabs), pasted text as a new text element (spec 001 §5 limits), pasted images to `onImage`.
 */
export function useClipboard(editor: Editor | null, page: { width: number; height: number }, onImage: (file: File) => void): void {
  const { t } = useTranslation();
  // kept across re-subscriptions (the handlers below are renewed when their inputs change)
  const lastPaste = useRef<LastPaste | null>(null);
  useEffect(() => {
    if (!editor) return;
    const copy = (e: ClipboardEvent, cut: boolean) => {
      if (inField(e.target) || editor.editing || editor.selection.length === 0) return;
      e.preventDefault();
      e.clipboardData?.setData('text/plain', encodeElements(editor.copySelection()));
      if (cut) editor.remove();
    };
    const onCopy = (e: ClipboardEvent) => copy(e, false);
    const onCut = (e: ClipboardEvent) => copy(e, true);
    const onPaste = (e: ClipboardEvent) => {
      if (inField(e.target) || editor.editing || editor.readOnly) return;
      const data = e.clipboardData;
      if (!data) return;
      e.preventDefault();
      const file = [...data.files].find((f) => f.type.startsWith('image/'));
      if (file || [...data.items].some((i) => i.kind === 'file' && i.type.startsWith('image/'))) {
        if (!file || file.size === 0) toast('error', t('editor.clipboardImageEmpty'));
        else onImage(file);
        return;
      }
      const text = data.getData('text/plain');
      const items = decodeElements(text);
      if (items) {
        // at the pointer; again at the same spot, or over the originals, a step on (paste-place.ts)
        const shift = pasteShift(items, editor.pointer, lastPaste.current, items.some((i) => editor.element(i.id)));
        lastPaste.current = shift;
        editor.paste(items, shift.dx, shift.dy);
        return;
      }
      const pasted = checkPastedText(text);
      if (pasted.kind === 'too-long') toast('error', t('editor.pasteTooLong', { length: pasted.length }));
      else if (pasted.kind === 'ok') editor.add(newText(page, textToHtml(pasted.text)));
    };
    document.addEventListener('copy', onCopy);
    document.addEventListener('cut', onCut);
    document.addEventListener('paste', onPaste);
    return () => {
      document.removeEventListener('copy', onCopy);
      document.removeEventListener('cut', onCut);
      document.removeEventListener('paste', onPaste);
    };
  }, [editor, page, onImage, t]);
}
