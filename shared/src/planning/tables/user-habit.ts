import { MEMBER_COLUMNS } from './member-columns';
import type { PlanningTableDef } from './table-def';

// The household's habits (`space-user-habit`, spec 001 §3 and §9): one row a member, one
// column a space, each cell how much the member uses the space (1 rarely .. 3 often). The
// eight spaces are spec 001 §9's; the designer renames, adds, deletes and moves them.

export const HABIT_SCENES = ['客厅', '餐厅', '主卧', '次卧', '客卧', '其他1', '其他2', '特殊作息'] as const;
/** columns beyond eight squeeze the names on a 1920 px page; twelve still read */
export const HABIT_MAX_SCENES = 12;

export const USER_HABIT: PlanningTableDef = {
  tag: 'space-user-habit',
  columns: MEMBER_COLUMNS,
  scenes: { editable: true, defaults: { '': HABIT_SCENES }, max: HABIT_MAX_SCENES, weight: 1 },
  rowCap: 12,
  // a couple and a child: the rows a designer most often starts from, ages left to fill in
  rows: () => [
    { name: '男主人', grade: 'male', age: '' },
    { name: '女主人', grade: 'female', age: '' },
    { name: '孩子', grade: '', age: '' },
  ],
  box: { width: 1600, height: 520 },
};
