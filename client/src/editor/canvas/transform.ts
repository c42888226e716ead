import type Konva from 'konva';
import { chosenHeight, MIN_ELEMENT_SIZE } from '../../../../shared/src/schema/elements/kinds';
import type { PageJSON } from '../../../../shared/src/schema/types';
import type { Patch } from '../editor';

/** Rotation kept in 0-360 (spec 001 §3), to a hundredth of a degree. */
export function normaliseRotation(deg: number): number {
  const r = ((deg % 360) + 360) % 360;
  return Math.round(r * 100) / 100;
}

/**
 * After a resize or rotate: the nodes' scale becomes width and height (never below 20 × 20),
 * the scale is reset, and the new boxes are returned as patches for one commit.
 */
export function transformPatches(nodes: Konva.Node[], page: PageJSON): Map<string, Patch> {
  const patches = new Map<string, Patch>();
  for (const node of nodes) {
    const el = page.items.find((i) => i.id === node.id());
    if (!el) continue;
    const width = Math.max(MIN_ELEMENT_SIZE, Math.round(el.width * node.scaleX() * 100) / 100);
    const height = Math.max(MIN_ELEMENT_SIZE, Math.round(el.height * node.scaleY() * 100) / 100);
    // pulled taller or shorter by hand, a text box keeps that height instead of following its text
    const resizedVertically = Math.abs(node.scaleY() - 1) > 1e-6;
    node.scale({ x: 1, y: 1 });
    patches.set(el.id, {
      left: Math.round((node.x() - width / 2) * 100) / 100,
      top: Math.round((node.y() - height / 2) * 100) / 100,
      width,
      ...(resizedVertically ? chosenHeight(el.tag, height) : { height }),
      rotate: normaliseRotation(node.rotation()),
    });
  }
  return patches;
}
