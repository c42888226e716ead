import type { PlanningTableDef } from './table-def';

// What the household does in each space day to day (`space-activity`, spec 001 §3 and §9): the
// space, who uses it, and the activities, which decide the task light each space needs. Spec
// 001 §5: space name ≤ 50, user ≤ 100, activity ≤ 500; 13 default spaces.

const DAILY: readonly [string, string, string][] = [
  ['玄关', '全家', '换鞋、挂衣、放钥匙，进门第一眼的印象'],
  ['客厅', '全家、访客', '看电视、会客聊天、亲子游戏、休闲阅读'],
  ['餐厅', '全家', '一日三餐、家人交流、偶尔办公或写作业'],
  ['厨房', '女主人', '备餐、烹饪、清洗，台面操作需要无影照明'],
  ['主卧', '男女主人', '休息、睡前阅读、更衣、夜间起身'],
  ['次卧', '孩子', '休息、学习、玩耍'],
  ['儿童房', '孩子', '游戏、绘画、睡前故事，需要柔和无眩光'],
  ['老人房', '老人', '休息、看电视，夜间起身需要低照度引导'],
  ['书房', '男主人', '办公、阅读、视频会议'],
  ['卫生间', '全家', '洗漱、化妆、沐浴，镜前需要均匀面光'],
  ['阳台', '全家', '晾晒、养花、休闲小坐'],
  ['走廊', '全家', '通行，夜间起身的低照度引导'],
  ['衣帽间', '男女主人', '挑选衣物、换装，需要显色性好的照明'],
];

export const SPACE_ACTIVITY: PlanningTableDef = {
  tag: 'space-activity',
  columns: [
    { key: 'name', rule: { type: 'text', max: 50 }, weight: 0.8 },
    { key: 'user', rule: { type: 'text', max: 100 }, weight: 1 },
    { key: 'activity', rule: { type: 'text', max: 500 }, weight: 3 },
  ],
  rowCap: 20,
  rows: () => DAILY.map(([name, user, activity]) => ({ name, user, activity })),
  box: { width: 1600, height: 900 },
};
