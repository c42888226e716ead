import { lampGrid, type FloorPlan, type PlanActivityArea, type PlanActivityLine, type PlanLamp, type PlanRoom, type PlanZone } from '../common/floor-plan';

// The residence the high-end decks illustrate with: a single-level villa-style home of
// 17 × 13 m (221 m²), public rooms along the garden side, a gallery corridor, the private rooms
// behind it. Drawn once so the lamp layout, the zones and the activity lines of every page sit
// on the same rooms. Lamps follow a 无主灯 scheme: recessed downlights at about 1.2–1.5 m, coves,
// wall washers along the feature walls and accent spots on the art.

const room = (name: string, x: number, y: number, w: number, h: number): PlanRoom => ({ name, x, y, w, h });

export const VILLA_ROOMS = {
  entrance: room('玄关', 0, 0, 2.5, 3),
  cloak: room('衣帽储藏', 0, 3, 2.5, 2.5),
  living: room('客厅', 2.5, 0, 7, 5.5),
  dining: room('餐厅', 9.5, 0, 4, 5.5),
  kitchen: room('中西厨', 13.5, 0, 3.5, 5.5),
  gallery: room('走廊', 0, 5.5, 17, 1.8),
  master: room('主卧', 0, 7.3, 5, 5.7),
  masterBath: room('主卫', 5, 7.3, 2.5, 3.2),
  closet: room('衣帽间', 5, 10.5, 2.5, 2.5),
  study: room('书房', 7.5, 7.3, 3.5, 5.7),
  child: room('儿童房', 11, 7.3, 3.5, 5.7),
  bath: room('公卫', 14.5, 7.3, 2.5, 2.9),
  laundry: room('洗衣房', 14.5, 10.2, 2.5, 2.8),
} as const;

export const VILLA: FloorPlan = { width: 17, depth: 13, rooms: Object.values(VILLA_ROOMS) };

/** Area of the whole plan, m². */
export const VILLA_AREA = VILLA.width * VILLA.depth;

const R = VILLA_ROOMS;

/** The full lamp layout. */
export function villaLamps(): PlanLamp[] {
  return [
    // entrance: two downlights, an accent spot on the console
    { type: 'downlight', name: '筒灯', x: 1.25, y: 1.95 },
    { type: 'downlight', name: '筒灯', x: 1.25, y: 2.65 },
    { type: 'spotlight', name: '射灯', x: 0.4, y: 2.3, spot: true },
    // living: cove all round, downlights in two rows, wall washing on the sofa wall, spots on art
    { type: 'cao', name: '灯槽', x: 2.9, y: 0.9, points: [2.9, 0.9, 9.1, 0.9, 9.1, 5.1, 2.9, 5.1, 2.9, 0.9] },
    ...lampGrid({ ...R.living, x: 3.4, w: 5.2, y: 1, h: 3.5 }, 4, 2, 'downlight', '筒灯'),
    { type: 'linear', name: '洗墙灯', x: 3.2, y: 3, points: [3.2, 1.3, 3.2, 4.7] },
    { type: 'spotlight', name: '射灯', x: 8.8, y: 1.8, spot: true },
    { type: 'spotlight', name: '射灯', x: 8.8, y: 3.7, spot: true },
    { type: 'floor', name: '落地灯', x: 4, y: 4.8 },
    // dining: pendant over the table, downlights on the sideboard side
    { type: 'pendant', name: '吊灯', x: 11.5, y: 2.75, spot: true },
    ...lampGrid({ ...R.dining, y: 0.6, h: 4.3 }, 2, 1, 'downlight', '筒灯'),
    { type: 'strip', name: '灯带', x: 10, y: 5.2, points: [10, 5.2, 13, 5.2] },
    // kitchen: panel for the room, linear light under the wall cabinets
    { type: 'panel', name: '面板灯', x: 15.25, y: 2.75 },
    { type: 'linear', name: '橱柜灯', x: 16.7, y: 2.75, points: [16.7, 0.5, 16.7, 5] },
    // gallery: downlights and a low night strip
    // gallery: six downlights clear of the room's label in the middle, a low night strip each side
    ...lampGrid({ ...R.gallery, y: 6.1, h: 1.2 }, 6, 1, 'downlight', '筒灯'),
    { type: 'strip', name: '地脚灯带', x: 4, y: 7.2, points: [0.5, 7.2, 7.5, 7.2] },
    { type: 'strip', name: '地脚灯带', x: 13, y: 7.2, points: [9.5, 7.2, 16.5, 7.2] },
    // master bedroom: perimeter downlights away from the bed, bedside wall lamps, cove
    ...lampGrid({ ...R.master, x: 0.6, w: 3.8, y: 10.8, h: 1.8 }, 2, 1, 'downlight', '筒灯'),
    { type: 'strip', name: '灯带', x: 0.4, y: 10, points: [0.4, 7.7, 0.4, 12.6] },
    { type: 'wall', name: '壁灯', x: 0.3, y: 8 },
    { type: 'wall', name: '壁灯', x: 0.3, y: 10 },
    { type: 'strip', name: '地脚灯带', x: 4.85, y: 10.4, points: [4.85, 9.3, 4.85, 11.5] },
    { type: 'downlight', name: '筒灯', x: 6.25, y: 9.3 },
    { type: 'downlight', name: '筒灯', x: 6.25, y: 10.1 },
    { type: 'linear', name: '镜前灯', x: 7.3, y: 9.2, points: [7.3, 8.4, 7.3, 10.1] },
    { type: 'downlight', name: '筒灯', x: 6.25, y: 12.5 },
    // study: even light on the desk, a track for the bookshelf
    ...lampGrid({ ...R.study, y: 8.1, h: 4.8 }, 2, 2, 'downlight', '筒灯'),
    { type: 'magnetic-track', name: '磁吸轨道灯', x: 7.9, y: 10, points: [7.9, 7.6, 7.9, 12.4] },
    { type: 'floor', name: '落地灯', x: 10.5, y: 12.5 },
    // child's room: soft even light, a cove, no spots
    ...lampGrid({ ...R.child, y: 8.1, h: 4.8 }, 2, 2, 'downlight', '筒灯'),
    { type: 'strip', name: '灯带', x: 12.75, y: 12.8, points: [11.4, 12.8, 14.1, 12.8] },
    // bathroom and laundry
    { type: 'downlight', name: '筒灯', x: 15.75, y: 9.7 },
    { type: 'panel', name: '面板灯', x: 15.75, y: 12.5 },
  ];
}

// one colour per value, so each value is one entry of the legend
const LX_COLOURS: Record<string, string> = { '50 lx': '#fff4e6', '100 lx': '#ffe8cc', '150 lx': '#ffd8a8', '100-200 lx': '#ffc9a0', '200 lx': '#ffc078', '300 lx': '#ffa94d' };
const CCT_COLOURS: Record<string, string> = { '2700K': '#ffa94d', '3000K': '#ffd43b', '3500K': '#fff3bf', '4000K': '#e7f5ff', '2700-6500K': '#91a7ff' };

const zone =
  (tag: PlanZone['tag'], colours: Record<string, string>) =>
  (r: PlanRoom, name: string): PlanZone => ({ tag, name, x: r.x, y: r.y, w: r.w, h: r.h, color: colours[name] ?? '#f1f3f5' });

/** Illuminance by room: GB 50034-2013 表 5.2.1 values, raised where the task asks. */
export function villaIllZones(): PlanZone[] {
  const z = zone('ill-range', LX_COLOURS);
  return [
    z(R.entrance, '100 lx'),
    z(R.cloak, '100 lx'),
    z(R.living, '100-200 lx'),
    z(R.dining, '150 lx'),
    z(R.kitchen, '150 lx'),
    z(R.gallery, '50 lx'),
    z(R.master, '100 lx'),
    z(R.masterBath, '150 lx'),
    z(R.closet, '200 lx'),
    z(R.study, '300 lx'),
    z(R.child, '200 lx'),
    z(R.bath, '100 lx'),
    z(R.laundry, '150 lx'),
  ];
}

/** Colour temperature by room: warm where one rests, neutral where one works. */
export function villaCctZones(): PlanZone[] {
  const z = zone('cct-range', CCT_COLOURS);
  return [
    z(R.entrance, '3000K'),
    z(R.cloak, '3500K'),
    z(R.living, '2700-6500K'),
    z(R.dining, '2700K'),
    z(R.kitchen, '4000K'),
    z(R.gallery, '2700K'),
    z(R.master, '2700K'),
    z(R.masterBath, '3000K'),
    z(R.closet, '3500K'),
    z(R.study, '2700-6500K'),
    z(R.child, '3000K'),
    z(R.bath, '3000K'),
    z(R.laundry, '4000K'),
  ];
}

/** How the family moves: home-coming by day and with guests, the night routes to the bathrooms, the morning to the kitchen. */
export function villaActivityLines(): PlanActivityLine[] {
  return [
    { type: 'day', points: [1.2, 0.5, 1.2, 2.6, 5.5, 2.6, 11.5, 2.6] },
    { type: 'day', points: [11.5, 2.6, 15, 2.6] },
    { type: 'night', points: [2.5, 10.5, 4.6, 10.5, 4.6, 9.7, 5.8, 9.7] },
    { type: 'night', points: [12.7, 10.5, 12.7, 6.6, 15.7, 6.6, 15.7, 8.6] },
    { type: 'morning', points: [3, 9.5, 3, 6.6, 15, 6.6, 15, 4.2] },
    { type: 'guest', points: [1.2, 0.5, 1.2, 4, 6, 4] },
  ];
}

/** Where time is spent: living and dining often, the private rooms privately. */
export function villaActivityAreas(): PlanActivityArea[] {
  const a = (r: PlanRoom, level: PlanActivityArea['level'], color: string): PlanActivityArea => ({ level, x: r.x, y: r.y, w: r.w, h: r.h, color });
  return [
    a(R.living, 'frequent', '#ff8787'),
    a(R.dining, 'often', '#ffa94d'),
    a(R.kitchen, 'often', '#ffa94d'),
    a(R.master, 'private', '#748ffc'),
    a(R.child, 'private', '#748ffc'),
    a(R.study, 'occasionally', '#69db7c'),
    a(R.gallery, 'shared', '#adb5bd'),
    a(R.laundry, 'rarely', '#dee2e6'),
  ];
}
