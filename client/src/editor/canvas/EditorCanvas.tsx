import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Layer, Line, Rect, Stage, Transformer } from 'react-konva';
import type Konva from 'konva';
import { MIN_ELEMENT_SIZE } from '../../../../shared/src/schema/elements/kinds';
import { kindOf } from '../../elements';
import type { DocSession } from '../../sync/doc-session';
import type { Presence } from '../../sync/presence';
import type { Editor } from '../editor';
import { intersects, type Box } from '../geometry/snap';
import { PAGE_MARGIN, wheelZoom } from '../geometry/zoom';
import { useEditorState, usePageJSON } from '../usePage';
import { CropOverlay } from './CropOverlay';
import { ElementNode } from './ElementNode';
import { PageBackground } from './PageBackground';
import { RemotePointers, RemotePresence } from './Presence';
import { transformPatches } from './transform';
import { useDragSnap, type DragReport } from './useDragSnap';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import { usePan } from './usePan';

/** An element drawn where a colleague is dragging it (the document changes on their release). */
const shifted = (el: ElementJSON, by: { dx: number; dy: number }): ElementJSON => ({ ...el, left: el.left + by.dx, top: el.top + by.dy });

interface Props {
  editor: Editor;
  session: DocSession | null;
  size: { width: number; height: number };
  others: [number, Presence][];
  onContextMenu?: (x: number, y: number) => void;
}

/** The page being edited: elements, selection, transformer, snapping guides, marquee, others. */
export function EditorCanvas({ editor, session, size, others, onContextMenu }: Props) {
  useEditorState(editor);
  const page = usePageJSON(editor.doc, editor.pageId);
  const wrap = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const trRef = useRef<Konva.Transformer>(null);
  const [marquee, setMarquee] = useState<(Box & { ox: number; oy: number }) | null>(null);
  usePan(wrap);

  // the editor keeps the measured size: the toolbar's zoom label reads the same one
  useLayoutEffect(() => {
    const el = wrap.current!;
    const measure = () => editor.setViewport(el.clientWidth, el.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [editor]);

  const viewport = editor.viewport;
  const scale = editor.scale(size);
  const stageW = Math.max(viewport.width, Math.ceil(size.width * scale + 2 * PAGE_MARGIN));
  const stageH = Math.max(viewport.height, Math.ceil(size.height * scale + 2 * PAGE_MARGIN));
  const ox = Math.round((stageW - size.width * scale) / 2);
  const oy = Math.round((stageH - size.height * scale) / 2);
  const reportDrag = useCallback<DragReport>((drag, pointer) => session?.moveDrag(drag, pointer), [session]);
  const { guides, onDragStart, onDragMove, onDragEnd } = useDragSnap(editor, page, size, scale, reportDrag);
  // what colleagues are dragging on this page right now: drawn where it is, not where it was
  const remoteDrags = new Map<string, { dx: number; dy: number }>();
  for (const [, p] of others) if (p.dragging && p.dragging.page === page?.id) for (const id of p.dragging.ids) remoteDrags.set(id, p.dragging);

  // Ctrl/⌘ + wheel (and trackpad pinch, which arrives as ctrl+wheel) zooms; plain wheel scrolls.
  useEffect(() => {
    const el = wrap.current!;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      editor.setZoom(wheelZoom(editor.scale(size), e.deltaY));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [editor, size]);

  const selectable = page?.items.filter((el) => editor.selection.includes(el.id) && el.lock !== true && editor.editing !== el.id && editor.cropping !== el.id) ?? [];
  const keepRatio = selectable.some((el) => kindOf(el.tag)?.keepRatio);
  useEffect(() => {
    const tr = trRef.current;
    const stage = stageRef.current;
    if (!tr || !stage) return;
    tr.nodes(editor.readOnly ? [] : selectable.map((el) => stage.findOne(`#${el.id}`)).filter((n): n is Konva.Node => n !== undefined));
    tr.getLayer()?.batchDraw();
  });

  // others see what I select
  const selectionKey = editor.selection.join(',');
  useEffect(() => session?.setPresence({ selection: selectionKey ? selectionKey.split(',') : [] }), [session, selectionKey]);

  const pointer = () => {
    const p = stageRef.current?.getPointerPosition();
    return p ? { x: (p.x - ox) / scale, y: (p.y - oy) / scale } : null;
  };

  // stable handlers keep the memoised element nodes from re-rendering on every canvas render
  const onElementDown = useCallback(
    (e: Konva.KonvaEventObject<MouseEvent | TouchEvent>, id: string) => {
      e.cancelBubble = true;
      const shift = 'shiftKey' in e.evt && (e.evt.shiftKey || e.evt.metaKey || e.evt.ctrlKey);
      if (shift) editor.select(editor.selection.includes(id) ? editor.selection.filter((s) => s !== id) : [...editor.selection, id]);
      else if (!editor.selection.includes(id)) editor.select([id]);
    },
    [editor],
  );
  const onElementDblClick = useCallback(
    (id: string, at: { x: number; y: number } | null) => {
      const el = editor.element(id);
      const tag = el?.get('tag');
      if (!el || editor.readOnly || el.get('lock') === true || typeof tag !== 'string') return;
      if (kindOf(tag)?.Edit) editor.setEditing(id, at);
      else if (kindOf(tag)?.crops) editor.setCropping(id);
    },
    [editor],
  );

  const onStageDown = (e: Konva.KonvaEventObject<MouseEvent>) => {
    if (e.evt.button !== 0) return;
    const target = e.target;
    // handles of the transformer belong to the selection, not the background
    if (target.getParent()?.className === 'Transformer') return;
    // a click outside the crop frame cancels cropping
    if (editor.cropping) {
      if (target.findAncestor('.crop-overlay')) return;
      editor.setCropping(null);
    }
    editor.setEditing(null);
    if (!e.evt.shiftKey) editor.select([]);
    const p = pointer();
    if (p) setMarquee({ x: p.x, y: p.y, width: 0, height: 0, ox: p.x, oy: p.y });
  };
  const onStageMove = () => {
    const p = pointer();
    if (p && page) session?.movePointer({ page: page.id, x: Math.round(p.x), y: Math.round(p.y) });
    if (!marquee || !p) return;
    setMarquee({ ...marquee, x: Math.min(p.x, marquee.ox), y: Math.min(p.y, marquee.oy), width: Math.abs(p.x - marquee.ox), height: Math.abs(p.y - marquee.oy) });
  };
  const onStageUp = () => {
    if (!marquee) return;
    setMarquee(null);
    if (!page || marquee.width < 2 || marquee.height < 2) return;
    const hit = page.items.filter((el) => intersects(marquee, { x: el.left, y: el.top, width: el.width, height: el.height })).map((el) => el.id);
    editor.select([...new Set([...editor.selection, ...hit])]);
  };

  const editingEl = page?.items.find((el) => el.id === editor.editing);
  const cropEl = page?.items.find((el) => el.id === editor.cropping);
  const EditKind = editingEl ? kindOf(editingEl.tag)?.Edit : undefined;

  return (
    <div
      ref={wrap}
      className="editor-canvas"
      data-testid="editor-canvas"
      data-zoom={scale.toFixed(3)}
      onContextMenu={(e) => {
        e.preventDefault();
        onContextMenu?.(e.clientX, e.clientY);
      }}
    >
      <Stage
        ref={stageRef}
        width={stageW}
        height={stageH}
        onMouseDown={onStageDown}
        onMouseMove={onStageMove}
        onMouseUp={onStageUp}
        onMouseLeave={() => session?.movePointer(null)}
      >
        <Layer x={ox} y={oy} scaleX={scale} scaleY={scale}>
          <PageBackground width={size.width} height={size.height} background={page?.background} name="page-bg" />
          {page?.items.map((el) => (
            <ElementNode
              key={el.id}
              el={remoteDrags.has(el.id) ? shifted(el, remoteDrags.get(el.id)!) : el}
              hidden={editor.editing === el.id || editor.cropping === el.id}
              draggable={!editor.readOnly && el.lock !== true && editor.editing !== el.id}
              onPointerDown={onElementDown}
              onDblClick={onElementDblClick}
              onDragStart={onDragStart}
              onDragMove={onDragMove}
              onDragEnd={onDragEnd}
            />
          ))}
        </Layer>
        <Layer x={ox} y={oy} scaleX={scale} scaleY={scale}>
          <Transformer
            ref={trRef}
            keepRatio={keepRatio}
            flipEnabled={false}
            rotationSnaps={[0, 90, 180, 270]}
            rotateAnchorOffset={30}
            anchorSize={9}
            borderStroke="#f08c00"
            anchorStroke="#f08c00"
            ignoreStroke
            boundBoxFunc={(old, next) => (Math.abs(next.width) < MIN_ELEMENT_SIZE * scale || Math.abs(next.height) < MIN_ELEMENT_SIZE * scale ? old : next)}
            onTransformEnd={() => page && editor.patch(transformPatches(trRef.current!.nodes(), page))}
          />
          {cropEl && <CropOverlay key={cropEl.id} el={cropEl} scale={scale} onCommit={(patch) => editor.patch(new Map([[cropEl.id, patch]]))} />}
          {marquee && <Rect {...marquee} fill="rgba(240,140,0,0.08)" stroke="#f08c00" strokeWidth={1 / scale} listening={false} />}
        </Layer>
        <Layer x={ox} y={oy} scaleX={scale} scaleY={scale} listening={false}>
          {guides.vertical.map((x) => (
            <Line key={`v${x}`} points={[x, -PAGE_MARGIN, x, size.height + PAGE_MARGIN]} stroke="#e64980" strokeWidth={1 / scale} dash={[4 / scale, 4 / scale]} name="guide" />
          ))}
          {guides.horizontal.map((y) => (
            <Line key={`h${y}`} points={[-PAGE_MARGIN, y, size.width + PAGE_MARGIN, y]} stroke="#e64980" strokeWidth={1 / scale} dash={[4 / scale, 4 / scale]} name="guide" />
          ))}
          {page && <RemotePresence page={remoteDrags.size ? { ...page, items: page.items.map((el) => (remoteDrags.has(el.id) ? shifted(el, remoteDrags.get(el.id)!) : el)) } : page} others={others} scale={scale} />}
        </Layer>
      </Stage>
      {page && <RemotePointers pageId={page.id} others={others} scale={scale} ox={ox} oy={oy} />}
      {EditKind && editingEl && <EditKind key={editingEl.id} editor={editor} session={session} el={editingEl} scale={scale} ox={ox} oy={oy} at={editor.editAt} />}
    </div>
  );
}
