import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { DocDataContext, useDocData } from '../../documents/doc-data';
import { usePaginate } from '../../documents/usePaginate';
import { RENUMBER_ORIGIN, useRenumberDuplicates } from '../../documents/useRenumberDuplicates';
import { useLegacyCover } from '../../documents/useLegacyCover';
import { Layer, Line, Rect, Stage } from '../../render/konva';
import { Transformer } from './konva-transformer';
import type Konva from 'konva';
import { MIN_ELEMENT_SIZE } from '../../../../shared/src/schema/elements/kinds';
import { minSideOf } from '../../../../shared/src/lighting/scale-points';
import { kindOf } from '../../elements';
import { DesignChecksContext } from '../../elements/space/design-checks';
import { SpaceFigures } from '../../elements/space/SpaceFigures';
import type { DocSession } from '../../sync/doc-session';
import type { Presence } from '../../sync/presence';
import type { Editor } from '../editor';
import { boundsOf, intersects, type Box } from '../geometry/snap';
import { PAGE_MARGIN, wheelZoom } from '../geometry/zoom';
import { TOUCH_TARGET, useScreen } from '../../ui/screen';
import { useEditorState, usePageJSON } from '../usePage';
import { CropOverlay } from './CropOverlay';
import { DrawOverlay } from './DrawOverlay';
import { LineLampHandles, lineLampGeometry } from './LineLampHandles';
import { ElementBlocks, shifted, type ElementHandlers } from './ElementBlocks';
import { PageBackground } from './PageBackground';
import { RemotePointers, RemotePresence } from './Presence';
import { transformPatches } from './transform';
import { elementNodes } from './element-nodes';
import { DRAG_LAYER, useDragSnap, type DragReport } from './useDragSnap';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import { usePan } from './usePan';
import { useCanvasTouch, type CanvasTouchHost } from './useCanvasTouch';
import { useReadableEditing } from './useReadableEditing';
import { drawnBox, stageLayout, visiblePageRect } from './stage-layout';

/** the empty page's items: one array, so the legend context does not change on every render */
const NO_ITEMS: readonly ElementJSON[] = [];
/** An element drawn where a colleague is dragging it (the document changes on their release). */

interface Props {
  editor: Editor;
  session: DocSession | null;
  size: { width: number; height: number };
  others: [number, Presence][];
  /** the context menu, at this point of the screen (a right-click, a long press, the "⋯" button) */
  onContextMenu?: (x: number, y: number) => void;
}

/**
 * The selection's "⋯" button: up and out from the selection's top-right corner, clear of the
 * rotation handle above the middle; on the other side when the stage ends there.
 */
function moreButtonAt(box: Box, scale: number, ox: number, oy: number, stage: { width: number; height: number }) {
  const gap = 8;
  const left = ox + box.x * scale;
  const right = ox + (box.x + box.width) * scale;
  const top = oy + box.y * scale;
  const bottom = oy + (box.y + box.height) * scale;
  const x = right + gap + TOUCH_TARGET <= stage.width ? right + gap : left - gap - TOUCH_TARGET;
  const y = top - gap - TOUCH_TARGET >= 0 ? top - gap - TOUCH_TARGET : bottom + gap;
  return { left: Math.max(0, Math.min(x, stage.width - TOUCH_TARGET)), top: Math.max(0, Math.min(y, stage.height - TOUCH_TARGET)) };
}

export function EditorCanvas({ editor, session, size, others, onContextMenu }: Props) {
  const { t } = useTranslation();
  useEditorState(editor);
  const screen = useScreen();
  const page = usePageJSON(editor.doc, editor.pageId);
  const docData = useDocData(editor.doc);
  usePaginate(editor, size);
  useRenumberDuplicates(editor.doc, editor.readOnly, RENUMBER_ORIGIN);
  useLegacyCover(editor.doc, editor.readOnly);
  const wrap = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const trRef = useRef<Konva.Transformer>(null);
  const [marquee, setMarquee] = useState<(Box & { ox: number; oy: number }) | null>(null);
  const [dragging, setDragging] = useState(false);
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

  const scale = editor.scale(size);
  const { width: stageW, height: stageH, ox, oy } = stageLayout(editor.viewport, size, scale);
  // what is added lands in the part of the page on screen: the editor asks for it when it adds
  useLayoutEffect(() => {
    editor.setVisibleRect(() => {
      const el = wrap.current;
      return el ? visiblePageRect(editor.viewport, size, editor.scale(size), { x: el.scrollLeft, y: el.scrollTop }) : null;
    });
    return () => editor.setVisibleRect(null);
  }, [editor, size]);
  const reportDrag = useCallback<DragReport>((drag, pointer) => session?.moveDrag(drag, pointer), [session]);
  const { guides, onDragStart: snapStart, onDragMove, onDragEnd: snapEnd, cancelDrag } = useDragSnap(editor, page, size, scale, reportDrag);
  const onDragStart = useCallback<typeof snapStart>((e) => (setDragging(true), snapStart(e)), [snapStart]);
  const onDragEnd = useCallback<typeof snapEnd>((e) => (setDragging(false), snapEnd(e)), [snapEnd]);

  // long press and pinch (the handlers read the latest canvas through this)
  const touchHost = useRef<CanvasTouchHost>(null!);
  useLayoutEffect(() => {
    touchHost.current = {
      page: size,
      scale: () => editor.scale(size),
      zoomTo: (next) => flushSync(() => editor.setZoom(next)),
      interrupt: () => {
        if (stageRef.current) cancelDrag(stageRef.current);
        setDragging(false);
        setMarquee(null);
      },
      // while drawing, a resting finger is a point being placed, not a menu
      longPress: (x, y) => !editor.drawing && onContextMenu?.(x, y),
    };
  });
  useCanvasTouch(wrap, touchHost);
  useReadableEditing(editor, page, size, wrap, screen.touch || screen.layout !== 'desktop');
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
  const minSide = selectable.length ? Math.max(...selectable.map(minSideOf)) : MIN_ELEMENT_SIZE;
  useEffect(() => {
    const tr = trRef.current;
    const stage = stageRef.current;
    if (!tr || !stage) return;
    const nodes = elementNodes(stage, editor.readOnly ? [] : selectable.map((el) => el.id));
    tr.nodes(selectable.map((el) => nodes.get(el.id)).filter((n): n is Konva.Group => n !== undefined));
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

  const handlers = useMemo<ElementHandlers>(
    () => ({ onPointerDown: onElementDown, onDblClick: onElementDblClick, onDragStart, onDragMove, onDragEnd }),
    [onElementDown, onElementDblClick, onDragStart, onDragMove, onDragEnd],
  );

  // a tap on an empty part of the page ends typing and clears the selection, as a click does
  const onStageDown = (e: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    if ('button' in e.evt && e.evt.button !== 0) return;
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
    editor.setPointer(p);
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
  // on touch screens a selection offers its context menu through a button, as well as a long press
  const chosen = page?.items.filter((el) => editor.selection.includes(el.id)) ?? [];
  const showMore = screen.touch && !editor.readOnly && chosen.length > 0 && !editor.editing && !editor.cropping && !dragging && !marquee && onContextMenu !== undefined;
  const more = showMore ? moreButtonAt(boundsOf(chosen.map(drawnBox)), scale, ox, oy, { width: stageW, height: stageH }) : null;
  const cropEl = page?.items.find((el) => el.id === editor.cropping);
  // one line lamp selected: its points have handles of their own
  const lineLamp = !editor.readOnly && selectable.length === 1 && !dragging && lineLampGeometry(selectable[0]!) ? selectable[0]! : undefined;
  const EditKind = editingEl ? kindOf(editingEl.tag)?.Edit : undefined;

  return (
    <div
      ref={wrap}
      className="editor-canvas"
      data-testid="editor-canvas"
      data-zoom={scale.toFixed(3)}
      onContextMenu={(e) => {
        e.preventDefault();
        if (!editor.drawing) onContextMenu?.(e.clientX, e.clientY);
      }}
    >
      <Stage
        ref={stageRef}
        width={stageW}
        height={stageH}
        onMouseDown={onStageDown}
        onTouchStart={onStageDown}
        onMouseMove={onStageMove}
        onTouchMove={onStageMove}
        onMouseUp={onStageUp}
        onTouchEnd={onStageUp}
        onMouseLeave={() => {
          editor.setPointer(null);
          session?.movePointer(null);
        }}
      >
        <Layer x={ox} y={oy} scaleX={scale} scaleY={scale}>
          <PageBackground width={size.width} height={size.height} background={page?.background} name="page-bg" />
          {/* inside the Stage: the product-document elements read the document's lines from it */}
          <DocDataContext.Provider value={docData}>
            {/* the designer's working checks (a space's verdict badge) show here, not to clients */}
            <DesignChecksContext.Provider value={true}>
              <ElementBlocks page={page?.items ?? NO_ITEMS} editing={editor.editing} cropping={editor.cropping} readOnly={editor.readOnly} shifts={remoteDrags} handlers={handlers} />
            </DesignChecksContext.Provider>
          </DocDataContext.Provider>
        </Layer>
        {/* what is being dragged, moved here while the drag lasts (useDragSnap) */}
        <Layer x={ox} y={oy} scaleX={scale} scaleY={scale} name={DRAG_LAYER} />
        <Layer x={ox} y={oy} scaleX={scale} scaleY={scale}>
          <Transformer
            ref={trRef}
            keepRatio={keepRatio}
            flipEnabled={false}
            rotationSnaps={[0, 90, 180, 270]}
            rotateAnchorOffset={30}
            // handles a fingertip can take hold of on touch screens
            anchorSize={screen.touch ? 16 : 9}
            borderStroke="#f08c00"
            anchorStroke="#f08c00"
            ignoreStroke
            // a side may not shrink below the minimum; a line lamp's box may be 1 px thin, and must
            // still be pulled longer (a bound that refused every box thinner than 20 px froze it)
            boundBoxFunc={(old, next) => {
              const min = minSide * scale;
              const shrinks = (a: number, b: number) => Math.abs(b) < min && Math.abs(b) < Math.abs(a);
              return shrinks(old.width, next.width) || shrinks(old.height, next.height) ? old : next;
            }}
            onTransformEnd={() => page && editor.patch(transformPatches(trRef.current!.nodes(), page))}
          />
          {lineLamp && <LineLampHandles key={lineLamp.id} el={lineLamp} scale={scale} touch={screen.touch} onCommit={(patch) => editor.patch(new Map([[lineLamp.id, patch]]))} />}
          {cropEl && <CropOverlay key={cropEl.id} el={cropEl} scale={scale} onCommit={(patch) => editor.patch(new Map([[cropEl.id, patch]]))} />}
          {editor.drawing && (
            <DrawOverlay editor={editor} session={editor.drawing} scale={scale} page={size} stage={{ width: stageW, height: stageH, ox, oy }} touch={screen.touch} />
          )}
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
        {/* a space's open figures, above every element and the selection (SpaceFigures) */}
        <Layer x={ox} y={oy} scaleX={scale} scaleY={scale} listening={false}>
          <SpaceFigures items={page?.items ?? NO_ITEMS} lines={docData.lines} />
        </Layer>
      </Stage>
      {page && <RemotePointers pageId={page.id} others={others} scale={scale} ox={ox} oy={oy} />}
      {more && (
        <button
          type="button"
          className="selection-more"
          aria-label={t('editor.selectionMenu')}
          aria-haspopup="menu"
          style={more}
          onClick={(e) => {
            const box = e.currentTarget.getBoundingClientRect();
            onContextMenu?.(box.left, box.bottom + 4);
          }}
        >
          ⋯
        </button>
      )}
      {EditKind && editingEl && <EditKind key={editingEl.id} editor={editor} session={session} el={editingEl} scale={scale} ox={ox} oy={oy} at={editor.editAt} />}
    </div>
  );
}
