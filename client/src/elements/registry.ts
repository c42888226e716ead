import type { ComponentType } from 'react';
import type { ElementJSON } from '../../../shared/src/schema/types';
import type { Editor } from '../editor/editor';
import type { DocSession } from '../sync/doc-session';

export interface RenderProps {
  el: ElementJSON;
  /** the elements of the page being drawn, given only to kinds that draw from it (drawsPage) */
  page?: readonly ElementJSON[];
}
/** An in-place editor laid over the element on the canvas (DOM, at the canvas zoom). */
export interface EditProps {
  editor: Editor;
  session: DocSession | null;
  el: ElementJSON;
  scale: number;
  /** where the page's top-left corner is inside the canvas, in screen pixels */
  ox: number;
  oy: number;
  /** where the double-click that opened the editor was, in the element's coordinates (null: by key) */
  at?: { x: number; y: number } | null;
}
export interface InspectorProps {
  editor: Editor;
  /** the selected elements of this kind */
  els: ElementJSON[];
  /** sets fields on exactly these elements (not whatever is selected when a field commits) */
  set: (patch: Record<string, unknown>) => void;
}

/**
 * One kind of page element. A kind draws itself in its own box at (0, 0) (the canvas places,
 * sizes and rotates the box), and may offer an inspector panel and in-place editing.
 */
export interface ElementKind {
  tag: string;
  Render: ComponentType<RenderProps>;
  Inspector?: ComponentType<InspectorProps>;
  /** resizing keeps the width/height ratio (images, spec 001 §5) */
  keepRatio?: boolean;
  /** double-click (or Enter) opens this editor over the element; the Konva node hides meanwhile */
  Edit?: ComponentType<EditProps>;
  /** double-click starts cropping (images) */
  crops?: boolean;
  /**
   * draws from the other elements of its page (a legend lists the page's lamps): given them as
   * `page`, and redrawn when they change. Other kinds are not, so an edit of one element
   * re-renders that element alone, not everything under a context holding the page.
   */
  drawsPage?: boolean;
}

const kinds = new Map<string, ElementKind>();

export function defineElementKind(kind: ElementKind): ElementKind {
  kinds.set(kind.tag, kind);
  return kind;
}

/** Adds the editing parts (in-place editor, inspector) to a kind registered for drawing. */
export function extendElementKind(tag: string, parts: Pick<ElementKind, 'Edit' | 'Inspector'>): void {
  const kind = kinds.get(tag);
  if (!kind) throw new Error(`element kind ${tag} is not registered for drawing (elements/drawn.ts)`);
  kinds.set(tag, { ...kind, ...parts });
}

/** The kind of a tag; unknown tags (from newer versions or later issues) draw as a placeholder. */
export function kindOf(tag: string): ElementKind | undefined {
  return kinds.get(tag);
}
