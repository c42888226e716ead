import { useEffect, useRef } from 'react';
import { Group, Image as KImage, Rect } from '../../render/konva';
import { Transformer } from './konva-transformer';
import type Konva from 'konva';
import type { Crop, ImageFields } from '../../../../shared/src/schema/elements/kinds';
import { MIN_ELEMENT_SIZE } from '../../../../shared/src/schema/elements/kinds';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import { cropFromFrame } from '../../elements/image/crop';
import { useImage } from '../../elements/useImage';
import type { Patch } from '../editor';

const FULL: Crop = { top: 0, left: 0, width: 100, height: 100 };

/**
 * Cropping an image (spec 001 §4): the whole picture shows faded behind a frame; dragging or
 * resizing the frame confirms on release. Works in the element's own (unrotated) space.
 */
export function CropOverlay({ el, scale, onCommit }: { el: ElementJSON; scale: number; onCommit: (patch: Patch) => void }) {
  const f = el as ElementJSON & ImageFields;
  const img = useImage(f.src);
  const frame = useRef<Konva.Rect>(null);
  const tr = useRef<Konva.Transformer>(null);
  const crop = f.crop ?? FULL;
  // the uncropped picture, in element-local units
  const W = (el.width * 100) / crop.width;
  const H = (el.height * 100) / crop.height;
  const fx = (-W * crop.left) / 100;
  const fy = (-H * crop.top) / 100;

  useEffect(() => {
    if (frame.current && tr.current) tr.current.nodes([frame.current]);
  }, [img]);

  const commit = () => {
    const node = frame.current!;
    const box = { x: node.x() - fx, y: node.y() - fy, width: node.width() * node.scaleX(), height: node.height() * node.scaleY() };
    node.scale({ x: 1, y: 1 });
    const next = cropFromFrame(box, W, H);
    const width = Math.max(MIN_ELEMENT_SIZE, Math.round(((W * next.width) / 100) * 100) / 100);
    const height = Math.max(MIN_ELEMENT_SIZE, Math.round(((H * next.height) / 100) * 100) / 100);
    // The new box's centre, in the element's own (unrotated) frame, then turned by the
    // element's rotation about its old centre: a rotated picture stays where it is.
    const localX = fx + (W * next.left) / 100 + width / 2 - el.width / 2;
    const localY = fy + (H * next.top) / 100 + height / 2 - el.height / 2;
    const rad = ((el.rotate ?? 0) * Math.PI) / 180;
    const cx = el.left + el.width / 2 + localX * Math.cos(rad) - localY * Math.sin(rad);
    const cy = el.top + el.height / 2 + localX * Math.sin(rad) + localY * Math.cos(rad);
    // the frame goes back to the new box's corner, which the group is about to move to
    node.position({ x: 0, y: 0 });
    onCommit({ crop: next, left: Math.round((cx - width / 2) * 100) / 100, top: Math.round((cy - height / 2) * 100) / 100, width, height });
  };

  if (!img) return null;
  return (
    <Group x={el.left + el.width / 2} y={el.top + el.height / 2} offsetX={el.width / 2} offsetY={el.height / 2} rotation={el.rotate ?? 0} name="crop-overlay">
      <KImage image={img} x={fx} y={fy} width={W} height={H} opacity={0.35} listening={false} />
      <Group clipFunc={(ctx) => ctx.rect(frame.current?.x() ?? 0, frame.current?.y() ?? 0, (frame.current?.width() ?? el.width) * (frame.current?.scaleX() ?? 1), (frame.current?.height() ?? el.height) * (frame.current?.scaleY() ?? 1))} listening={false}>
        <KImage image={img} x={fx} y={fy} width={W} height={H} />
      </Group>
      <Rect
        ref={frame}
        x={0}
        y={0}
        width={el.width}
        height={el.height}
        stroke="#f08c00"
        strokeWidth={2 / scale}
        draggable
        name="crop-frame"
        onDragMove={(e) => e.target.getLayer()?.batchDraw()}
        onTransform={(e) => e.target.getLayer()?.batchDraw()}
        onDragEnd={commit}
        onTransformEnd={commit}
      />
      <Transformer ref={tr} rotateEnabled={false} keepRatio={false} borderStroke="#f08c00" anchorStroke="#f08c00" anchorSize={9} ignoreStroke />
    </Group>
  );
}
