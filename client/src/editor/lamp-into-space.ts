import { lampSpotInSpace, spaceForNewLamp } from '../../../shared/src/lighting/lamp-in-space';
import type { ElementJSON } from '../../../shared/src/schema/types';
import type { Editor } from './editor';
import { pageStore } from './page-store';

/**
 * Adds a lighting element from the 照明 menu (or a lamp by the L key). A lamp point inserted
 * while one space (or a lamp inside one) is selected goes inside that room (its middle, else the next free grid point:
 * lighting/lamp-in-space.ts), where the room's live check counts it; anything else goes where a
 * new element goes, clear of the others.
 */
export function addLighting(editor: Editor, lamp: Omit<ElementJSON, 'id'>): string {
  const items = pageStore(editor.doc, editor.pageId).get()?.items ?? [];
  const chosen = editor.selection.length === 1 ? items.find((el) => el.id === editor.selection[0]) : undefined;
  const space = lamp.tag === 'lamp-point' ? spaceForNewLamp(chosen, items) : undefined;
  const spot = space ? lampSpotInSpace(space, { width: Number(lamp.width), height: Number(lamp.height) }, items) : null;
  return spot ? editor.addAt({ ...lamp, ...spot }) : editor.add(lamp);
}
