import { LIT_SCENE } from './lit-scene';
import { PROJECT_BASE } from './project-base';
import { SPACE_ACTIVITY } from './space-activity';
import { SPACE_DEVICE } from './space-device';
import { SPACE_LDK } from './space-ldk';
import { SPACE_RHYTHM } from './space-rhythm';
import { SPECIAL_ACTIVITY } from './special-activity';
import type { PlanningTableDef } from './table-def';
import { USER_HABIT } from './user-habit';

// Every planning table, by tag (issue 11). A new table is one definition file here and one
// line below; the schema, the canvas drawing and the editors take it from this list.
export const PLANNING_TABLES = {
  'space-user-habit': USER_HABIT,
  'space-rhythm': SPACE_RHYTHM,
  'space-device': SPACE_DEVICE,
  'project-base': PROJECT_BASE,
  'space-activity': SPACE_ACTIVITY,
  'space-special-activity': SPECIAL_ACTIVITY,
  'space-ldk': SPACE_LDK,
  'lit-scene': LIT_SCENE,
} as const satisfies Record<string, PlanningTableDef>;
export type PlanningTableTag = keyof typeof PLANNING_TABLES;
export const PLANNING_TABLE_TAGS = Object.keys(PLANNING_TABLES) as PlanningTableTag[];

export const tableDefOf = (tag: unknown): PlanningTableDef | undefined =>
  typeof tag === 'string' && Object.hasOwn(PLANNING_TABLES, tag) ? PLANNING_TABLES[tag as PlanningTableTag] : undefined;
