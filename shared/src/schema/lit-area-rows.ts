import * as Y from 'yjs';
import type { YMap } from './doc';
import { newRowId } from './ids';
import { elementRows, insertRow, LIT_AREA_SCENES, LIT_AREA_SPACES, removeRows, setCell } from './table-rows';
import type { LitScene, LitSpace } from './elements/lit-area';

// Edits of a space-illuminance chart's shared rows (elements/lit-area.ts explains the shape):
// each touches only the rows and cells it changes, so concurrent edits of other spaces and
// scenes merge. The values are the editor's, already through planning/space-illuminance.ts.

const ids = (element: YMap, list: typeof LIT_AREA_SPACES): unknown[] => (elementRows(element, list)?.toArray() ?? []).map((m) => (m instanceof Y.Map ? m.get('id') : undefined));

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

/** One field of the space or scene with this id (found by id, not index: others may have inserted rows). */
export function setLitField(element: YMap, list: 'spaces' | 'scenes', id: string, key: string, value: string | number): void {
  const rows = list === 'spaces' ? LIT_AREA_SPACES : LIT_AREA_SCENES;
  const at = ids(element, rows).indexOf(id);
  if (at >= 0 && key !== 'id') setCell(element, at, key, value, rows);
}

/** Removes a space and its scenes. */
export function removeLitSpace(element: YMap, spaceId: string): void {
  const scenes = elementRows(element, LIT_AREA_SCENES)?.toArray() ?? [];
  removeRows(element, scenes.flatMap((m, i) => (m instanceof Y.Map && m.get('space') === spaceId ? [i] : [])), LIT_AREA_SCENES);
  const at = ids(element, LIT_AREA_SPACES).indexOf(spaceId);
  if (at >= 0) removeRows(element, [at], LIT_AREA_SPACES);
}

/** Removes one scene. */
export function removeLitScene(element: YMap, sceneId: string): void {
  const at = ids(element, LIT_AREA_SCENES).indexOf(sceneId);
  if (at >= 0) removeRows(element, [at], LIT_AREA_SCENES);
}
