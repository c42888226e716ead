import { lampGrid, type FloorPlan, type PlanActivityLine, type PlanLamp, type PlanRoom, type PlanZone } from '../common/floor-plan';

// The hospital floor the deck illustrates with (30 × 16 m): an outpatient hall with registration
// and waiting, consulting and treatment rooms, then across the corridor the pharmacy, the lab,
// the nurse station and two wards. Lamps, zones and the patients' routes sit on these rooms.

const room = (name: string, x: number, y: number, w: number, h: number): PlanRoom => ({ name, x, y, w, h });

export const HOSPITAL_ROOMS = {
  hall: room('门诊大厅', 0, 0, 10, 7),
  waiting: room('挂号候诊', 10, 0, 8, 7),
  consultA: room('诊室', 18, 0, 4, 7),
  consultB: room('诊室', 22, 0, 4, 7),
  treatment: room('治疗室', 26, 0, 4, 7),
  corridor: room('走廊', 0, 7, 30, 2.4),
  pharmacy: room('药房', 0, 9.4, 6, 6.6),
  lab: room('检验科', 6, 9.4, 6, 6.6),
  nurse: room('护士站', 12, 9.4, 5, 6.6),
  wardA: room('病房', 17, 9.4, 6.5, 6.6),
  wardB: room('病房', 23.5, 9.4, 6.5, 6.6),
} as const;

export const HOSPITAL_PLAN: FloorPlan = { width: 30, depth: 16, rooms: Object.values(HOSPITAL_ROOMS) };

const R = HOSPITAL_ROOMS;

/** Point layout: downlights in the halls and corridor, panels over desks and benches, bed-head lights in the wards. */
export function hospitalLamps(): PlanLamp[] {
  return [
    ...lampGrid({ ...R.hall, y: 1.8, h: 5.2 }, 4, 3, 'downlight', '筒灯'),
    ...lampGrid({ ...R.waiting, y: 1.8, h: 5.2 }, 3, 3, 'downlight', '筒灯'),
    ...lampGrid({ ...R.consultA, y: 1.8, h: 5.2 }, 1, 2, 'panel', '面板灯'),
    ...lampGrid({ ...R.consultB, y: 1.8, h: 5.2 }, 1, 2, 'panel', '面板灯'),
    ...lampGrid({ ...R.treatment, y: 1.8, h: 5.2 }, 2, 2, 'panel', '面板灯'),
    ...lampGrid(R.corridor, 8, 1, 'downlight', '筒灯'),
    ...lampGrid(R.pharmacy, 2, 3, 'panel', '面板灯'),
    ...lampGrid({ ...R.lab, y: 11.2, h: 4.8 }, 2, 2, 'panel', '面板灯'),
    { type: 'linear', name: '线性灯', x: 13, y: 11.8, points: [13, 11.8, 16, 11.8] },
    ...lampGrid({ ...R.nurse, y: 12.3, h: 3.7 }, 2, 2, 'downlight', '筒灯'),
    ...[R.wardA, R.wardB].flatMap((w) => [
      { type: 'linear' as const, name: '床头灯', x: w.x + 0.4, y: w.y + 1.2, points: [w.x + 0.4, w.y + 1.2, w.x + 0.4, w.y + 5.4] },
      ...lampGrid({ ...w, x: w.x + 2.2, w: w.w - 2.2, y: w.y + 1.8, h: w.h - 1.8 }, 2, 2, 'downlight', '筒灯'),
      { type: 'wall' as const, name: '夜灯', x: w.x + w.w - 0.3, y: w.y + 0.6 },
    ]),
  ];
}

const zone = (tag: PlanZone['tag'], r: PlanRoom, name: string, color: string): PlanZone => ({ tag, name, x: r.x, y: r.y, w: r.w, h: r.h, color });

/** The standard values of GB 50034-2013 (医疗建筑) per room. */
export function hospitalIllZones(): PlanZone[] {
  return [
    zone('ill-range', R.hall, '200 lx', '#ffe8cc'),
    zone('ill-range', R.waiting, '200 lx', '#ffe8cc'),
    zone('ill-range', R.consultA, '300 lx', '#ffc078'),
    zone('ill-range', R.consultB, '300 lx', '#ffc078'),
    zone('ill-range', R.treatment, '300 lx', '#ffc078'),
    zone('ill-range', R.corridor, '100 lx', '#fff4e6'),
    zone('ill-range', R.pharmacy, '500 lx', '#ff922b'),
    zone('ill-range', R.lab, '500 lx', '#ff922b'),
    zone('ill-range', R.nurse, '300 lx', '#ffc078'),
    zone('ill-range', R.wardA, '100 lx', '#fff4e6'),
    zone('ill-range', R.wardB, '100 lx', '#fff4e6'),
  ];
}

/** The three colour-temperature zones: public and clinical areas cool, offices neutral, rest areas warm. */
export function hospitalCctZones(): PlanZone[] {
  return [
    zone('cct-range', R.hall, '5200-6500K', '#a5d8ff'),
    zone('cct-range', R.waiting, '5200-6500K', '#a5d8ff'),
    zone('cct-range', R.consultA, '3500-5200K', '#e7f5ff'),
    zone('cct-range', R.consultB, '3500-5200K', '#e7f5ff'),
    zone('cct-range', R.treatment, '3500-5200K', '#e7f5ff'),
    zone('cct-range', R.corridor, '5200-6500K', '#a5d8ff'),
    zone('cct-range', R.pharmacy, '5200-6500K', '#a5d8ff'),
    zone('cct-range', R.lab, '3500-5200K', '#e7f5ff'),
    zone('cct-range', R.nurse, '3500-5200K', '#e7f5ff'),
    zone('cct-range', R.wardA, '2700-3500K', '#ffd43b'),
    zone('cct-range', R.wardB, '2700-3500K', '#ffd43b'),
  ];
}

/** A patient's day route (hall → registration → consulting → pharmacy) and the nurse's night round. */
export function hospitalRoutes(): PlanActivityLine[] {
  return [
    { type: 'day', points: [2, 1, 2, 4, 12, 4, 20, 4, 20, 8.2, 3, 8.2, 3, 10.5] },
    { type: 'night', points: [14.5, 10.5, 14.5, 8.2, 20, 8.2, 20, 10.5] },
    { type: 'night', points: [14.5, 8.2, 26.5, 8.2, 26.5, 10.5] },
  ];
}
