import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type Konva from 'konva';
import type { PageJSON } from '../../../../shared/src/schema/types';
import type { Editor, Patch } from '../editor';
import { boundsOf, snapBox, SNAP_TOLERANCE } from '../geometry/snap';

export interface Guides {
  vertical: number[];
  horizontal: number[];
}
const NONE: Guides = { vertical: [], horizontal: [] };
const sameGuides = (a: Guides, b: Guides) => a.vertical.join() === b.vertical.join() && a.horizontal.join() === b.horizontal.join();

/**
 * Dragging elements: the whole selection moves with the dragged one, snapping to the page and
 * to the other elements (5 screen pixels), with guides; Konva nodes move live and the
 * document changes once, at the end, as one undo step.
 */
/** Where a drag is, for the others: the moved ids and offset, and the pointer on the page. */
export type DragReport = (drag: { page: string; ids: string[]; dx: number; dy: number } | null, pointer?: { page: string; x: number; y: number } | null) => void;

export function useDragSnap(editor: Editor, page: PageJSON | null, size: { width: number; height: number }, scale: number, report: DragReport = () => undefined) {
  const [guides, setGuides] = useState<Guides>(NONE);
  const drag = useRef<{ id: string; starts: Map<string, { x: number; y: number }> } | null>(null);
  // The handlers are stable (they read the latest page and zoom from here), so the memoised
  // element nodes do not re-render, and re-bind their Konva events, on every canvas render.
  const latest = useRef({ editor, page, size, scale, report });
  useLayoutEffect(() => {
    latest.current = { editor, page, size, scale, report };
  });

  const nodeOf = (stage: Konva.Stage | null, id: string) => stage?.findOne<Konva.Group>(`#${id}`);

  const onDragStart = useCallback((e: Konva.KonvaEventObject<DragEvent>) => {
    const { editor } = latest.current;
    const id = e.target.id();
    if (!editor.selection.includes(id)) editor.select([id]);
    const stage = e.target.getStage();
    const starts = new Map<string, { x: number; y: number }>();
    for (const sid of editor.selection) {
      if (editor.element(sid)?.get('lock') === true) continue;
      const node = nodeOf(stage, sid);
      if (node) starts.set(sid, node.position());
    }
    drag.current = { id, starts };
  }, []);

  const onDragMove = useCallback((e: Konva.KonvaEventObject<DragEvent>) => {
    const { page, size, scale, report } = latest.current;
    const d = drag.current;
    if (!d || !page) return;
    const start = d.starts.get(d.id)!;
    let dx = e.target.x() - start.x;
    let dy = e.target.y() - start.y;
    const moving = page.items.filter((el) => d.starts.has(el.id));
    const box = boundsOf(moving.map((el) => ({ x: el.left + dx, y: el.top + dy, width: el.width, height: el.height })));
    const others = page.items.filter((el) => !d.starts.has(el.id)).map((el) => ({ x: el.left, y: el.top, width: el.width, height: el.height }));
    const snap = snapBox(box, others, size, SNAP_TOLERANCE / scale);
    dx += snap.dx;
    dy += snap.dy;
    const stage = e.target.getStage();
    for (const [sid, s] of d.starts) nodeOf(stage, sid)?.position({ x: s.x + dx, y: s.y + dy });
    // the others see it move (their pointer view of mine freezes otherwise: the stage gets no
    // pointer moves during a drag)
    const p = e.target.getLayer()?.getRelativePointerPosition();
    report({ page: page.id, ids: [...d.starts.keys()], dx, dy }, p ? { page: page.id, x: Math.round(p.x), y: Math.round(p.y) } : null);
    // only a change of guides re-renders the canvas
    const next = snap.vertical.length || snap.horizontal.length ? { vertical: snap.vertical, horizontal: snap.horizontal } : NONE;
    setGuides((prev) => (sameGuides(prev, next) ? prev : next));
  }, []);

  const onDragEnd = useCallback((e: Konva.KonvaEventObject<DragEvent>) => {
    const { editor, page, report } = latest.current;
    const d = drag.current;
    drag.current = null;
    setGuides(NONE);
    report(null);
    if (!d || !page) return;
    const stage = e.target.getStage();
    const patches = new Map<string, Patch>();
    for (const sid of d.starts.keys()) {
      const node = nodeOf(stage, sid);
      const el = page.items.find((i) => i.id === sid);
      if (!node || !el) continue;
      const left = Math.round((node.x() - el.width / 2) * 100) / 100;
      const top = Math.round((node.y() - el.height / 2) * 100) / 100;
      if (left !== el.left || top !== el.top) patches.set(sid, { left, top });
    }
    editor.patch(patches);
  }, []);

  /** Stops a drag where it began, changing nothing (a second finger made it a pinch). */
  const cancelDrag = useCallback((stage: Konva.Stage) => {
    const d = drag.current;
    drag.current = null;
    if (d) for (const [sid, s] of d.starts) nodeOf(stage, sid)?.position(s);
    // Konva ends the drag with a dragend, which finds nothing to commit now
    for (const node of stage.find('.element')) if (node.isDragging()) node.stopDrag();
    setGuides(NONE);
    latest.current.report(null);
  }, []);

  return { guides, onDragStart, onDragMove, onDragEnd, cancelDrag };
}
