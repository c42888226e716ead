import { lampGrid, type FloorPlan, type PlanLamp, type PlanRoom, type PlanZone } from '../common/floor-plan';

// The office floor the deck illustrates with: a headquarters floor of about 450 m² (28 × 16 m),
// reception, an open office for 40 desks, the chairman's office, an executive meeting room, a
// large meeting room, two small meeting rooms and a pantry off one corridor. Lamps, illuminance
// and colour-temperature zones all sit on these rooms.

const room = (name: string, x: number, y: number, w: number, h: number): PlanRoom => ({ name, x, y, w, h });

export const OFFICE_ROOMS = {
  reception: room('前台接待', 0, 0, 6, 5),
  smallA: room('小会议室A', 0, 5, 6, 4),
  open: room('开放办公区', 6, 0, 14, 9),
  chairman: room('董事长办公室', 20, 0, 8, 9),
  corridor: room('走廊', 0, 9, 28, 2),
  large: room('大会议室', 0, 11, 10, 5),
  executive: room('高管会议室', 10, 11, 7, 5),
  smallB: room('小会议室B', 17, 11, 5, 5),
  pantry: room('茶水间', 22, 11, 6, 5),
} as const;

export const OFFICE_PLAN: FloorPlan = { width: 28, depth: 16, rooms: Object.values(OFFICE_ROOMS) };

const R = OFFICE_ROOMS;

/** The point layout: linear pendants over the desks, downlights elsewhere, a cove and accents where the rooms receive guests. */
export function officeLamps(): PlanLamp[] {
  const runs: PlanLamp[] = [1.8, 4.5, 7.2].flatMap((y) => [
    { type: 'linear' as const, name: '线性吊灯', x: 7.5, y, points: [7.5, y, 12.5, y] },
    { type: 'linear' as const, name: '线性吊灯', x: 13.5, y, points: [13.5, y, 18.5, y] },
  ]);
  return [
    ...lampGrid({ ...R.reception, y: 1.9, h: 2 }, 3, 1, 'downlight', '筒灯'),
    { type: 'linear', name: '线性灯', x: 1, y: 4.2, points: [1, 4.2, 5, 4.2] },
    { type: 'spotlight', name: '射灯', x: 0.4, y: 2.4, spot: true },
    ...lampGrid({ ...R.smallA, y: 5.6, h: 3.4 }, 2, 1, 'panel', '面板灯'),
    ...runs,
    ...lampGrid({ ...R.chairman, x: 20.6, w: 6.8, y: 2, h: 6.6 }, 3, 3, 'downlight', '筒灯'),
    { type: 'strip', name: '灯带', x: 20.4, y: 8.6, points: [20.4, 8.6, 27.6, 8.6] },
    { type: 'spotlight', name: '射灯', x: 27.6, y: 3, spot: true },
    { type: 'spotlight', name: '射灯', x: 27.6, y: 6, spot: true },
    { type: 'floor', name: '落地灯', x: 21.2, y: 7.4 },
    ...lampGrid(R.corridor, 6, 1, 'downlight', '筒灯'),
    ...lampGrid({ ...R.large, y: 12, h: 4 }, 4, 2, 'panel', '面板灯'),
    { type: 'spotlight', name: '射灯', x: 0.4, y: 13.5, spot: true },
    { type: 'polygon', name: '环形灯带', x: 11.6, y: 12.2, points: [11.6, 12.2, 15.4, 12.2, 15.4, 14.8, 11.6, 14.8] },
    ...lampGrid(R.executive, 3, 1, 'downlight', '筒灯').map((l) => ({ ...l, y: 15.5 })),
    ...lampGrid(R.smallB, 2, 2, 'downlight', '筒灯'),
    ...lampGrid(R.pantry, 2, 2, 'downlight', '筒灯'),
  ];
}

const zone = (tag: PlanZone['tag'], r: PlanRoom, name: string, color: string): PlanZone => ({ tag, name, x: r.x, y: r.y, w: r.w, h: r.h, color });

/** Design illuminance per room on the working plane (targets of the 设计依据 chapter). */
export function officeIllZones(): PlanZone[] {
  return [
    zone('ill-range', R.reception, '300 lx', '#ffd8a8'),
    zone('ill-range', R.smallA, '300 lx', '#ffd8a8'),
    zone('ill-range', R.open, '500 lx', '#ffa94d'),
    zone('ill-range', R.chairman, '500 lx', '#ffa94d'),
    zone('ill-range', R.corridor, '100 lx', '#fff4e6'),
    zone('ill-range', R.large, '300-750 lx', '#ff922b'),
    zone('ill-range', R.executive, '300-750 lx', '#ff922b'),
    zone('ill-range', R.smallB, '300 lx', '#ffd8a8'),
    zone('ill-range', R.pantry, '200 lx', '#ffe8cc'),
  ];
}

/** Colour temperature per room: neutral where people work, warmer where they receive and rest. */
export function officeCctZones(): PlanZone[] {
  return [
    zone('cct-range', R.reception, '3500K', '#ffe066'),
    zone('cct-range', R.smallA, '4000K', '#e7f5ff'),
    zone('cct-range', R.open, '3000-5000K', '#91a7ff'),
    zone('cct-range', R.chairman, '3000-4000K', '#a5d8ff'),
    zone('cct-range', R.corridor, '3500K', '#ffe066'),
    zone('cct-range', R.large, '4000K', '#e7f5ff'),
    zone('cct-range', R.executive, '3000-4000K', '#a5d8ff'),
    zone('cct-range', R.smallB, '4000K', '#e7f5ff'),
    zone('cct-range', R.pantry, '3000K', '#ffd43b'),
  ];
}
