import type Konva from 'konva';

// Element nodes are direct children of a layer (the page's, or the drag layer while dragged).
// Looking there is a walk over the elements; stage.findOne('#id') walks every shape inside every
// element too, which on a plan of a thousand lamps cost milliseconds on each drag move.

/** The element nodes with these ids on the stage, by id. */
export function elementNodes(stage: Konva.Stage | null | undefined, ids: Iterable<string>): Map<string, Konva.Group> {
  const wanted = new Set(ids);
  const found = new Map<string, Konva.Group>();
  if (!stage || wanted.size === 0) return found;
  for (const layer of stage.getLayers()) {
    for (const node of layer.getChildren()) {
      if (wanted.has(node.id()) && node.name() === 'element') found.set(node.id(), node as Konva.Group);
    }
  }
  return found;
}

/** Every element node being dragged right now. */
export function draggedNodes(stage: Konva.Stage): Konva.Node[] {
  return stage.getLayers().flatMap((layer) => layer.getChildren((n) => n.name() === 'element' && n.isDragging()));
}
