import { lampGrid, type FloorPlan, type PlanActivityArea, type PlanActivityLine, type PlanLamp, type PlanRoom, type PlanZone } from './floor-plan';

// The sample home every residential deck illustrates with: a 三室两厅 of about 120 m²
// (13 × 10 m outside), drawn once so the lamp layout, the illuminance and colour-temperature
// zones and the activity lines of different pages all sit on the same rooms. Lamps follow a
// 无主灯 (no central fixture) scheme: downlights at about 1.2 m, coves and linear light.

const room = (name: string, x: number, y: number, w: number, h: number): PlanRoom => ({ name, x, y, w, h });

export const HOME_ROOMS = {
  entrance: room('玄关', 0, 0, 2, 3),
  storage: room('储物间', 0, 3, 2, 1.5),
  living: room('客厅', 2, 0, 6, 4.5),
  dining: room('餐厅', 8, 0, 3, 4.5),
  kitchen: room('厨房', 11, 0, 2, 4.5),
  corridor: room('过道', 0, 4.5, 13, 1.2),
  master: room('主卧', 0, 5.7, 4.6, 4.3),
  masterBath: room('主卫', 4.6, 5.7, 2.2, 2.4),
  bath: room('次卫', 4.6, 8.1, 2.2, 1.9),
  second: room('次卧', 6.8, 5.7, 3.2, 4.3),
  study: room('书房', 10, 5.7, 3, 4.3),
} as const;

export const SAMPLE_HOME: FloorPlan = { width: 13, depth: 10, rooms: Object.values(HOME_ROOMS) };

const R = HOME_ROOMS;

/** The lamp layout: 无主灯, downlights on a grid, a cove in the living room and bedrooms, a pendant over the table. */
export function sampleHomeLamps(): PlanLamp[] {
  return [
    ...lampGrid(R.entrance, 1, 2, 'downlight', '筒灯'),
    ...lampGrid({ ...R.living, x: 2.6, w: 4.8, y: 0.6, h: 3.3 }, 3, 2, 'downlight', '筒灯'),
    { type: 'cao', name: '灯槽', x: 2.3, y: 0.3, points: [2.3, 0.3, 7.7, 0.3, 7.7, 4.2, 2.3, 4.2, 2.3, 0.3] },
    { type: 'spotlight', name: '射灯', x: 2.4, y: 2.25, spot: true },
    { type: 'pendant', name: '吊灯', x: 9.5, y: 2.25, spot: true },
    ...lampGrid({ ...R.dining, y: 0.6, h: 3.3 }, 2, 1, 'downlight', '筒灯'),
    { type: 'panel', name: '面板灯', x: 12, y: 1.6 },
    { type: 'linear', name: '线条灯', x: 11.2, y: 3.2, points: [11.2, 0.6, 11.2, 4.0] },
    ...lampGrid(R.corridor, 5, 1, 'downlight', '筒灯'),
    ...lampGrid({ ...R.master, y: 6.2, h: 3.3 }, 2, 2, 'downlight', '筒灯'),
    { type: 'strip', name: '灯带', x: 0.3, y: 9.6, points: [0.3, 9.6, 4.3, 9.6] },
    { type: 'wall', name: '壁灯', x: 0.3, y: 7.4 },
    { type: 'downlight', name: '筒灯', x: 5.7, y: 6.9 },
    { type: 'downlight', name: '筒灯', x: 5.7, y: 9.05 },
    ...lampGrid({ ...R.second, y: 6.2, h: 3.3 }, 2, 2, 'downlight', '筒灯'),
    ...lampGrid({ ...R.study, y: 6.2, h: 3.3 }, 2, 2, 'downlight', '筒灯'),
    { type: 'floor', name: '落地灯', x: 12.4, y: 9.4 },
  ];
}

/** Illuminance zones by use (values of GB 50034-2013 表 5.2.1, raised where the task asks). */
export function sampleHomeIllZones(): PlanZone[] {
  const z = (r: PlanRoom, name: string, color: string): PlanZone => ({ tag: 'ill-range', name, x: r.x, y: r.y, w: r.w, h: r.h, color });
  return [
    z(R.entrance, '100 lx', '#ffe8cc'),
    z(R.living, '100-200 lx', '#ffc078'),
    z(R.dining, '150 lx', '#ffd8a8'),
    z(R.kitchen, '150 lx', '#ffd8a8'),
    z(R.corridor, '50 lx', '#fff4e6'),
    z(R.master, '100 lx', '#ffe8cc'),
    z(R.masterBath, '100 lx', '#ffe8cc'),
    z(R.bath, '100 lx', '#ffe8cc'),
    z(R.second, '100 lx', '#ffe8cc'),
    z(R.study, '300 lx', '#ffa94d'),
  ];
}

/** Colour-temperature zones: warm where one rests, neutral where one works. */
export function sampleHomeCctZones(): PlanZone[] {
  const z = (r: PlanRoom, name: string, color: string): PlanZone => ({ tag: 'cct-range', name, x: r.x, y: r.y, w: r.w, h: r.h, color });
  return [
    z(R.entrance, '3000K', '#ffd43b'),
    z(R.living, '2700-6500K', '#91a7ff'),
    z(R.dining, '2700K', '#ffa94d'),
    z(R.kitchen, '4000K', '#e7f5ff'),
    z(R.corridor, '3000K', '#ffd43b'),
    z(R.master, '2700K', '#ffa94d'),
    z(R.masterBath, '3000K', '#ffd43b'),
    z(R.bath, '3000K', '#ffd43b'),
    z(R.second, '3000K', '#ffd43b'),
    z(R.study, '4000K', '#e7f5ff'),
  ];
}

/** How the family moves: the day route from the door, the night route from bed to bathroom. */
export function sampleHomeActivityLines(): PlanActivityLine[] {
  return [
    { type: 'day', points: [1, 0.6, 1, 5.1, 5, 5.1, 5, 2.2] },
    { type: 'day', points: [5, 2.2, 9.5, 2.2, 12, 2.2] },
    { type: 'night', points: [2.3, 8.4, 2.3, 5.1, 5.7, 5.1, 5.7, 6.6] },
    { type: 'morning', points: [8.4, 7.6, 8.4, 5.1, 9.5, 5.1, 9.5, 3.6] },
  ];
}

/** Where the family spends its time: the living room and table often, the study now and then. */
export function sampleHomeActivityAreas(): PlanActivityArea[] {
  const a = (r: PlanRoom, level: PlanActivityArea['level'], color: string): PlanActivityArea => ({ level, x: r.x, y: r.y, w: r.w, h: r.h, color });
  return [
    a(R.living, 'frequent', '#ff8787'),
    a(R.dining, 'often', '#ffa94d'),
    a(R.kitchen, 'often', '#ffa94d'),
    a(R.master, 'private', '#748ffc'),
    a(R.second, 'private', '#748ffc'),
    a(R.study, 'occasionally', '#69db7c'),
    a(R.corridor, 'shared', '#adb5bd'),
  ];
}
