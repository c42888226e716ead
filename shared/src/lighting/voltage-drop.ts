// Voltage drop of a lighting circuit (issue 16, the voltage-drop calculator): DC runs feeding LED
// strips at 12/24 V, single-phase and three-phase AC circuits, the standard copper sections, and
// the smallest section that keeps the drop within 3 %.
//
// Refusals: like power-density.ts, these are formulas a screen calls after validating its
// fields, so an impossible input throws a RangeError whose message is a message key
// (`toolsData.voltagePositive` …) that the screen can translate; nothing returns NaN or Infinity.
//
// Formulas (resistive drop only; cable reactance is left out, which is what the short, small-
// section runs of lighting circuits allow):
//   DC and single-phase AC: ΔU = 2·I·L·ρ / S  (the current goes out and back: two conductors)
//   three-phase AC:         ΔU = √3·I·L·ρ·cosφ / S, with I = P / (√3·U·cosφ), U the line voltage
// L is the one-way length (m), S the conductor section (mm²), ρ in Ω·mm²/m.

import type { MessageKey } from '../i18n';

export type SupplySystem = 'dc' | 'ac1' | 'ac3';
export type ConductorMaterial = 'cu' | 'al';

/**
 * Resistivity, Ω·mm²/m, at about 20 °C. Copper 0.0175 is the figure Chinese electrical handbooks
 * commonly use for voltage-drop estimates (LIGHTING.md gives 0.0172-0.0175); it sits a little above annealed copper's
 * 0.017241 (IEC 60028), so an estimate leans to the safe side. Aluminium 0.0283 is hard-drawn
 * aluminium's 0.028264 (IEC 60889) rounded. A conductor at its 70 °C working temperature has
 * about 20 % more resistance than this; the calculator does not guess the temperature.
 */
export const RESISTIVITY: Readonly<Record<ConductorMaterial, number>> = { cu: 0.0175, al: 0.0283 };

/** Standard conductor sections (mm²) offered by the calculator, smallest first. */
export const CABLE_SIZES = [0.5, 0.75, 1, 1.5, 2.5, 4, 6, 10, 16] as const;
export type CableSize = (typeof CABLE_SIZES)[number];

/** Verdict limits, % of the supply voltage: ≤ 3 % pass, ≤ 5 % warn, above fail. */
export const DROP_PASS_PERCENT = 3;
export const DROP_WARN_PERCENT = 5;

export type DropVerdict = 'pass' | 'warn' | 'fail';

export interface VoltageDropInput {
  system: SupplySystem;
  /** supply voltage, V (three-phase: line-to-line) */
  voltage: number;
  /** load, W; give this or `current`, not both */
  power?: number;
  /** load current, A; give this or `power`, not both */
  current?: number;
  /** one-way cable length, m */
  length: number;
  /** conductor section, mm² */
  area: number;
  /** default copper */
  material?: ConductorMaterial;
  /** cosφ in (0, 1], AC only; default 1 (a resistive load; LED drivers are usually 0.9 or more) */
  powerFactor?: number;
}

export interface VoltageDropResult {
  /** A */
  current: number;
  /** V */
  drop: number;
  /** drop as % of the supply voltage */
  percent: number;
  verdict: DropVerdict;
  /** the resistivity used, Ω·mm²/m */
  resistivity: number;
}

const refuse = (k: MessageKey) => new RangeError(k);

function positive(value: unknown, k: MessageKey): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw refuse('toolsData.notNumber');
  if (value <= 0) throw refuse(k);
  return value;
}

/**
 * Percent limits are "≤"; a drop a hair over 3 % from binary rounding (e.g. 0.36 V of 12 V) must
 * still pass, so compare with a tolerance far below anything a meter resolves.
 */
const EPS = 1e-9;

export function dropVerdict(percent: number): DropVerdict {
  if (percent <= DROP_PASS_PERCENT + EPS) return 'pass';
  if (percent <= DROP_WARN_PERCENT + EPS) return 'warn';
  return 'fail';
}

export function voltageDrop(input: VoltageDropInput): VoltageDropResult {
  const { system, power, current } = input;
  if (system !== 'dc' && system !== 'ac1' && system !== 'ac3') throw refuse('toolsData.unknownSystem');
  const material = input.material ?? 'cu';
  if (material !== 'cu' && material !== 'al') throw refuse('toolsData.unknownMaterial');
  const voltage = positive(input.voltage, 'toolsData.voltagePositive');
  const length = positive(input.length, 'toolsData.lengthPositive');
  const area = positive(input.area, 'toolsData.areaPositive');
  // the power factor is checked whenever it is given, so a wrong field never passes silently;
  // DC has none and ignores it
  const pf = input.powerFactor === undefined ? 1 : input.powerFactor;
  if (typeof pf !== 'number' || !Number.isFinite(pf)) throw refuse('toolsData.notNumber');
  if (pf <= 0 || pf > 1) throw refuse('toolsData.powerFactorRange');
  if ((power === undefined) === (current === undefined)) throw refuse('toolsData.powerOrCurrent');
  const cosPhi = system === 'dc' ? 1 : pf;

  let amps: number;
  if (current !== undefined) amps = positive(current, 'toolsData.currentPositive');
  else {
    const watts = positive(power, 'toolsData.powerPositive');
    amps = system === 'ac3' ? watts / (Math.sqrt(3) * voltage * cosPhi) : watts / (voltage * cosPhi);
  }

  const rho = RESISTIVITY[material];
  const drop = system === 'ac3' ? (Math.sqrt(3) * amps * length * rho * cosPhi) / area : (2 * amps * length * rho) / area;
  const percent = (drop / voltage) * 100;
  return { current: amps, drop, percent, verdict: dropVerdict(percent), resistivity: rho };
}

/** The smallest of CABLE_SIZES whose drop passes (≤ 3 %), or null if even 16 mm² does not. */
export function smallestCable(input: Omit<VoltageDropInput, 'area'>): CableSize | null {
  for (const area of CABLE_SIZES) if (voltageDrop({ ...input, area }).verdict === 'pass') return area;
  return null;
}

export interface StripRunInput {
  voltage: 12 | 24;
  /** the strip's rated power, W/m */
  wattsPerMetre: number;
  /** length of strip fed from one end, m */
  length: number;
  /** one-way length of the feed cable from the driver to the strip, m */
  cableLength: number;
  /** feed cable section, mm² */
  area: number;
  material?: ConductorMaterial;
  /**
   * Optional section (mm², copper) of each of the strip's own supply rails. When given, the drop
   * along the strip itself is added; the strip's load is spread evenly along it, so its drop at
   * the far end is half of what the whole current would cause at the end: I·Ls·ρ/S (not 2·I·Ls·ρ/S).
   * Manufacturers rarely state this section (they give a maximum run length instead), so it is
   * left out unless known.
   */
  stripRailArea?: number;
}

export interface StripRunResult extends VoltageDropResult {
  /** W of the whole run */
  power: number;
  /** V lost in the feed cable (the voltage missing where the strip starts) */
  cableDrop: number;
  /** V lost along the strip to its far end (0 unless `stripRailArea` is given) */
  stripDrop: number;
}

/**
 * An LED strip fed from one end: the current of the whole run through the feed cable, and the
 * drop at the far end of the strip. 12 V strips draw twice the current of 24 V ones for the
 * same power, so the same cable loses four times the percentage.
 */
export function stripRun(input: StripRunInput): StripRunResult {
  if (input.voltage !== 12 && input.voltage !== 24) throw refuse('toolsData.stripVoltage');
  const wpm = positive(input.wattsPerMetre, 'toolsData.wattsPerMetrePositive');
  const stripLength = positive(input.length, 'toolsData.lengthPositive');
  const power = wpm * stripLength;
  const material = input.material ?? 'cu';
  const cable = voltageDrop({ system: 'dc', voltage: input.voltage, power, length: input.cableLength, area: input.area, material });
  let stripDrop = 0;
  if (input.stripRailArea !== undefined) {
    const rail = positive(input.stripRailArea, 'toolsData.areaPositive');
    stripDrop = (cable.current * stripLength * RESISTIVITY.cu) / rail;
  }
  const drop = cable.drop + stripDrop;
  const percent = (drop / input.voltage) * 100;
  return { power, current: cable.current, cableDrop: cable.drop, stripDrop, drop, percent, verdict: dropVerdict(percent), resistivity: cable.resistivity };
}
