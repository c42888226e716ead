import type { LampType } from '../../schema/elements/lighting';
import type { PRODUCT_UNITS } from '../../protocol/product';
import type { CatalogueEntry, CataloguePhotometry } from '../catalogue-types';
import { paramDef, type INSTALL_METHODS, type ParamValue } from '../params';
import { drawPictures, type DrawKind } from './pictures';

// One product of the sample catalogue as a compact specification, and the builder that turns it
// into a catalogue entry: parameters (ids and names of PARAM_DEFS, numbers as plain numbers so
// the display rules append units), flux and efficacy from power × luminaire efficacy,
// variants as the combinations of their dimensions, pictures drawn from the same numbers and
// a photometric distribution agreeing with them.

export type Install = (typeof INSTALL_METHODS)[number];
export type Ip = 'IP20' | 'IP40' | 'IP44' | 'IP54' | 'IP65' | 'IP67' | 'IP68';
export type Driver = '恒流' | '恒压' | '外置电源' | '内置电源';
export type Dimming = '不调光' | '可控硅' | '0-10V' | 'DALI' | '蓝牙Mesh' | 'Zigbee';
export type Unit = (typeof PRODUCT_UNITS)[number];
export type Shape = CataloguePhotometry['shape'];

/** Invented brands: sample data for LightKit, no real company. */
export const BRANDS = {
  lk: '光刻 LightKit 示例',
  my: '明研照明（示例）',
  cg: '澄光（示例）',
  qm: '栖木灯饰（示例）',
  yl: '远岚户外（示例）',
} as const;

/** A variant value: its label (what the sku shows), its code suffix and its price difference. */
export type DimValue = readonly [label: string, code: string, delta?: number];
export interface Dim {
  name: string;
  values: readonly DimValue[];
}

export interface Spec {
  key: string;
  code: string;
  name: string;
  brand: string;
  category: string;
  lampType: LampType;
  /** the 灯具类型 parameter, e.g. 筒灯 */
  kind: string;
  draw: DrawKind;
  /** W (per metre for a strip sold by the metre) */
  power: number;
  /** luminaire efficacy aimed at, lm/W; flux = power × efficacy */
  efficacy: number;
  cct: number;
  ra: number;
  /** degrees; null for a lamp without a meaningful beam (photometry then null) */
  beam: number | null;
  shape: Shape | null;
  ugr?: number;
  /** "Φ85×62", "600×600×10", "1200×60×75" (mm) */
  size: string;
  /** "Φ75" or "1200×50" (mm), recessed lamps only */
  cutout?: string;
  install: Install;
  ip: Ip;
  voltage: string;
  driver: Driver;
  dimming: Dimming;
  material: string;
  finish: string;
  /** ¥, of the first variant */
  price: number;
  unit: Unit;
  unitTip?: string;
  warranty: number;
  /** sold by the metre: power and flux are per metre */
  perMetre?: boolean;
  variants?: readonly Dim[];
  /** the first line of the description */
  intro: string;
}

/** A family: the values its products share, then each product's own (which may override them). */
export function family<B extends Partial<Spec>>(base: B, rows: readonly (Omit<Spec, keyof B> & Partial<Spec>)[]): Spec[] {
  return rows.map((row) => ({ ...base, ...row }) as Spec);
}

export const cctDim = (...ccts: number[]): Dim => ({ name: '色温', values: ccts.map((k) => [`${k}K`, String(k / 100)] as const) });
export const beamDim = (...beams: number[]): Dim => ({ name: '光束角', values: beams.map((b) => [`${b}°`, String(b)] as const) });
/** finishes with their price differences, e.g. finishDim(['白', 'W'], ['黑', 'B', 10]) */
export const finishDim = (...values: DimValue[]): Dim => ({ name: '颜色', values });
export const lengthDim = (...values: DimValue[]): Dim => ({ name: '长度', values });

export const WHITE_BLACK = finishDim(['白', 'W'], ['黑', 'B']);

/** What most lamps of the catalogue share; a family spreads it and states what differs. */
export const SHARED = {
  brand: BRANDS.lk,
  cct: 3000,
  ra: 90,
  ip: 'IP20',
  voltage: '220',
  dimming: '不调光',
  unit: '个',
  warranty: 3,
} as const satisfies Partial<Spec>;

const round2 = (v: number) => Math.round(v * 100) / 100;

export const fluxOf = (s: Pick<Spec, 'power' | 'efficacy'>): number => Math.round(s.power * s.efficacy);

function param(id: string, value: string | number, unit?: string): ParamValue {
  const def = paramDef(id);
  if (!def) throw new Error(`catalogue: no parameter definition ${id}`);
  const p: ParamValue = { id, name: def.name, value: String(value) };
  if (unit) p.unit = unit;
  return p;
}

function params(s: Spec): ParamValue[] {
  const flux = fluxOf(s);
  const list = [
    param('model', s.code),
    param('lamp_type', s.kind),
    param('power', s.power, s.perMetre ? 'W/m' : undefined),
    param('voltage', s.voltage),
    param('driver', s.driver),
    param('dimming', s.dimming),
    param('cct', s.cct),
    param('ra', s.ra),
  ];
  if (s.beam !== null) list.push(param('beam', s.beam));
  list.push(param('flux', flux, s.perMetre ? 'lm/m' : undefined), param('efficacy', Math.round(flux / s.power)));
  if (s.ugr !== undefined) list.push(param('ugr', s.ugr));
  list.push(param('size', s.size));
  if (s.cutout) list.push(param('cutout', s.cutout));
  list.push(param('install', s.install), param('ip', s.ip), param('material', s.material), param('finish', s.finish));
  return list;
}

/** Every combination of the dimensions' values, in order (the first dimension varies slowest). */
function combinations(dims: readonly Dim[]): DimValue[][] {
  return dims.reduce<DimValue[][]>((acc, d) => acc.flatMap((c) => d.values.map((v) => [...c, v])), [[]]);
}

function description(s: Spec): string {
  const beam = s.beam !== null ? `，光束角 ${s.beam}°` : '';
  const per = s.perMetre ? '每米' : '';
  return [
    s.intro,
    `${s.kind}，${per}${s.power} W，${s.cct}K，Ra${s.ra}${beam}，${per}光通量 ${fluxOf(s)} lm，${s.ip}，质保 ${s.warranty} 年。`,
    '示例数据：本产品为 LightKit 演示用的示例数据，品牌、型号与价格均为虚构，仅供演示。',
  ].join('\n');
}

export function buildEntry(s: Spec): CatalogueEntry {
  const dims = s.variants ?? [];
  const skus = dims.length === 0 ? [] : combinations(dims).map((c) => ({
    id: '',
    values: c.map((v) => v[0]),
    code: [s.code, ...c.map((v) => v[1])].join('-'),
    price: round2(s.price + c.reduce((sum, v) => sum + (v[2] ?? 0), 0)),
    photometry: null,
  }));
  const photometry: CataloguePhotometry | null =
    s.beam !== null && s.shape !== null ? { lumens: fluxOf(s), watts: s.power, beamAngle: s.beam, shape: s.shape } : null;
  return {
    key: s.key,
    category: s.category,
    lampType: s.lampType,
    product: {
      code: s.code,
      mcode: '',
      name: s.name,
      brand: s.brand,
      description: description(s),
      params: params(s),
      price: round2(s.price),
      unit: s.unit,
      unit_tip: s.unitTip ?? '',
      warranty: s.warranty,
      remark: '示例数据',
      sku_names: dims.map((d) => ({ name: d.name, values: d.values.map((v) => v[0]) })),
      skus,
    },
    pictures: drawPictures(s),
    photometry,
  };
}
