import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Circle, Group, Line, Rect } from '../../render/konva';
import type Konva from 'konva';
import { anyLayerOpen } from '../../ui/layers';
import { addDrawnPoint, cancelDrawing, completeDrawing, removeDrawnPoint, type DrawSession } from '../draw/draw-mode';
import { CLOSE_RADIUS, closesAt, nextPoint, type Point } from '../draw/drawing';
import type { Editor } from '../editor';
import { hitOnly } from './ElementNode';

const ORANGE = '#f08c00';
/** two taps this close in time (and in place) are a double tap, which finishes */
const DOUBLE_TAP_MS = 350;

const inField = (target: EventTarget | null) => {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
};

interface Props {
  editor: Editor;
  session: DrawSession;
  scale: number;
  page: { width: number; height: number };
  /** the stage's size and where the page sits in it (screen px), so every press lands here */
  stage: { width: number; height: number; ox: number; oy: number };
  touch: boolean;
}

/**
 * Drawing an outline on the canvas (draw/drawing.ts has the rules): a press or a tap adds a
 * point, a rubber band follows the pointer, Shift snaps it; Enter, a double-click or the first
 * point finishes, Backspace takes a point back, Esc cancels. It lies over the whole stage, so
 * no press reaches an element, the selection or the marquee while a shape is being drawn. The
 * pointer's position stays in this component: moving it redraws this layer only, not the page.
 */
export function DrawOverlay({ editor, session, scale, page, stage, touch }: Props) {
  const { drawing } = session;
  const [hover, setHover] = useState<Point | null>(null);
  /** the pointer as it is, before snapping (Shift pressed or let go re-snaps it without a move) */
  const raw = useRef<Point | null>(null);
  const catcher = useRef<Konva.Rect>(null);
  const place = (p: Point, snap: boolean) => nextPoint(drawing, p, { snap, page });
  const pointer = () => catcher.current?.getLayer()?.getRelativePointerPosition() ?? null;
  const radius = CLOSE_RADIUS / scale;

  // the latest handlers for the document's key listener, which is added once
  const keys = useRef<(e: KeyboardEvent) => void>(() => {});
  useLayoutEffect(() => {
    keys.current = (e) => {
      if (inField(e.target) || anyLayerOpen()) return;
      if (e.key === 'Shift') {
        if (raw.current) setHover(place(raw.current, e.type === 'keydown'));
        return;
      }
      if (e.type !== 'keydown') return;
      // Enter on a focused button (the hint's 取消) is that button's, not 完成
      if (e.key === 'Enter' && (e.target as HTMLElement | null)?.closest?.('button')) return;
      if (e.key === 'Enter') completeDrawing(editor);
      else if (e.key === 'Escape') cancelDrawing(editor);
      else if (e.key === 'Backspace' || e.key === 'Delete') removeDrawnPoint(editor);
      // Ctrl/⌘+Z while drawing takes back a point, as in drawing tools (the document has no step yet)
      else if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z') removeDrawnPoint(editor);
      else return;
      e.preventDefault();
      // the editor's shortcuts (Backspace deletes, Esc clears the selection) are not for this key
      e.stopPropagation();
    };
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => keys.current(e);
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('keyup', onKey, true);
    // a crosshair says the canvas takes points now
    const container = catcher.current?.getStage()?.container();
    if (container) container.style.cursor = 'crosshair';
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('keyup', onKey, true);
      if (container) container.style.cursor = '';
    };
  }, []);

  /** the last tap, for a double tap: when (ms) and where (screen px) */
  const lastTap = useRef<{ at: number; x: number; y: number } | null>(null);
  const press = (e: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    e.cancelBubble = true;
    if ('button' in e.evt && e.evt.button !== 0) return;
    const p = pointer();
    if (!p) return;
    // The second press of a double-click (the browser counts it: same place, short time)
    // finishes instead of adding a point a hand's tremor from the last. Konva's own dblclick
    // is not used: it fires for two quick clicks anywhere on one shape, i.e. two quick corners.
    const double = 'detail' in e.evt && e.evt.detail >= 2;
    if (double || closesAt(drawing, p, radius)) completeDrawing(editor);
    // (a tap's own mouse events after it land on the same point, which adds nothing)
    else addDrawnPoint(editor, place(p, e.evt.shiftKey));
  };
  const tap = (e: Konva.KonvaEventObject<TouchEvent>) => {
    const at = catcher.current?.getStage()?.getPointerPosition();
    const before = lastTap.current;
    lastTap.current = at ? { at: e.evt.timeStamp, x: at.x, y: at.y } : null;
    if (at && before && e.evt.timeStamp - before.at < DOUBLE_TAP_MS && Math.hypot(at.x - before.x, at.y - before.y) < CLOSE_RADIUS * 1.5) {
      e.cancelBubble = true;
      completeDrawing(editor);
    } else press(e);
  };
  const move = (e: Konva.KonvaEventObject<MouseEvent>) => {
    const p = pointer();
    raw.current = p;
    setHover(p ? place(p, e.evt.shiftKey) : null);
  };

  const flat = drawing.points.flatMap((p) => [p.x, p.y]);
  const last = drawing.points[drawing.points.length - 1];
  const first = drawing.points[0];
  const polygon = drawing.shape === 'polygon';
  const closing = hover !== null && closesAt(drawing, hover, radius);
  const band = last && hover && !touch && !closing ? [last.x, last.y, hover.x, hover.y] : null;
  const w = 2 / scale;
  const dash = [6 / scale, 4 / scale];
  return (
    <Group name="draw-overlay">
      {polygon && flat.length >= 4 && <Line points={band ? [...flat, hover!.x, hover!.y] : flat} closed fill="rgba(240,140,0,0.14)" listening={false} />}
      <Line points={flat} closed={polygon && closing} stroke={ORANGE} strokeWidth={w} lineJoin="round" listening={false} />
      {band && <Line points={band} stroke={ORANGE} strokeWidth={w} dash={dash} listening={false} />}
      {band && polygon && first && drawing.points.length >= 2 && <Line points={[hover!.x, hover!.y, first.x, first.y]} stroke={ORANGE} strokeWidth={1 / scale} dash={dash} opacity={0.6} listening={false} />}
      {drawing.points.map((p, i) => (
        <Circle
          key={i}
          x={p.x}
          y={p.y}
          // the first point grows and fills when a press there would close the polygon
          radius={(i === 0 && closing ? CLOSE_RADIUS : touch ? 7 : 4.5) / scale}
          fill={i === 0 && closing ? ORANGE : '#ffffff'}
          stroke={ORANGE}
          strokeWidth={1.5 / scale}
          listening={false}
        />
      ))}
      {hover && !touch && !closing && <Circle x={hover.x} y={hover.y} radius={3 / scale} fill={ORANGE} listening={false} />}
      <Rect
        ref={(node) => {
          catcher.current = node;
          hitOnly(node);
        }}
        name="draw-catcher"
        x={-stage.ox / scale}
        y={-stage.oy / scale}
        width={stage.width / scale}
        height={stage.height / scale}
        fill="#000"
        onMouseDown={press}
        onTap={tap}
        onMouseMove={move}
        onMouseLeave={() => ((raw.current = null), setHover(null))}
      />
    </Group>
  );
}
