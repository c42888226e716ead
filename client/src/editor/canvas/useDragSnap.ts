import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type Konva from 'konva';
import type { PageJSON } from '../../../../shared/src/schema/types';
import type { Editor, Patch } from '../editor';
import { boundsOf, snapBox, SNAP_TOLERANCE } from '../geometry/snap';
import { draggedNodes, elementNodes } from './element-nodes';
import { redrawInSlices, withoutAutoDraw } from './sliced-redraw';

/** The name of the canvas layer that holds the nodes being dragged. */
export const DRAG_LAYER = 'drag-layer';

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
  const drag = useRef<{ id: string; starts: Map<string, { x: number; y: number }>; nodes: Map<string, Konva.Group> } | null>(null);
  // The handlers are stable (they read the latest page and zoom from here), so the memoised
  // element nodes do not re-render, and re-bind their Konva events, on every canvas render.
  const latest = useRef({ editor, page, size, scale, report });
  useLayoutEffect(() => {
    latest.current = { editor, page, size, scale, report };
  });

  /** where each lifted node came from */
  const homes = useRef(new Map<Konva.Group, Konva.Container>());

  // While a drag lasts, the moving nodes sit in a layer of their own (DRAG_LAYER): Konva
  // redraws a node's whole layer on every move, and a plan of a thousand lamps cannot be drawn
  // sixty times a second; the rest of the page is redrawn once as the drag starts and once as it
  // ends, a slice per frame (sliced-redraw.ts), so neither costs a frame of its own.
  const lift = (stage: Konva.Stage | null, nodes: Iterable<Konva.Group>) => {
    const layer = stage?.getLayers().find((l) => l.name() === DRAG_LAYER);
    if (!stage || !layer) return;
    const left = new Set<Konva.Layer>();
    withoutAutoDraw(() => {
      for (const node of nodes) {
        const parent = node.getParent();
        if (!parent || node.getLayer() === layer) continue;
        homes.current.set(node, parent);
        left.add(node.getLayer()!);
        node.moveTo(layer);
      }
    });
    layer.batchDraw();
    for (const l of left) redrawInSlices(l);
  };
  /**
   * Puts lifted nodes back in their layer at their place in the page's stacking order. Sliced:
   * the page layer is redrawn a slice per frame while the drag layer goes on showing the nodes,
   * and is cleared when the page has them; otherwise both are redrawn at the next frame.
   */
  const settle = (order: readonly string[], sliced: boolean) => {
    const lifted = [...homes.current].sort(([a], [b]) => order.indexOf(a.id()) - order.indexOf(b.id()));
    homes.current.clear();
    const redraw = new Set<Konva.Layer>();
    // each home's children by id, made once per drop (nodes keep their ids as they go back)
    const byHome = new Map<Konva.Container, Map<string, Konva.Node>>();
    const from = new Set<Konva.Layer>();
    // moved without Konva asking for either layer to be drawn whole: that is done below
    withoutAutoDraw(() => {
      for (const [node, home] of lifted) {
        // a colleague deleted it meanwhile: React destroyed the node
        if (!node.getParent()) continue;
        from.add(node.getLayer()!);
        node.moveTo(home);
        byHome.get(home)?.set(node.id(), node);
        let siblings = byHome.get(home);
        if (!siblings) byHome.set(home, (siblings = new Map(home.getChildren().map((n) => [n.id(), n]))));
        let below: Konva.Node | undefined;
        for (let i = order.indexOf(node.id()) - 1; i >= 0 && !below; i--) below = siblings.get(order[i]!);
        const first = home.getChildren((n) => n.name() === 'element')[0];
        if (below) node.zIndex(below.zIndex() + 1);
        else if (first && first !== node) node.zIndex(first.zIndex());
        if (home.getLayer()) redraw.add(home.getLayer()!);
      }
    });
    const clearFrom = () => {
      for (const l of from) l.batchDraw();
    };
    if (!sliced) clearFrom();
    // The nodes can be grabbed again at once: their hit regions go onto the layer's as they are,
    // on top, until the layer's are redrawn whole (when the browser is idle, after the slices).
    else for (const [node, home] of lifted) if (node.getParent() === home) node.drawHit(home.getLayer()?.getHitCanvas());
    for (const l of redraw) {
      if (sliced) redrawInSlices(l, { done: clearFrom });
      else l.batchDraw();
    }
  };

  /** A drop whose nodes wait in the drag layer for its edit to be committed. */
  const pending = useRef<{ order: readonly string[]; page: PageJSON | null } | null>(null);
  const settlePending = useCallback(() => {
    const p = pending.current;
    pending.current = null;
    // a drag begun meanwhile settles these nodes with its own end
    if (p && drag.current === null) settle(p.order, true);
  }, []);
  useLayoutEffect(() => {
    // after the element nodes (children: their effects ran first) took the dropped positions
    if (pending.current && pending.current.page !== page) settlePending();
  });

  const onDragStart = useCallback((e: Konva.KonvaEventObject<DragEvent>) => {
    const { editor } = latest.current;
    const id = e.target.id();
    if (!editor.selection.includes(id)) editor.select([id]);
    const stage = e.target.getStage();
    const ids = editor.selection.filter((sid) => editor.element(sid)?.get('lock') !== true);
    const nodes = elementNodes(stage, ids);
    const starts = new Map<string, { x: number; y: number }>();
    for (const [sid, node] of nodes) starts.set(sid, node.position());
    drag.current = { id, starts, nodes };
    lift(stage, nodes.values());
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
    for (const [sid, s] of d.starts) d.nodes.get(sid)?.position({ x: s.x + dx, y: s.y + dy });
    // the others see it move (their pointer view of mine freezes otherwise: the stage gets no
    // pointer moves during a drag)
    const p = e.target.getLayer()?.getRelativePointerPosition();
    report({ page: page.id, ids: [...d.starts.keys()], dx, dy }, p ? { page: page.id, x: Math.round(p.x), y: Math.round(p.y) } : null);
    // only a change of guides re-renders the canvas
    const next = snap.vertical.length || snap.horizontal.length ? { vertical: snap.vertical, horizontal: snap.horizontal } : NONE;
    setGuides((prev) => (sameGuides(prev, next) ? prev : next));
  }, []);

  const onDragEnd = useCallback((_e: Konva.KonvaEventObject<DragEvent>) => {
    const { editor, page, report } = latest.current;
    const d = drag.current;
    drag.current = null;
    setGuides(NONE);
    report(null);
    // The nodes go home once the edit below is committed (the layout effect above): React then
    // updates them where they are, in the drag layer, instead of asking for the whole page layer
    // to be drawn again. An edit that changes nothing commits nothing: then at the next frame.
    pending.current = { order: page?.items.map((el) => el.id) ?? [], page };
    const patches = new Map<string, Patch>();
    if (d && page) {
      for (const sid of d.starts.keys()) {
        const node = d.nodes.get(sid);
        const el = page.items.find((i) => i.id === sid);
        if (!node || !el) continue;
        const left = Math.round((node.x() - el.width / 2) * 100) / 100;
        const top = Math.round((node.y() - el.height / 2) * 100) / 100;
        if (left !== el.left || top !== el.top) patches.set(sid, { left, top });
      }
    }
    if (patches.size > 0) editor.patch(patches);
    if (patches.size === 0) requestAnimationFrame(settlePending);
    // an edit refused or lost on the way must not leave the nodes in the drag layer
    else setTimeout(settlePending, 500);
  }, [settlePending]);

  /** Stops a drag where it began, changing nothing (a second finger made it a pinch). */
  const cancelDrag = useCallback((stage: Konva.Stage) => {
    const d = drag.current;
    drag.current = null;
    if (d) for (const [sid, s] of d.starts) d.nodes.get(sid)?.position(s);
    // Konva ends the drag with a dragend, which finds nothing to commit now
    for (const node of draggedNodes(stage)) node.stopDrag();
    settle(latest.current.page?.items.map((el) => el.id) ?? [], false);
    setGuides(NONE);
    latest.current.report(null);
  }, []);

  return { guides, onDragStart, onDragMove, onDragEnd, cancelDrag };
}
