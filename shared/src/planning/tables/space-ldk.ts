import type { PlanningTableDef } from './table-def';

// The LDK (living, dining, kitchen as one open space) in its eight modes (`space-ldk`, spec 001
// §3 and §9): what happens, the illuminance and colour temperature, the activity and the
// control parameters. Spec 001 §5: name ≤ 50, others ≤ 500; defaults 750 lx and 4000 K. The lx
// and K cells are numbers, so the chart tools can read them: lx 0..2000 on 10 lx steps,
// colour temperature 1750..10000 K on 50 K steps.

export const LDK_DEFAULT = { lx: 750, cct: 4000 } as const;
const MODES: readonly [string, string, string][] = [
  ['日常', '家人日常起居、做饭用餐', '起居、烹饪、用餐'],
  ['聚会', '亲友聚餐、热闹交流', '会客、用餐'],
  ['运动', '客厅跟练、健身', '健身、瑜伽'],
  ['放松', '饭后休憩、听音乐', '休闲'],
  ['观影', '投影或电视观影', '观影'],
  ['氛围', '烛光晚餐、小酌', '用餐、交谈'],
  ['晨起', '早餐、准备出门', '早餐、整理'],
  ['起夜', '夜间取水、通行', '通行'],
];

export const SPACE_LDK: PlanningTableDef = {
  tag: 'space-ldk',
  columns: [
    { key: 'name', rule: { type: 'text', max: 50 }, weight: 0.7 },
    { key: 'scene', rule: { type: 'text', max: 500 }, weight: 1.8 },
    { key: 'lx', rule: { type: 'number', min: 0, max: 2000, step: 10, bad: 'clamp' }, weight: 0.7 },
    { key: 'cct', rule: { type: 'number', min: 1750, max: 10000, step: 50, bad: 'clamp' }, weight: 0.8 },
    { key: 'activity', rule: { type: 'text', max: 500 }, weight: 1.3 },
    { key: 'parameter', rule: { type: 'text', max: 500 }, weight: 1.2 },
  ],
  rowCap: 12,
  // spec 002 §9 gives every mode 750 lx and 4000 K to start from: the designer sets each
  rows: () => MODES.map(([name, scene, activity]) => ({ name, scene, lx: LDK_DEFAULT.lx, cct: LDK_DEFAULT.cct, activity, parameter: '' })),
  box: { width: 1600, height: 720 },
};
