import { roundCct } from './cct-axis';
import { gridLx, numberOf, planningName, refuse, type Verdict } from './verdict';

// The rules of the illuminance and colour-temperature mode chart (`lit-ill-cct`, issue 11,
// spec 002 §5 and §9): modes of a name, an illuminance and a colour temperature.

export const MODE_LX = { min: 5, max: 1000, step: 10 } as const;

/** A mode's name: trimmed, 1..20 characters, unlike the other modes' names. */
export const modeName = (raw: unknown, otherModes: readonly string[]): Verdict<string> => planningName(raw, otherModes, 'planning.rule.modeNameTaken');

/** A mode's illuminance: 5..1000 lx on the 10 lx grid (5 and 1000 themselves allowed). */
export function modeLx(raw: unknown): Verdict<number> {
  const n = numberOf(raw);
  return n === undefined ? refuse('planning.rule.lxNotNumber') : { ok: true, value: gridLx(n, MODE_LX.min, MODE_LX.max) };
}

/** A mode's colour temperature: 1750..10000 K, rounded as the axis rounds (cct-axis.ts). */
export function modeCct(raw: unknown): Verdict<number> {
  const n = numberOf(raw);
  return n === undefined ? refuse('planning.rule.cctNotNumber') : { ok: true, value: roundCct(n) };
}

export interface Mode {
  name: string;
  lx: number;
  cct: number;
}

/** The six default modes of spec 002 §9 (names written in Chinese for LightKit). */
export const DEFAULT_MODES: readonly Mode[] = [
  { name: '起夜', lx: 20, cct: 2500 },
  { name: '放松', lx: 100, cct: 2700 },
  { name: '氛围', lx: 150, cct: 3000 },
  { name: '聊天', lx: 200, cct: 3500 },
  { name: '社交', lx: 250, cct: 4000 },
  { name: '日常', lx: 300, cct: 4500 },
];
