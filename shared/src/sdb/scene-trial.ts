import { lumenMethod, melanopic, roomIndex, utilisationFactor, wellL03, type LuminaireClass } from '../lighting/calc';

// The scene trial tool (场景试灯, /kit/sdb, issue 16): a room, the lamps in it, and scenes that
// set each lamp's dimming and colour temperature. Rules and the estimate, shared by the client,
// the server (limits) and the tests.

/** At most this many scene sets per account, scenes per set and lamps per set. */
export const SDB_SETS_MAX = 50;
export const SDB_SCENES_MAX = 20;
export const SDB_LAMPS_MAX = 30;
export const SDB_NAME_MAX = 20;
export const SDB_CCT_MIN = 2700;
export const SDB_CCT_MAX = 6500;

export interface SdbRoom {
  /** m */
  length: number;
  width: number;
  /** ceiling height, m */
  height: number;
}

export interface SdbLamp {
  /** unique in the set */
  key: string;
  name: string;
  /** rated flux at 100 %, lm */
  flux: number;
  /** W */
  power: number;
  /** utilisation-factor class */
  luminaire: LuminaireClass;
  /** the product library's uuid when picked from it */
  product?: string;
  /** where the glow sits in the room view, 0-1 of its width and depth */
  x: number;
  y: number;
}

export interface SdbCell {
  /** 0-100 % */
  dim: number;
  /** 2700-6500 K */
  cct: number;
}

export interface SdbScene {
  name: string;
  /** one per lamp, in the set's lamp order */
  cells: SdbCell[];
}

export interface SdbSet {
  name: string;
  room: SdbRoom;
  lamps: SdbLamp[];
  scenes: SdbScene[];
}

/**
 * Generic lamps so the tool works with an empty library. Typical catalogue figures for
 * residential LED luminaires (a 7 W downlight of ≈ 600 lm is the common 75 mm cut-out class);
 * the strip is one metre at 10 W/m.
 */
export const BUILTIN_LAMPS: readonly Omit<SdbLamp, 'key' | 'x' | 'y'>[] = [
  { name: '筒灯 7W', flux: 600, power: 7, luminaire: 'downlight' },
  { name: '射灯 7W', flux: 500, power: 7, luminaire: 'downlight' },
  { name: '灯带 每米 10W', flux: 900, power: 10, luminaire: 'linear' },
  { name: '吊灯 15W', flux: 1200, power: 15, luminaire: 'downlight' },
  { name: '落地灯 12W', flux: 1000, power: 12, luminaire: 'panel' },
];
export const BUILTIN_LAMP_IDS = ['downlight', 'spotlight', 'strip', 'pendant', 'floor'] as const;

/** The estimate's fixed assumptions, shown beside the figures. */
export const SDB_ASSUMPTIONS = { workPlane: 0.75, ceiling: 0.7, wall: 0.5, floor: 0.2, mf: 0.8 } as const;

export interface SceneEstimate {
  /** average maintained illuminance on the work plane, lx */
  lux: number;
  /** the flux-weighted colour temperature of what is on, K (0 when all is off) */
  cct: number;
  /** equivalent melanopic lux, taking the work-plane lux as the eye's (a rough upper figure) */
  eml: number;
  melanopicEdi: number;
  /** WELL v2 L03 points that EML would earn */
  wellPoints: 0 | 1 | 3;
  /** W drawn, with dimming taken as linear in power */
  power: number;
}

/**
 * A documented simple estimate of a scene: the lumen method on the room (GB 50034 利用系数法,
 * shared/src/lighting/calc), each lamp counted once with its flux × dimming, its UF from its class
 * and the room index K = L·W / (h·(L+W)), h the ceiling height above a 0.75 m work plane, with
 * reflectances 70/50/20 % and MF 0.8; the lamps' lux summed. The melanopic figure sums each
 * lamp's EML (lux × ratio at its CCT). It treats every lamp as if it lit the room evenly, so it
 * is a figure for comparing scenes, not a lighting calculation.
 */
export function sceneEstimate(room: SdbRoom, lamps: readonly SdbLamp[], scene: SdbScene): SceneEstimate {
  const a = SDB_ASSUMPTIONS;
  const area = room.length * room.width;
  const K = roomIndex({ length: room.length, width: room.width, height: room.height - a.workPlane });
  let lux = 0;
  let eml = 0;
  let flux = 0;
  let weighted = 0;
  let power = 0;
  lamps.forEach((lamp, i) => {
    const cell = scene.cells[i];
    if (!cell || cell.dim <= 0) return;
    const f = lamp.flux * (cell.dim / 100);
    const { uf } = utilisationFactor({ roomIndex: K, ceiling: a.ceiling, wall: a.wall, floor: a.floor, luminaire: lamp.luminaire });
    const e = lumenMethod({ area, flux: f, uf, mf: a.mf, count: 1 }).lux;
    lux += e;
    eml += melanopic({ lux: e, cct: cell.cct }).eml;
    flux += f;
    weighted += f * cell.cct;
    power += lamp.power * (cell.dim / 100);
  });
  return { lux, cct: flux > 0 ? weighted / flux : 0, eml, melanopicEdi: eml / 1.104, wellPoints: wellL03({ eml }), power };
}

/** A new scene for a set of lamps: all on at 100 %, 3000 K. */
export const newScene = (name: string, lampCount: number): SdbScene => ({ name, cells: Array.from({ length: lampCount }, () => ({ dim: 100, cct: 3000 })) });

/** The set as a starting point: a 5 × 4 m living room, 2.8 m high, with the built-in lamps. */
export function defaultSet(name = '客厅'): SdbSet {
  const spots: [number, number][] = [[0.25, 0.3], [0.75, 0.3], [0.5, 0.08], [0.5, 0.5], [0.12, 0.8]];
  const lamps = BUILTIN_LAMPS.map((l, i) => ({ ...l, key: BUILTIN_LAMP_IDS[i]!, x: spots[i]![0], y: spots[i]![1] }));
  return { name, room: { length: 5, width: 4, height: 2.8 }, lamps, scenes: [newScene('日常', lamps.length)] };
}

const round = (v: number, step: number): number => Math.round(v / step) * step;
const cap = (s: string, n: number): string => [...s].slice(0, n).join('');

/**
 * The rows of a lighting-scene table (`lit-scene`, shared/src/planning/tables/lit-scene.ts) for a
 * scene set: per scene its name, a description listing the lamps that are on (dimming and CCT),
 * the estimated lux (to 10 lx, 0-1000), the flux-weighted CCT (to 50 K, 1750-10000), no
 * activities, and the average dimming of the lamps on as the param (≤ 10 characters). At most
 * 12 rows, the table's cap.
 */
export function litSceneRows(set: SdbSet): Record<string, string | number>[] {
  return set.scenes.slice(0, 12).map((scene) => {
    const est = sceneEstimate(set.room, set.lamps, scene);
    const on = set.lamps.map((lamp, i) => ({ lamp, cell: scene.cells[i] })).filter((x) => x.cell && x.cell.dim > 0);
    const desc = on.length === 0 ? '全部关闭' : on.map(({ lamp, cell }) => `${lamp.name} ${cell!.dim}% ${cell!.cct}K`).join('、');
    const avg = on.length === 0 ? 0 : Math.round(on.reduce((s, x) => s + x.cell!.dim, 0) / on.length);
    return {
      name: cap(scene.name, 20),
      desc: cap(desc, 500),
      lx: Math.min(1000, Math.max(0, round(est.lux, 10))),
      cct: est.cct === 0 ? 3000 : Math.min(10000, Math.max(1750, round(est.cct, 50))),
      activity: '',
      param: cap(`${avg}%`, 10),
    };
  });
}
