import { lampGrid, type FloorPlan, type PlanLamp, type PlanRoom, type PlanZone } from '../common/floor-plan';

// The restaurant the deck illustrates with: about 380 m² (24 × 16 m) of Chinese fine dining,
// entrance and bar at the front, the dining hall in the middle, three private rooms, the kitchen
// pass and the kitchen behind. Lamps and zones of every plan page sit on these rooms.

const room = (name: string, x: number, y: number, w: number, h: number): PlanRoom => ({ name, x, y, w, h });

export const RESTAURANT_ROOMS = {
  entrance: room('入口门厅', 0, 0, 5, 5),
  bar: room('吧台', 0, 5, 5, 5),
  hall: room('散座大厅', 5, 0, 12, 10),
  privateA: room('包间一', 17, 0, 7, 5),
  privateB: room('包间二', 17, 5, 7, 5),
  corridor: room('走道', 0, 10, 24, 2),
  privateC: room('包间三', 0, 12, 7, 4),
  restroom: room('洗手间', 7, 12, 4, 4),
  pass: room('传菜明档', 11, 12, 5, 4),
  kitchen: room('厨房', 16, 12, 8, 4),
} as const;

export const RESTAURANT_PLAN: FloorPlan = { width: 24, depth: 16, rooms: Object.values(RESTAURANT_ROOMS) };

const R = RESTAURANT_ROOMS;

/** Pendants over every table, coves and accents on the walls, a line of light along the bar and the pass. */
export function restaurantLamps(): PlanLamp[] {
  const privateRoom = (r: PlanRoom): PlanLamp[] => [
    { type: 'chandelier', name: '包间主灯', x: r.x + r.w / 2, y: r.y + (r.h + 1.5) / 2, spot: true },
    { type: 'polygon', name: '灯槽', x: r.x + 0.5, y: r.y + 1.9, points: [r.x + 0.5, r.y + 1.9, r.x + r.w - 0.5, r.y + 1.9, r.x + r.w - 0.5, r.y + r.h - 0.4, r.x + 0.5, r.y + r.h - 0.4] },
    { type: 'spotlight', name: '射灯', x: r.x + r.w - 0.8, y: r.y + r.h / 2 },
  ];
  return [
    ...lampGrid({ ...R.entrance, y: 1.6, h: 2.8 }, 2, 2, 'downlight', '筒灯'),
    { type: 'spotlight', name: '射灯', x: 2.5, y: 4.4, spot: true },
    { type: 'linear', name: '线性灯', x: 4.4, y: 5.8, points: [4.4, 5.8, 4.4, 9.2] },
    ...[6.9, 7.9, 8.9].map((y): PlanLamp => ({ type: 'pendant', name: '吧台吊灯', x: 3.4, y })),
    ...lampGrid({ ...R.hall, x: 5.8, w: 10.4, y: 0.8, h: 8.4 }, 4, 3, 'pendant', '餐桌吊灯').map((l) => ({ ...l, spot: true })),
    { type: 'strip', name: '灯带', x: 5.4, y: 9.6, points: [5.4, 9.6, 16.6, 9.6] },
    { type: 'spotlight', name: '射灯', x: 16.6, y: 3, spot: true },
    { type: 'spotlight', name: '射灯', x: 16.6, y: 7, spot: true },
    ...privateRoom(R.privateA),
    ...privateRoom(R.privateB),
    ...privateRoom(R.privateC),
    ...lampGrid(R.corridor, 6, 1, 'downlight', '筒灯'),
    ...lampGrid(R.restroom, 2, 1, 'downlight', '筒灯'),
    { type: 'linear', name: '线性灯', x: 11.6, y: 14.2, points: [11.6, 14.2, 15.4, 14.2] },
    ...lampGrid(R.pass, 2, 1, 'downlight', '筒灯').map((l) => ({ ...l, y: 15.3 })),
    // the kitchen's panels in two pairs either side of its name
    ...[13, 15].flatMap((y) => [17, 18.6, 21.4, 23].map((x): PlanLamp => ({ type: 'panel', name: '面板灯', x, y }))),
  ];
}

const zone = (tag: PlanZone['tag'], r: PlanRoom, name: string, color: string): PlanZone => ({ tag, name, x: r.x, y: r.y, w: r.w, h: r.h, color });

/** Design illuminance: on the tables for the dining rooms, on the counters for the bar, pass and kitchen. */
export function restaurantIllZones(): PlanZone[] {
  return [
    zone('ill-range', R.entrance, '200 lx', '#ffd8a8'),
    zone('ill-range', R.bar, '100 lx', '#fff4e6'),
    zone('ill-range', R.hall, '200-300 lx', '#ffc078'),
    zone('ill-range', R.privateA, '200-300 lx', '#ffc078'),
    zone('ill-range', R.privateB, '200-300 lx', '#ffc078'),
    zone('ill-range', R.corridor, '100 lx', '#fff4e6'),
    zone('ill-range', R.privateC, '200-300 lx', '#ffc078'),
    zone('ill-range', R.restroom, '150 lx', '#ffe8cc'),
    zone('ill-range', R.pass, '500 lx', '#ff922b'),
    zone('ill-range', R.kitchen, '500 lx', '#ff922b'),
  ];
}
