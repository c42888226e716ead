import type { PlanningTableDef } from './table-def';

// The occasions that ask more of the lighting than a normal day (`space-special-activity`,
// spec 001 §3): a party, a festival, caring for someone at night. Spec 001 §5: title ≤ 100,
// name ≤ 50, the rest ≤ 500; at most 9 rows.

export const SPECIAL_ACTIVITY: PlanningTableDef = {
  tag: 'space-special-activity',
  columns: [
    { key: 'name', rule: { type: 'text', max: 50 }, weight: 0.8 },
    { key: 'activity', rule: { type: 'text', max: 500 }, weight: 1.6 },
    { key: 'desc', rule: { type: 'text', max: 500 }, weight: 1.8 },
    { key: 'remark', rule: { type: 'text', max: 500 }, weight: 1 },
  ],
  rowCap: 9,
  title: { max: 100, text: '特殊活动' },
  rows: () => [
    { name: '家庭聚会', activity: '亲友来访、聚餐、聊天', desc: '客餐厅整体提亮，餐桌重点照明，灯光氛围热闹', remark: '一键切换聚会场景' },
    { name: '节日布置', activity: '春节、中秋等节日装饰', desc: '预留装饰照明插座与回路，可调色温营造节日氛围', remark: '' },
    { name: '夜间照护', activity: '照顾婴儿或老人', desc: '卧室与走廊低照度暖光，感应开启，不惊扰睡眠', remark: '照度约 5–20 lx' },
  ],
  box: { width: 1600, height: 560 },
};
