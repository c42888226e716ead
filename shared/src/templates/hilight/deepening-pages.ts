import { legendOf, planLayers, planRooms, type FloorPlan, type PlanLamp } from '../common/floor-plan';
import type { Box } from '../page-kit';
import type { ElementDraft, PageDraft } from '../template-def';
import { BODY_TOP, body, head, page, table, THEME, W, X, type Variant } from './kit';
import { VILLA, villaLamps } from './villa-plan';

// 效果深化: the rooms one by one, each with its part of the plan, the effect it is after and
// the luminaires that make it.

interface Region {
  x: number;
  y: number;
  w: number;
  h: number;
}

const inside = (r: Region, x: number, y: number) => x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;

/** The part of the villa inside `r`, its rooms and lamps moved to the region's origin. */
function regionOf(r: Region): { plan: FloorPlan; lamps: PlanLamp[] } {
  const rooms = VILLA.rooms.filter((room) => inside(r, room.x, room.y) && inside(r, room.x + room.w, room.y + room.h)).map((room) => ({ ...room, x: room.x - r.x, y: room.y - r.y }));
  const lamps = villaLamps()
    .filter((l) => (l.points ? l.points.every((v, i) => (i % 2 === 0 ? v >= r.x && v <= r.x + r.w : v >= r.y && v <= r.y + r.h)) : inside(r, l.x, l.y)))
    .map((l) => ({ ...l, x: l.x - r.x, y: l.y - r.y, ...(l.points ? { points: l.points.map((v, i) => (i % 2 === 0 ? v - r.x : v - r.y)) } : {}) }));
  return { plan: { width: r.w, depth: r.h, rooms }, lamps };
}

const PLAN: Box = { left: X, top: BODY_TOP, width: 760, height: 600 };
const RIGHT = X + 820;
const RIGHT_W = W - 820;

function roomPage(name: string, english: string, chapter: string, r: Region, effect: readonly string[], rows: readonly (readonly string[])[], skip = false): PageDraft {
  const { plan, lamps } = regionOf(r);
  const items: ElementDraft[] = [
    ...head(name, english),
    ...planRooms(plan, PLAN, THEME, { fontSize: 20 }),
    ...planLayers(plan, PLAN, { lamps }, { lampSize: 32 }),
    legendOf('lamp-point', { left: X, top: PLAN.top + PLAN.height + 16, width: 760, height: 116 }, THEME, { fontSize: 18, perColumn: 2 }),
    body(effect, { left: RIGHT, top: BODY_TOP, width: RIGHT_W, height: 330 }, 24),
    table([{ name: '灯具', width: 1 }, { name: '参数', width: 1.9 }, { name: '作用', width: 1.4 }], rows, { left: RIGHT, top: BODY_TOP + 350, width: RIGHT_W, height: 360 }, 20),
  ];
  return page(name, chapter, items, skip ? { skip } : {});
}

export function deepeningPages(chapter: string, v: Variant): PageDraft[] {
  const living = roomPage(
    '客厅：会客与观影',
    'LIVING ROOM',
    chapter,
    { x: 0, y: 0, w: 9.5, h: 5.5 },
    [
      '回字形灯槽把顶面洗亮，是客厅的环境光；沙发背景墙的线性洗墙让墙面成为最亮的面，空间显得更开阔。',
      '会客时筒灯 60% 补足桌面 200–300 lx；观影时只留灯槽 10% 与电视背景光，屏幕四周不留暗洞，眼睛不累。',
    ],
    [
      ['灯槽', '调色灯带 10 W/m，Ra ≥ 90', '环境光、节律光'],
      ['筒灯', '7 W，36°，遮光角 ≥ 30°，Ra ≥ 95', '会客、亲子作业光'],
      ['洗墙灯', '线性洗墙，12 W/m，3000K', '背景墙立面亮度'],
      ['射灯', '5 W，15°，R9 > 90', '艺术品重点光'],
    ],
  );
  const dining = roomPage(
    '餐厅与中西厨',
    'DINING & KITCHEN',
    chapter,
    { x: 9.5, y: 0, w: 7.5, h: 5.5 },
    [
      '餐桌是家的中心：吊灯离桌面 700–800 mm，光集中在桌面，Ra ≥ 95、R9 > 80，让食物色泽饱满，人脸气色好。',
      '厨房 4000K 面板灯给出均匀照度，吊柜下的线性灯把台面提到 300 lx，切菜时手不挡光。',
    ],
    [
      ['吊灯', '餐桌吊灯，可调光，2700K，Ra ≥ 95', '装饰光、用餐作业光'],
      ['筒灯', '7 W，36°，3000K', '餐边柜与通道'],
      ['面板灯', '18 W，4000K，UGR < 19', '厨房一般照明'],
      ['橱柜灯', '线性灯 8 W/m，4000K，带挡光', '台面作业光'],
    ],
  );
  const master = roomPage(
    '主卧套房',
    'MASTER SUITE',
    chapter,
    { x: 0, y: 7.3, w: 7.5, h: 5.7 },
    [
      '卧室的光为休息而做：床的正上方不布灯，躺下时视野中没有光源。灯槽与床头壁灯承担主要照明，2700K。',
      '床头阅读由壁灯给出约 150–300 lx 的局部光；主卫镜前线性灯从两侧照亮面部，化妆不出阴影；衣帽间用 Ra ≥ 95 的 3500K 筒灯辨色。',
    ],
    [
      ['灯带', '2700K 灯带，可调光至 1%', '环境光、起夜光'],
      ['壁灯', '床头阅读壁灯，带遮光罩', '阅读作业光'],
      ['镜前灯', '线性灯，3000K，Ra ≥ 95', '面部照明'],
      ['筒灯', '5 W，60°，深藏防眩', '更衣与通行'],
    ],
  );
  const study = roomPage(
    '书房与儿童房',
    'STUDY & CHILD ROOM',
    chapter,
    { x: 7.5, y: 7.3, w: 7, h: 5.7 },
    [
      '书房桌面两侧布灯，避免手和身体的阴影落在纸面；视频会议时人脸需要约 300 lx 的竖直照度。',
      '儿童房以均匀、无眩光、无频闪为第一原则：学习时桌面 500 lx、4000K；睡前故事降到 50 lx、2700K。',
    ],
    [
      ['筒灯', '7 W，60°，UGR < 16，≥ 3125 Hz', '一般照明'],
      ['磁吸轨道灯', '可移动射灯，24°', '书架重点光'],
      ['灯带', '3000K，可调光', '儿童房环境光'],
      ['落地灯', '上下出光，可调光', '阅读角'],
    ],
    v.sale,
  );
  return [living, dining, master, study];
}

