import type { PlanningTableDef } from './table-def';

// The lighting scenes of a home (`lit-scene`, spec 002 §3 "lighting-scene table row": name,
// desc, lx, cct, activity list, param). Spec 002 §5: the param cell at most 10. Scene names
// follow the charts' rule (≤ 20); the activity cell lists activities (built-in or the
// designer's own, planning/custom-names) joined by 、. lx and K as on the mode chart.

export const SCENE_PARAM_MAX = 10;
export const ACTIVITY_SEPARATOR = '、';

// spec 002 §9's eight scene modes, each with a level a designer would start from
const SCENES: readonly [string, string, number, number, string, string][] = [
  ['日常', '家人日常活动，整体均匀明亮', 300, 4000, '休闲、用餐、整理', '100%'],
  ['聚会', '亲友来访，客餐厅提亮，重点照亮餐桌', 400, 3500, '会客、用餐', '100%'],
  ['运动', '客厅跟练健身，明亮无眩光', 500, 5000, '工作', '100%'],
  ['放松', '饭后休憩，只留低位与间接光', 100, 2700, '休闲', '40%'],
  ['观影', '关闭主照明，保留屏幕背景光', 20, 2700, '休闲', '10%'],
  ['氛围', '重点照明突出装饰，暖色低照度', 150, 3000, '用餐、会客', '50%'],
  ['晨起', '模拟日出逐渐变亮', 200, 4000, '整理', '渐亮 15 分钟'],
  ['起夜', '感应开启的地脚灯引导通行', 20, 2500, '起夜', '5%'],
];

export const LIT_SCENE: PlanningTableDef = {
  tag: 'lit-scene',
  columns: [
    { key: 'name', rule: { type: 'text', max: 20, required: true }, weight: 0.7 },
    { key: 'desc', rule: { type: 'text', max: 500 }, weight: 2.2 },
    { key: 'lx', rule: { type: 'number', min: 0, max: 1000, step: 10, bad: 'clamp' }, weight: 0.6 },
    { key: 'cct', rule: { type: 'number', min: 1750, max: 10000, step: 50, bad: 'clamp' }, weight: 0.7 },
    { key: 'activity', rule: { type: 'text', max: 200 }, weight: 1.3 },
    { key: 'param', rule: { type: 'text', max: SCENE_PARAM_MAX }, weight: 0.8 },
  ],
  rowCap: 12,
  rows: () => SCENES.map(([name, desc, lx, cct, activity, param]) => ({ name, desc, lx, cct, activity, param })),
  box: { width: 1600, height: 720 },
};

/** The activity cell's names, trimmed, without repeats or empties. */
export const activitiesOf = (cell: unknown): string[] =>
  typeof cell === 'string' ? [...new Set(cell.split(/[、,，;；]/).map((s) => s.trim()).filter((s) => s !== ''))] : [];
