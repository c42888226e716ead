import { MEMBER_COLUMNS } from './member-columns';
import type { PlanningTableDef } from './table-def';

// The rhythm of the home (`space-rhythm`, spec 001 §3): for each member in an area, how active
// they are at six times of day (1 quiet .. 3 busy), which is what rhythmic colour temperature
// and scene timing are planned from. The space variant (spec 001 §9 "8 numbered columns")
// scores eight numbered spaces instead of times.

export const RHYTHM_VARIANTS = ['time', 'space'] as const;
export const RHYTHM_TIMES = ['清晨 6–8时', '上午 8–12时', '午间 12–14时', '下午 14–18时', '傍晚 18–21时', '夜间 21–6时'] as const;
export const RHYTHM_SPACES = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;

export const SPACE_RHYTHM: PlanningTableDef = {
  tag: 'space-rhythm',
  columns: [{ key: 'area', rule: { type: 'text', max: 20 }, weight: 1.1 }, ...MEMBER_COLUMNS],
  scenes: { editable: false, defaults: { time: RHYTHM_TIMES, space: RHYTHM_SPACES }, max: 8, weight: 1 },
  variants: RHYTHM_VARIANTS,
  rowCap: 12,
  rows: () => [
    { area: '客厅', name: '全家', grade: '', age: '' },
    { area: '主卧', name: '男主人', grade: 'male', age: '' },
    { area: '主卧', name: '女主人', grade: 'female', age: '' },
  ],
  box: { width: 1600, height: 480 },
};
