import { lampGrid, type FloorPlan, type PlanActivityArea, type PlanActivityLine, type PlanLamp, type PlanRoom, type PlanZone } from '../common/floor-plan';

// The villa every page of the deck draws on: a detached house of three floors (basement,
// ground, upper) on a 16 × 12 m footprint, about 576 m² in all, in a 24 × 20 m plot. The stair
// sits at the same place on every floor, the living room is double height (its upper floor
// shows the void and the gallery round it). Plans are in metres (common/floor-plan.ts); lamp
// layouts follow the six-kind light model: ambient from coves and downlights, task light at
// worktops and desks, focal spotlights on art, sparkle from the chandelier, rhythm from tunable
// downlights, media light at the screen.

const room = (name: string, x: number, y: number, w: number, h: number): PlanRoom => ({ name, x, y, w, h });
const inset = (r: PlanRoom, d: number): PlanRoom => ({ ...r, x: r.x + d, y: r.y + d, w: r.w - 2 * d, h: r.h - 2 * d });
/** a closed run round a room, d metres in from its walls (a cove) */
const ring = (r: PlanRoom, d: number): number[] => [r.x + d, r.y + d, r.x + r.w - d, r.y + d, r.x + r.w - d, r.y + r.h - d, r.x + d, r.y + r.h - d, r.x + d, r.y + d];

export const B1 = {
  garage: room('车库', 0, 0, 7, 7),
  theatre: room('影音室', 7, 0, 5, 5.5),
  cellar: room('酒窖', 12, 0, 4, 3),
  plant: room('设备间', 12, 3, 4, 2.5),
  lobby: room('地下过厅', 7, 5.5, 9, 2),
  laundry: room('洗衣房', 0, 7, 4, 5),
  store: room('储藏室', 4, 7, 3, 5),
  stair: room('楼梯', 7, 7.5, 3, 4.5),
  gym: room('健身房', 10, 7.5, 6, 4.5),
} as const;

export const F1 = {
  entrance: room('门厅', 0, 0, 3, 3.5),
  wc: room('客卫', 0, 3.5, 3, 2),
  hall: room('过道', 0, 5.5, 3, 2),
  living: room('挑空客厅', 3, 0, 7, 7.5),
  dining: room('餐厅', 10, 0, 6, 4),
  kitchen: room('厨房', 10, 4, 6, 3.5),
  elder: room('老人房', 0, 7.5, 4.5, 4.5),
  elderBath: room('老人卫', 4.5, 7.5, 2.5, 2.5),
  closet: room('储物', 4.5, 10, 2.5, 2),
  stair: room('楼梯', 7, 7.5, 3, 4.5),
  tea: room('茶室', 10, 7.5, 6, 4.5),
} as const;

export const F2 = {
  study: room('书房', 0, 0, 3, 4),
  bath: room('次卫', 0, 4, 3, 3.5),
  void: room('客厅挑空', 3, 0, 7, 6.3),
  gallery: room('回廊', 3, 6.3, 7, 1.2),
  master: room('主卧', 10, 0, 6, 5),
  wardrobe: room('衣帽间', 10, 5, 3, 2.5),
  masterBath: room('主卫', 13, 5, 3, 2.5),
  child: room('儿童房', 0, 7.5, 4.5, 4.5),
  corridor: room('走廊', 4.5, 7.5, 2.5, 4.5),
  stair: room('楼梯', 7, 7.5, 3, 4.5),
  guest: room('客卧', 10, 7.5, 3.5, 4.5),
  terrace: room('露台', 13.5, 7.5, 2.5, 4.5),
} as const;

export const SITE = {
  back: room('后院', 0, 0, 24, 3),
  west: room('西侧院', 0, 3, 4, 12),
  house: room('住宅', 4, 3, 16, 12),
  east: room('东侧院', 20, 3, 4, 12),
  drive: room('车道', 0, 15, 6, 5),
  lawn: room('前院草坪', 6, 15, 12, 5),
  pond: room('水景', 18, 15, 6, 5),
} as const;

const plan = (rooms: Record<string, PlanRoom>, width = 16, depth = 12): FloorPlan => ({ width, depth, rooms: Object.values(rooms) });
export const B1_PLAN = plan(B1);
export const F1_PLAN = plan(F1);
export const F2_PLAN = plan(F2);
export const SITE_PLAN = plan(SITE, 24, 20);

/** Basement: linear lamps along the parking bays, a dimmable theatre, cool-running cellar light. */
export function b1Lamps(): PlanLamp[] {
  const r = B1;
  return [
    // beside and between the two bays, never over a car roof
    { type: 'linear', name: '线性灯', x: 0.5, y: 1.4, points: [0.5, 1.4, 0.5, 6.4] },
    { type: 'linear', name: '线性灯', x: 3.5, y: 1.4, points: [3.5, 1.4, 3.5, 6.4] },
    { type: 'linear', name: '线性灯', x: 6.5, y: 1.4, points: [6.5, 1.4, 6.5, 6.4] },
    { type: 'cao', name: '灯槽', x: 7.4, y: 0.4, points: ring(r.theatre, 0.4) },
    ...lampGrid(inset(r.theatre, 1), 2, 2, 'downlight', '筒灯'),
    { type: 'strip', name: '灯带', x: 8, y: 4.3, points: [8, 4.3, 11, 4.3] },
    { type: 'strip', name: '灯带', x: 12.3, y: 2.7, points: [12.3, 2.7, 15.7, 2.7] },
    { type: 'spotlight', name: '射灯', x: 13, y: 1.8, spot: true },
    { type: 'spotlight', name: '射灯', x: 15, y: 1.8, spot: true },
    { type: 'panel', name: '面板灯', x: 14, y: 4.25 },
    ...lampGrid({ ...r.lobby, y: 6.5, h: 0 }, 4, 1, 'downlight', '筒灯').map((l) => ({ ...l, y: 6.5 })),
    ...lampGrid(inset(r.laundry, 0.8), 2, 2, 'downlight', '筒灯'),
    ...lampGrid(inset(r.store, 0.8), 1, 2, 'downlight', '筒灯'),
    { type: 'wall', name: '踏步灯', x: 7.2, y: 8.6 },
    { type: 'wall', name: '踏步灯', x: 7.2, y: 10.4 },
    // the gym is lit indirectly: nothing bright above a bench or a mat
    { type: 'cao', name: '灯槽', x: 10.4, y: 7.9, points: ring(r.gym, 0.4) },
    ...[11.5, 13, 14.5].map((x): PlanLamp => ({ type: 'downlight', name: '筒灯', x, y: 11.3 })),
  ];
}

/** Ground floor: the chandelier and coves of the double-height room, a pendant over each table. */
export function f1Lamps(): PlanLamp[] {
  const r = F1;
  return [
    ...lampGrid(inset(r.entrance, 0.8), 1, 2, 'downlight', '筒灯'),
    { type: 'spotlight', name: '射灯', x: 2.6, y: 1.75, spot: true },
    { type: 'strip', name: '灯带', x: 0.3, y: 3.1, points: [0.3, 3.1, 2.7, 3.1] },
    { type: 'downlight', name: '筒灯', x: 1.5, y: 5 },
    { type: 'wall', name: '镜前灯', x: 2.8, y: 4.9 },
    { type: 'downlight', name: '筒灯', x: 1.5, y: 7 },
    { type: 'chandelier', name: '吊灯', x: 6.5, y: 3.75, spot: true },
    { type: 'cao', name: '灯槽', x: 3.3, y: 0.3, points: ring(r.living, 0.3) },
    { type: 'spotlight', name: '射灯', x: 4.5, y: 1.3, spot: true },
    { type: 'spotlight', name: '射灯', x: 6.5, y: 1.3, spot: true },
    { type: 'spotlight', name: '射灯', x: 8.5, y: 1.3, spot: true },
    { type: 'floor', name: '落地灯', x: 3.8, y: 5.5 },
    { type: 'pendant', name: '吊线灯', x: 13, y: 2, spot: true },
    ...lampGrid(inset(r.dining, 0.8), 2, 2, 'downlight', '筒灯'),
    ...lampGrid({ ...r.kitchen, y: 5.2, h: 0 }, 3, 1, 'downlight', '筒灯').map((l) => ({ ...l, y: 5.2 })),
    { type: 'linear', name: '橱柜灯', x: 10.5, y: 7.1, points: [10.5, 7.1, 15.5, 7.1] },
    ...lampGrid(inset(r.elder, 0.9), 2, 2, 'downlight', '筒灯'),
    { type: 'wall', name: '壁灯', x: 0.3, y: 9.2 },
    { type: 'strip', name: '灯带', x: 0.6, y: 11.6, points: [0.6, 11.6, 3.9, 11.6] },
    { type: 'downlight', name: '筒灯', x: 5.75, y: 8.75 },
    { type: 'wall', name: '镜前灯', x: 6.8, y: 8.75 },
    { type: 'downlight', name: '筒灯', x: 5.75, y: 11.4 },
    { type: 'wall', name: '踏步灯', x: 7.2, y: 8.6 },
    { type: 'wall', name: '踏步灯', x: 7.2, y: 10.4 },
    { type: 'pendant', name: '吊线灯', x: 13, y: 9.75, spot: true },
    { type: 'track', name: '轨道灯', x: 10.6, y: 11.5, points: [10.6, 11.5, 15.4, 11.5] },
  ];
}

/** Upper floor: handrail light along the gallery, coves in the bedrooms, a desk light line in the study. */
export function f2Lamps(): PlanLamp[] {
  const r = F2;
  return [
    ...lampGrid(inset(r.study, 0.8), 1, 2, 'downlight', '筒灯'),
    { type: 'linear', name: '线性灯', x: 0.6, y: 2, points: [0.6, 2, 2.4, 2] },
    { type: 'downlight', name: '筒灯', x: 1.5, y: 5.75 },
    { type: 'wall', name: '镜前灯', x: 2.8, y: 5.75 },
    { type: 'strip', name: '扶手灯带', x: 3.3, y: 6.4, points: [3.3, 6.4, 9.7, 6.4] },
    { type: 'downlight', name: '筒灯', x: 4.3, y: 7 },
    { type: 'downlight', name: '筒灯', x: 8.7, y: 7 },
    { type: 'cao', name: '灯槽', x: 10.4, y: 0.4, points: ring(r.master, 0.4) },
    ...lampGrid(inset(r.master, 1.1), 2, 2, 'downlight', '筒灯'),
    { type: 'wall', name: '壁灯', x: 15.7, y: 1.4 },
    { type: 'wall', name: '壁灯', x: 15.7, y: 3.6 },
    { type: 'linear', name: '衣柜灯', x: 10.3, y: 6.4, points: [10.3, 6.4, 12.7, 6.4] },
    { type: 'linear', name: '衣柜灯', x: 10.3, y: 7.2, points: [10.3, 7.2, 12.7, 7.2] },
    ...lampGrid(inset(r.masterBath, 0.6), 2, 1, 'downlight', '筒灯'),
    { type: 'wall', name: '镜前灯', x: 15.8, y: 6.25 },
    { type: 'cao', name: '灯槽', x: 0.4, y: 7.9, points: ring(r.child, 0.4) },
    ...lampGrid(inset(r.child, 1), 2, 2, 'downlight', '筒灯'),
    ...[8.9, 10.1, 11.3].map((y): PlanLamp => ({ type: 'downlight', name: '筒灯', x: 5.75, y })),
    { type: 'wall', name: '踏步灯', x: 7.2, y: 8.6 },
    { type: 'wall', name: '踏步灯', x: 7.2, y: 10.4 },
    ...lampGrid(inset(r.guest, 0.9), 2, 2, 'downlight', '筒灯'),
    { type: 'wall', name: '户外壁灯', x: 15.8, y: 8.5 },
    { type: 'wall', name: '户外壁灯', x: 15.8, y: 11 },
  ];
}

/** The plot: bollards along the paths, uplights under the trees, underwater light in the pond. */
export function siteLamps(): PlanLamp[] {
  return [
    ...[5, 10, 15, 20].map((x): PlanLamp => ({ type: 'spotlight', name: '投树灯', x, y: 1.5, spot: true })),
    ...[5, 9, 13].map((y): PlanLamp => ({ type: 'style-1', name: '草坪灯', x: 2, y })),
    ...[5, 9, 13].map((y): PlanLamp => ({ type: 'style-1', name: '草坪灯', x: 22, y })),
    { type: 'wall', name: '户外壁灯', x: 9, y: 15.2 },
    { type: 'wall', name: '户外壁灯', x: 11, y: 15.2 },
    { type: 'strip', name: '地埋线条灯', x: 0.4, y: 15.5, points: [0.4, 15.5, 0.4, 19.6] },
    { type: 'strip', name: '地埋线条灯', x: 5.6, y: 15.5, points: [5.6, 15.5, 5.6, 19.6] },
    ...[8, 12, 16].map((x): PlanLamp => ({ type: 'spotlight', name: '投树灯', x, y: 18.5, spot: true })),
    ...[7.5, 10, 12.5].map((x): PlanLamp => ({ type: 'style-1', name: '草坪灯', x, y: 16.5 })),
    ...[19.5, 21, 22.5].map((x): PlanLamp => ({ type: 'decorative', name: '水下灯', x, y: 17.5 })),
    { type: 'strip', name: '灯带', x: 18.3, y: 19.7, points: [18.3, 19.7, 23.7, 19.7] },
    { type: 'downlight', name: '檐下筒灯', x: 14, y: 15.2 },
    { type: 'downlight', name: '檐下筒灯', x: 17, y: 15.2 },
  ];
}

/** Illuminance zones of the ground floor (GB 50034-2013 residential values, raised where the task asks). */
export function f1IllZones(): PlanZone[] {
  const z = (r: PlanRoom, name: string, color: string): PlanZone => ({ tag: 'ill-range', name, x: r.x, y: r.y, w: r.w, h: r.h, color });
  const r = F1;
  return [
    z(r.entrance, '100 lx', '#ffd8a8'),
    z(r.wc, '100 lx', '#ffe8cc'),
    z(r.hall, '50 lx', '#fff4e6'),
    z(r.living, '100-300 lx', '#ffc078'),
    z(r.dining, '150-300 lx', '#ffa94d'),
    z(r.kitchen, '150 lx', '#ffd8a8'),
    z(r.elder, '150-300 lx', '#ffc078'),
    z(r.elderBath, '100 lx', '#ffe8cc'),
    z(r.stair, '50-100 lx', '#fff4e6'),
    z(r.tea, '200 lx', '#ffd8a8'),
  ];
}

/** How the family moves on the ground floor: in from the garage stair, and the grandparents' night route. */
export function f1ActivityLines(): PlanActivityLine[] {
  return [
    { type: 'day', points: [1.5, 0.4, 1.5, 2.5, 6.5, 2.5, 13, 2.5] },
    { type: 'guest', points: [1.5, 0.8, 5, 4.5, 12, 9.5] },
    { type: 'morning', points: [8.5, 11.5, 8.5, 6.5, 13, 5.5] },
    { type: 'night', points: [2.2, 9.5, 4.2, 9.5, 5.7, 9] },
  ];
}

export function f1ActivityAreas(): PlanActivityArea[] {
  const a = (r: PlanRoom, level: PlanActivityArea['level'], color: string): PlanActivityArea => ({ level, x: r.x, y: r.y, w: r.w, h: r.h, color });
  const r = F1;
  return [
    a(r.living, 'frequent', '#ff8787'),
    a(r.dining, 'often', '#ffa94d'),
    a(r.kitchen, 'often', '#ffa94d'),
    a(r.tea, 'occasionally', '#69db7c'),
    a(r.elder, 'private', '#748ffc'),
    a(r.entrance, 'shared', '#adb5bd'),
  ];
}
