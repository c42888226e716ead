import { newRowId } from '../schema/ids';
import { blankRow, newPlanningTable } from '../schema/elements/planning-table';
import type { ElementJSON } from '../schema/types';
import { LIT_SCENE } from '../planning/tables/lit-scene';
import { litSceneRows, type SdbSet } from './scene-trial';

/**
 * A lighting-scene table element (`lit-scene`) of a scene set, as "复制为场景表" puts it on the
 * clipboard for a deck: the table a new lit-scene starts as, in the middle of a page, its rows
 * replaced by the set's scenes (litSceneRows), each with a fresh row id.
 */
export function litSceneTable(set: SdbSet, page: { width: number; height: number } = { width: 1920, height: 1080 }, newId = newRowId): Omit<ElementJSON, 'id'> {
  const el = newPlanningTable(LIT_SCENE, page, newId);
  return { ...el, rows: litSceneRows(set).map((row) => ({ ...blankRow(LIT_SCENE, newId()), ...row })) } as Omit<ElementJSON, 'id'>;
}
