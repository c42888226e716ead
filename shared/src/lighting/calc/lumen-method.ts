// Lumen method (利用系数法): maintained average illuminance on the work plane
// E = N·Φ·U·K / A (LIGHTING.md "Calculations"; K here is the maintenance factor 维护系数, not
// the room index).

import { finite, positive, refuse } from './refuse';

/**
 * Maintenance-factor presets labelled "GB 50034-2013 维护系数" (clean 0.80, normal 0.70, heavily
 * polluted 0.60, outdoor / open 0.65): the table of GB 50034-2013 §4.1.6 (表 4.1.6, chosen by the
 * environment's pollution and how often luminaires are cleaned), which a space's check and the
 * design tools offer. GB/T 50034-2024 now applies: check before quoting.
 */
export const MAINTENANCE_FACTORS = {
  source: 'GB 50034-2013 维护系数',
  sourceKey: 'calc.maintenance.source',
  presets: [
    { id: 'clean', mf: 0.8, labelKey: 'calc.maintenance.clean' },
    { id: 'normal', mf: 0.7, labelKey: 'calc.maintenance.normal' },
    { id: 'polluted', mf: 0.6, labelKey: 'calc.maintenance.polluted' },
    { id: 'outdoor', mf: 0.65, labelKey: 'calc.maintenance.outdoor' },
  ],
} as const;

export type MaintenancePreset = (typeof MAINTENANCE_FACTORS.presets)[number]['id'];

export interface LumenMethodInput {
  /** work-plane area, m² */
  area: number;
  /** flux of one luminaire, lm */
  flux: number;
  /** utilisation factor, (0, 1] */
  uf: number;
  /** maintenance factor, (0, 1] */
  mf: number;
  /** target maintained illuminance, lx (give this or count) */
  lux?: number;
  /** number of luminaires (give this or lux) */
  count?: number;
}

export interface LumenMethodResult {
  count: number;
  /** maintained average illuminance that count achieves, lx */
  lux: number;
}

/**
 * A count exactly enough for the target must not round up to one more because of binary
 * floating point (50 lx on 21.6 m² from 600 lm, UF 0.75, MF 0.8 is 3.0000000000000004 luminaires); a millionth of a luminaire is
 * far below anything a designer orders.
 */
const EPS = 1e-6;

function factor(value: unknown): number {
  const v = finite(value);
  if (v <= 0 || v > 1) refuse('calc.factorRange');
  return v;
}

export function lumenMethod(input: LumenMethodInput): LumenMethodResult {
  const area = positive(input.area, 'calc.areaPositive');
  const flux = positive(input.flux, 'calc.fluxPositive');
  const uf = factor(input.uf);
  const mf = factor(input.mf);
  const hasLux = input.lux !== undefined;
  const hasCount = input.count !== undefined;
  if (hasLux === hasCount) refuse('calc.luxOrCount');
  const perLuminaire = (flux * uf * mf) / area;

  if (hasLux) {
    const target = positive(input.lux, 'calc.luxPositive');
    const count = Math.max(1, Math.ceil(target / perLuminaire - EPS));
    return { count, lux: count * perLuminaire };
  }
  const count = finite(input.count);
  if (count <= 0 || !Number.isInteger(count)) refuse('calc.countPositive');
  return { count, lux: count * perLuminaire };
}
