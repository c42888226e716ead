import * as Y from 'yjs';
import type { YMap } from './doc';
import { newRowId } from './ids';
import { elementRows, insertRow, LIT_AREA_SCENES, LIT_AREA_SPACES, LIT_MODES, LIT_VISION, removeRows, rowIndexOf, setCell, type RowList } from './table-rows';
import type { LitScene, LitSpace } from './elements/lit-area';
import type { LitVisionItem } from './elements/lit-vision';

// Edits of the planning charts' shared rows (elements/lit-area.ts explains the shape):
// each touches only the rows and cells it changes, so concurrent edits of other spaces and
// scenes merge. The values are the editor's, already through planning/space-illuminance.ts
// planning/ill-cct-modes.ts and planning/vision.ts.

/** Adds a space at the end; answers its id. */
export function addLitSpace(element: YMap, space: Omit<LitSpace, 'id'>, id = newRowId()): string {
  insertRow(element, Number.MAX_SAFE_INTEGER, LIT_AREA_SPACES, { ...space, id });
  return id;
}

/** Adds a scene to the space `spaceId` at the end of the scenes; answers its id. */
export function addLitScene(element: YMap, spaceId: string, scene: Omit<LitScene, 'id' | 'space'>, id = newRowId()): string {
  insertRow(element, Number.MAX_SAFE_INTEGER, LIT_AREA_SCENES, { ...scene, space: spaceId, id });
  return id;
}

type ListName = 'spaces' | 'scenes' | 'modes' | 'items';
const LISTS: Record<ListName, RowList> = { spaces: LIT_AREA_SPACES, scenes: LIT_AREA_SCENES, modes: LIT_MODES, items: LIT_VISION };

/**
 * One field of the space, scene (lit-area), mode (lit-ill-cct) or activity (lit-vision) with this
 * id: one cell set, never the row replaced, so a co-editor's change to another field of the same
 * row stays.
 */
export function setLitField(element: YMap, list: ListName, id: string, key: string, value: string | number): void {
  const rows = LISTS[list];
  const at = rowIndexOf(element, id, rows);
  if (at >= 0 && key !== 'id') setCell(element, at, key, value, rows);
}

/** Adds a mode at the end of a lit-ill-cct chart; answers its id. */
export function addLitMode(element: YMap, mode: { name: string; lx: number; cct: number }, id = newRowId()): string {
  insertRow(element, Number.MAX_SAFE_INTEGER, LIT_MODES, { ...mode, id });
  return id;
}

/**
 * One optional field of a row left out (an activity's arrow taken away): its cell deleted, the
 * row's other cells untouched.
 */
export function clearLitField(element: YMap, list: ListName, id: string, key: string): void {
  const at = rowIndexOf(element, id, LISTS[list]);
  const map = at >= 0 ? (elementRows(element, LISTS[list])?.get(at) as unknown) : undefined;
  if (map instanceof Y.Map && key !== 'id' && map.has(key)) map.delete(key);
}

/** Adds an activity at the end of a lit-vision chart; answers its id. */
export function addVisionItem(element: YMap, item: Omit<LitVisionItem, 'id'>, id = newRowId()): string {
  insertRow(element, Number.MAX_SAFE_INTEGER, LIT_VISION, { ...item, id });
  return id;
}

/** Removes a space and its scenes. */
export function removeLitSpace(element: YMap, spaceId: string): void {
  const scenes = elementRows(element, LIT_AREA_SCENES)?.toArray() ?? [];
  removeRows(element, scenes.flatMap((m, i) => (m instanceof Y.Map && m.get('space') === spaceId ? [i] : [])), LIT_AREA_SCENES);
  const at = rowIndexOf(element, spaceId, LIT_AREA_SPACES);
  if (at >= 0) removeRows(element, [at], LIT_AREA_SPACES);
}

/** Removes one scene (lit-area), mode (lit-ill-cct) or activity (lit-vision). */
export function removeLitRow(element: YMap, list: 'scenes' | 'modes' | 'items', id: string): void {
  const at = rowIndexOf(element, id, LISTS[list]);
  if (at >= 0) removeRows(element, [at], LISTS[list]);
}
