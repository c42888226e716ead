import { newRowId } from '../ids';
import { note, type Problems } from '../safe-json';
import type { ElementJSON } from '../types';
import { DEFAULT_SPACES, SCENE_LX, SPACE_TYPES, type DefaultSpace, type SpaceType } from '../../planning/space-illuminance';
import { arrayOf, bool, num, objectOf, oneOf, type FieldSpec } from './check';
import { lxField, planningNameField, rowIdField } from './planning-checks';

// The space-illuminance chart (`lit-area`, issue 11, spec 002 §3 and §9): spaces, each with
// scenes of a name and an illuminance, drawn as bars on the lx scale beside the space's
// reference illuminance.
//
// In the document both are shared row lists (table-rows.ts: a Y.Array of Y.Maps, one map per
// row), and the scenes are NOT nested inside their space: `scenes` is a second flat list whose
// rows name their space by id. Why:
//   - two people adding scenes, to one space or to two, each insert into one Y.Array: both kept;
//   - two people editing different scenes (or different cells of one) write different maps (or
//     keys): both kept, as for any table cell;
//   - the rows hold only scalars, so the existing machinery (readRows, applyRows reconciling a
//     restore or a doc/update cell by cell, setCell, insertRow, removeRows) serves them as it is;
//     a Y.Array nested in a space's map would need its own reconcile path, and a client that
//     replaced the space's map (a rename written as a whole row) would drop concurrent scene
//     edits with it;
//   - moving a scene to another space is one cell (`space`), not a delete and an insert.
// The cost is a scene whose space was deleted while someone else added it: the reader drops it
// (noted), and removeLitSpace deletes a space's scenes with it.
// Duplicate names that two people typed apart are kept (no one's space is thrown away); the
// editor's rules (planning/space-illuminance.ts) refuse duplicates when typed.

export const LIT_AREA_MAX_SPACES = 50;
export const LIT_AREA_MAX_SCENES = 500;

export interface LitSpace {
  id: string;
  name: string;
  /** which default space it started as: picks its reference illuminance (GB 50034-2013) */
  type?: SpaceType;
}
export interface LitScene {
  id: string;
  /** the id of its space */
  space: string;
  name: string;
  lx: number;
}
export interface LitAreaFields {
  spaces: LitSpace[];
  scenes: LitScene[];
  /** draw the GB 50034-2013 reference beside each space's bars */
  showReference: boolean;
  fontSize: number;
}

export const LIT_SPACE_FIELDS: FieldSpec = { id: rowIdField, name: planningNameField, type: oneOf(SPACE_TYPES, undefined) };
export const LIT_SCENE_FIELDS: FieldSpec = { id: rowIdField, space: rowIdField, name: planningNameField, lx: lxField(0, SCENE_LX.min, SCENE_LX.max) };

export const LIT_AREA_FIELDS: FieldSpec = {
  spaces: arrayOf(objectOf(LIT_SPACE_FIELDS), LIT_AREA_MAX_SPACES),
  scenes: arrayOf(objectOf(LIT_SCENE_FIELDS), LIT_AREA_MAX_SCENES),
  showReference: bool(true),
  fontSize: num(20, 8, 200),
};

/** Ids that more than one row holds (only a client writing them so can make them: ids are random). */
const repeated = (rows: readonly { id: string }[]): boolean => new Set(rows.map((r) => r.id)).size !== rows.length;

/**
 * After the fields: scenes of no space (deleted while a scene was added to it) are dropped,
 * noted; rows sharing an id are noted (kept: which one a scene meant cannot be told).
 */
export function dropOrphanScenes(el: Record<string, unknown>, problems?: Problems, path = ''): Record<string, unknown> {
  const spaces = el.spaces as LitSpace[];
  const scenes = el.scenes as LitScene[];
  if (repeated(spaces)) note(problems, `${path}.spaces`, 'two spaces with one id');
  if (repeated(scenes)) note(problems, `${path}.scenes`, 'two scenes with one id');
  const ids = new Set(spaces.map((s) => s.id).filter((id) => id !== ''));
  const kept = scenes.filter((s) => ids.has(s.space));
  if (kept.length === scenes.length) return el;
  note(problems, `${path}.scenes`, `${scenes.length - kept.length} scenes of no space`);
  return { ...el, scenes: kept };
}

/** Spaces and scenes as rows, from the default spaces (spec 002 §9) or others; ids fresh. */
export function litAreaRows(spaces: readonly DefaultSpace[] = DEFAULT_SPACES, newId: () => string = newRowId): Pick<LitAreaFields, 'spaces' | 'scenes'> {
  const out: Pick<LitAreaFields, 'spaces' | 'scenes'> = { spaces: [], scenes: [] };
  for (const s of spaces) {
    const id = newId();
    out.spaces.push({ id, name: s.name, type: s.type });
    for (const c of s.scenes) out.scenes.push({ id: newId(), space: id, name: c.name, lx: c.lx });
  }
  return out;
}

/** A space-illuminance chart at `box` with the default spaces and scenes. */
export function newLitArea(box: { left: number; top: number; width: number; height: number }, rows = litAreaRows()): Omit<ElementJSON, 'id'> {
  const fields: LitAreaFields = { ...rows, showReference: true, fontSize: 20 };
  return { tag: 'lit-area', ...box, rotate: 0, ...fields };
}

/** For drawing: each space with its scenes, in list order. */
export function spacesWithScenes(fields: Pick<LitAreaFields, 'spaces' | 'scenes'>): (LitSpace & { scenes: LitScene[] })[] {
  return fields.spaces.map((space) => ({ ...space, scenes: fields.scenes.filter((c) => c.space === space.id) }));
}

/** The box a new chart takes on a 1920 × 1080 page: wide, for the scene names, the scale and the reference labels. */
export const LIT_AREA_BOX = { width: 1440, height: 860 } as const;

/**
 * A new chart in the middle of the page, with the first three default spaces (客厅, 餐厅, 卧室):
 * they are the ones spec 002 §9 gives sample scenes to, so the chart shows bars at once; the
 * other nine would be empty rows squeezing the bars, and the inspector adds them by type.
 */
export function newLitAreaChart(page: { width: number; height: number }): Omit<ElementJSON, 'id'> {
  const { width, height } = LIT_AREA_BOX;
  // 28 px type: the page is drawn at about half size in a 1440 × 900 window, and 20 px read as 10
  return { ...newLitArea({ left: Math.round((page.width - width) / 2), top: Math.round((page.height - height) / 2), width, height }, litAreaRows(DEFAULT_SPACES.slice(0, 3))), fontSize: 28 };
}
