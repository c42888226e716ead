import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { PageJSON } from '../../../../shared/src/schema/types';
import type { Editor } from '../editor';
import type { Box } from '../geometry/snap';
import type { ZoomMode } from '../geometry/zoom';
import { readableZoom } from '../readable';
import { drawnBox, stageLayout } from './stage-layout';

/**
 * On small and touch screens, opening a text too small to read zooms the canvas to it (its
 * smallest text at a comfortable size, the box brought into view), and leaving it gives the
 * zoom back, unless the person chose another zoom meanwhile.
 */
export function useReadableEditing(editor: Editor, page: PageJSON | null, size: { width: number; height: number }, wrap: RefObject<HTMLDivElement | null>, enabled: boolean): void {
  const zoomed = useRef<{ id: string; restore: ZoomMode; zoom: number } | null>(null);
  const reveal = useRef<{ box: Box; zoom: number } | null>(null);
  const latest = useRef(size);
  useLayoutEffect(() => {
    latest.current = size;
  });
  const editing = editor.editing;
  // a new text box reaches the page's JSON a frame after editing opens: looked for until then
  const el = editing ? (page?.items.find((item) => item.id === editing) ?? null) : null;
  const found = el !== null;
  const elRef = useRef(el);
  useLayoutEffect(() => {
    elRef.current = el;
  });

  useEffect(() => {
    const was = zoomed.current;
    if (was && was.id !== editing) {
      zoomed.current = null;
      reveal.current = null;
      if (editor.zoom === was.zoom) editor.setZoom(was.restore);
    }
    const box = elRef.current;
    if (!enabled || !editing || !found || !box || zoomed.current) return;
    const zoom = readableZoom(editor.scale(latest.current), box);
    if (zoom === null) return;
    zoomed.current = { id: editing, restore: editor.zoom, zoom };
    reveal.current = { box: drawnBox(box), zoom };
    editor.setZoom(zoom);
  }, [editor, editing, found, enabled]);

  // once drawn at the new zoom (the stage has its size), the box is scrolled into view: centred
  // when it fits across, else from its left edge; its top near the top, above a phone's keyboard
  useLayoutEffect(() => {
    const target = reveal.current;
    const el = wrap.current;
    if (!target || !el || editor.scale(size) !== target.zoom) return;
    reveal.current = null;
    const { box, zoom } = target;
    const { ox, oy } = stageLayout(editor.viewport, size, zoom);
    const width = editor.viewport.width;
    el.scrollTo({ left: box.width * zoom + 32 <= width ? ox + (box.x + box.width / 2) * zoom - width / 2 : ox + box.x * zoom - 16, top: oy + box.y * zoom - 16 });
  });
}
