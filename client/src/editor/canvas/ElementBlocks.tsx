import { memo, type ReactNode } from 'react';
import type Konva from 'konva';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import { kindOf } from '../../elements/drawn';
import { ElementNode, pageFor } from './ElementNode';

/**
 * A page's elements in blocks of BLOCK (the editor's canvas, and read-only pages alike), each a memoised component: an edit (mine or
 * a colleague's) re-renders the one block holding the changed element, and React compares
 * BLOCK props instead of walking a thousand element nodes on a plan of a thousand lamps. The
 * blocks are fragments, so Konva still sees one flat list of element groups in page order.
 */
export const BLOCK = 64;

/** The handlers every element node shares; one object, stable while the canvas lives. */
export interface ElementHandlers {
  onPointerDown: (e: Konva.KonvaEventObject<MouseEvent | TouchEvent>, id: string) => void;
  onDblClick: (id: string, at: { x: number; y: number } | null) => void;
  onDragStart: (e: Konva.KonvaEventObject<DragEvent>) => void;
  onDragMove: (e: Konva.KonvaEventObject<DragEvent>) => void;
  onDragEnd: (e: Konva.KonvaEventObject<DragEvent>) => void;
}

export type Shift = { dx: number; dy: number };

interface Shared {
  /** every element of the page, for kinds that draw from it (legends) */
  page: readonly ElementJSON[];
  /** the element being edited or cropped in place: drawn hidden */
  editing: string | null;
  cropping: string | null;
  readOnly: boolean;
  /** elements a colleague is dragging right now, drawn where they have them */
  shifts: ReadonlyMap<string, Shift>;
  /** none: a read-only drawing (thumbnails, play, the viewer, export) */
  handlers?: ElementHandlers;
}

interface BlockProps extends Shared {
  items: readonly ElementJSON[];
}

/** `el` where a colleague dragging it has it now. */
export const shifted = (el: ElementJSON, by: Shift): ElementJSON => ({ ...el, left: el.left + by.dx, top: el.top + by.dy });

/** Whether a block would draw the same: its elements, and what concerns them of the shared state. */
export function sameBlock(a: BlockProps, b: BlockProps): boolean {
  if (a.handlers !== b.handlers || a.readOnly !== b.readOnly || a.items.length !== b.items.length) return false;
  let drawsPage = false;
  for (let i = 0; i < a.items.length; i++) {
    const el = a.items[i]!;
    if (el !== b.items[i]) return false;
    const id = el.id;
    if ((a.editing === id) !== (b.editing === id) || (a.cropping === id) !== (b.cropping === id)) return false;
    if (a.shifts.get(id) !== b.shifts.get(id)) return false;
    drawsPage ||= kindOf(el.tag)?.drawsPage === true;
  }
  return !drawsPage || a.page === b.page;
}

const Block = memo(function Block({ items, page, editing, cropping, readOnly, shifts, handlers }: BlockProps) {
  return items.map((el) => {
    const by = shifts.get(el.id);
    return (
      <ElementNode
        key={el.id}
        el={by ? shifted(el, by) : el}
        page={pageFor(el, page)}
        hidden={editing === el.id || cropping === el.id}
        draggable={!readOnly && el.lock !== true && editing !== el.id}
        onPointerDown={handlers?.onPointerDown}
        onDblClick={handlers?.onDblClick}
        onDragStart={handlers?.onDragStart}
        onDragMove={handlers?.onDragMove}
        onDragEnd={handlers?.onDragEnd}
      />
    );
  });
}, sameBlock);

const NO_SHIFTS: ReadonlyMap<string, Shift> = new Map();

/** A page's elements, drawn in memoised blocks (see BLOCK). */
export function ElementBlocks(props: Shared) {
  const blocks: ReactNode[] = [];
  for (let start = 0; start < props.page.length; start += BLOCK) {
    blocks.push(<Block key={start} {...props} items={props.page.slice(start, start + BLOCK)} />);
  }
  return blocks;
}

/** A page's elements drawn read-only, in the same memoised blocks. */
export function StaticElements({ page }: { page: readonly ElementJSON[] }) {
  return <ElementBlocks page={page} editing={null} cropping={null} readOnly shifts={NO_SHIFTS} />;
}
