import { useState } from 'react';
import { Circle, Group, Line } from '../../render/konva';
import type Konva from 'konva';
import { isLineLamp, type LampGeometry } from '../../../../shared/src/schema/elements/lighting';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import { movePoint, rebase } from '../../elements/lamp-point/handles';
import type { Patch } from '../editor';

/** A selected line lamp's geometry, if it has one to edit. */
export function lineLampGeometry(el: ElementJSON): LampGeometry | null {
  const svg = el.svg as LampGeometry | undefined;
  return el.tag === 'lamp-point' && isLineLamp(String(el.type)) && svg && Array.isArray(svg.points) && svg.points.length >= 4 ? svg : null;
}

/**
 * A handle on every point of a selected line lamp (spec 001 §4), in the lamp's own turned box.
 * The points follow the pointer on screen only; the release writes them, with the box refitted
 * around them, as one patch: one drag, one undo step, and colleagues never see half a drag.
 */
export function LineLampHandles({ el, scale, touch, onCommit }: { el: ElementJSON; scale: number; touch: boolean; onCommit: (patch: Patch) => void }) {
  const svg = lineLampGeometry(el)!;
  const [draft, setDraft] = useState<number[] | null>(null);
  const points = draft ?? svg.points;
  const closed = svg.closed === true;
  const at = (e: Konva.KonvaEventObject<DragEvent>, i: number) => movePoint(svg.points, i, e.target.position(), { snap: e.evt.shiftKey, closed });
  return (
    <Group x={el.left + el.width / 2} y={el.top + el.height / 2} offsetX={el.width / 2} offsetY={el.height / 2} rotation={el.rotate ?? 0} name="lamp-handles">
      {draft && <Line points={draft} closed={closed} stroke="#f08c00" strokeWidth={1 / scale} dash={[4 / scale, 4 / scale]} listening={false} />}
      {Array.from({ length: points.length / 2 }, (_, i) => (
        <Circle
          key={i}
          name="lamp-handle"
          x={points[i * 2]}
          y={points[i * 2 + 1]}
          radius={(touch ? 9 : 5) / scale}
          fill="#ffffff"
          stroke="#f08c00"
          strokeWidth={1.5 / scale}
          draggable
          // the stage would take a press here for a click on the background and clear the selection
          onMouseDown={(e) => (e.cancelBubble = true)}
          onTouchStart={(e) => (e.cancelBubble = true)}
          onDragMove={(e) => {
            e.cancelBubble = true;
            const next = at(e, i);
            // Shift snapping shows while dragging, not only on release
            e.target.position({ x: next[i * 2]!, y: next[i * 2 + 1]! });
            setDraft(next);
          }}
          onDragEnd={(e) => {
            e.cancelBubble = true;
            const box = rebase(el, at(e, i));
            setDraft(null);
            onCommit({ left: box.left, top: box.top, width: box.width, height: box.height, svg: { ...svg, points: box.points } });
          }}
        />
      ))}
    </Group>
  );
}
