import { memo } from 'react';
import { Group, Rect } from '../../render/konva';
import type Konva from 'konva';
import type { ElementJSON } from '../../../../shared/src/schema/types';
// drawing only: the editor's canvas registers the editing parts itself (elements/index.ts)
import { kindOf } from '../../elements/drawn';
import { Placeholder, RenderBoundary } from '../../elements/RenderBoundary';

interface Props {
  el: ElementJSON;
  /** the page's elements: pass them only where the kind draws from its page (pageFor) */
  page?: readonly ElementJSON[];
  /** interactive canvases pass handlers; read-only ones (thumbnails, play, export) do not */
  draggable?: boolean;
  hidden?: boolean;
  onPointerDown?: (e: Konva.KonvaEventObject<MouseEvent | TouchEvent>, id: string) => void;
  /** `at`: the pointer in the element's own coordinates (rotation undone) */
  onDblClick?: (id: string, at: { x: number; y: number } | null) => void;
  onDragStart?: (e: Konva.KonvaEventObject<DragEvent>) => void;
  onDragMove?: (e: Konva.KonvaEventObject<DragEvent>) => void;
  onDragEnd?: (e: Konva.KonvaEventObject<DragEvent>) => void;
}

/**
 * Makes a shape take part in hit testing only, drawing nothing on the page: the invisible box
 * that makes thin lines and empty text easy to grab used to be filled at 0.1 % opacity, which
 * still blended every pixel of every element on each redraw (a quarter of a full redraw of a
 * plan of a thousand lamps).
 */
export const hitOnly = (node: Konva.Rect | null) => {
  if (node) node.drawScene = () => node;
};

/** The page's elements for `el` if its kind draws from its page (a legend), else nothing. */
export const pageFor = (el: ElementJSON, items: readonly ElementJSON[]): readonly ElementJSON[] | undefined => (kindOf(el.tag)?.drawsPage ? items : undefined);

/**
 * One element's box: placed by its centre so rotation turns it about the middle (as CSS does
 * in the HTML viewer), with the kind drawing inside at (0, 0).
 */
export const ElementNode = memo(function ElementNode({ el, page, draggable, hidden, onPointerDown, onDblClick, onDragStart, onDragMove, onDragEnd }: Props) {
  const kind = kindOf(el.tag);
  const interactive = onPointerDown !== undefined;
  return (
    <Group
      id={el.id}
      name="element"
      x={el.left + el.width / 2}
      y={el.top + el.height / 2}
      offsetX={el.width / 2}
      offsetY={el.height / 2}
      width={el.width}
      height={el.height}
      rotation={el.rotate ?? 0}
      opacity={hidden ? 0 : ((el as { opacity?: number }).opacity ?? 1)}
      draggable={draggable}
      listening={interactive}
      onMouseDown={interactive ? (e) => onPointerDown(e, el.id) : undefined}
      onTouchStart={interactive ? (e) => onPointerDown(e, el.id) : undefined}
      onDblClick={onDblClick ? (e) => onDblClick(el.id, e.currentTarget.getRelativePointerPosition()) : undefined}
      onDblTap={onDblClick ? (e) => onDblClick(el.id, e.currentTarget.getRelativePointerPosition()) : undefined}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
    >
      {/* an invisible hit area, so thin lines and empty text are easy to grab */}
      {interactive && <Rect ref={hitOnly} width={el.width} height={el.height} fill="#000" />}
      {kind ? (
        <RenderBoundary tag={el.tag} width={el.width} height={el.height}>
          <kind.Render el={el} page={page} />
        </RenderBoundary>
      ) : (
        <Placeholder tag={el.tag} width={el.width} height={el.height} />
      )}
    </Group>
  );
});
