import type Konva from 'konva';
import { minSideOf, scaledGeometry } from '../../../../shared/src/lighting/scale-points';
import { chosenHeight } from '../../../../shared/src/schema/elements/kinds';
import type { ElementJSON, PageJSON } from '../../../../shared/src/schema/types';
import type { Patch } from '../editor';

/** Rotation kept in 0-360 (spec 001 §3), to a hundredth of a degree. */
export function normaliseRotation(deg: number): number {
  const r = ((deg % 360) + 360) % 360;
  return Math.round(r * 100) / 100;
}

/** What the transformer leaves on a node: its centre, scale and rotation. */
export interface Transformed {
  x: number;
  y: number;
  scaleX: number;
  scaleY: number;
  rotation: number;
}

/**
 * The patch for an element the transformer resized or turned: the scale becomes width and
 * height (never below 20 × 20, a line never below 1), and points drawn in the box (line lamps,
 * polygons, activity lines) stretch with it, in the same patch so the resize is one undo step.
 */
export function transformPatch(el: ElementJSON, t: Transformed): Patch {
  const min = minSideOf(el);
  const width = Math.max(min, Math.round(el.width * t.scaleX * 100) / 100);
  const height = Math.max(min, Math.round(el.height * t.scaleY * 100) / 100);
  // pulled taller or shorter by hand, a text box keeps that height instead of following its text
  const resizedVertically = Math.abs(t.scaleY - 1) > 1e-6;
  return {
    left: Math.round((t.x - width / 2) * 100) / 100,
    top: Math.round((t.y - height / 2) * 100) / 100,
    width,
    ...(resizedVertically ? chosenHeight(el.tag, height) : { height }),
    rotate: normaliseRotation(t.rotation),
    ...scaledGeometry(el, width, height),
  };
}

/** After a resize or rotate: the nodes' patches for one commit, their scale reset. */
export function transformPatches(nodes: Konva.Node[], page: PageJSON): Map<string, Patch> {
  const patches = new Map<string, Patch>();
  for (const node of nodes) {
    const el = page.items.find((i) => i.id === node.id());
    if (!el) continue;
    const patch = transformPatch(el, { x: node.x(), y: node.y(), scaleX: node.scaleX(), scaleY: node.scaleY(), rotation: node.rotation() });
    node.scale({ x: 1, y: 1 });
    patches.set(el.id, patch);
  }
  return patches;
}
