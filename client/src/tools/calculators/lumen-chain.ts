import type { TFunction } from 'i18next';
import { MAINTENANCE_FACTORS, roomIndex, utilisationFactor, type MaintenancePreset } from '../../../../shared/src/lighting/calc';
import { attempt, fmt } from '../attempt';
import { parseNumber } from '../NumberField';
import { roomValues, type RoomState } from '../room-inputs';

// The first half of every lumen-method tool: room index, utilisation factor, maintenance factor,
// area and the luminaire's flux, each refusal kept with the field it belongs to, and the
// formulas with the numbers put in.

export type MfPreset = MaintenancePreset;

/** The maintenance factor of a GB 50034-2013 preset. */
export const mfOf = (id: MfPreset): number => MAINTENANCE_FACTORS.presets.find((p) => p.id === id)!.mf;
export const MF_PRESETS: readonly MfPreset[] = MAINTENANCE_FACTORS.presets.map((p) => p.id);

export type LumenChain =
  | { ok: true; k: number; uf: number; clamped: boolean; mf: number; area: number; flux: number; height: number; formula: string[]; errors: Record<string, string> }
  | { ok: false; errors: Partial<Record<'length' | 'width' | 'mount' | 'flux', string>> };

export function lumenChain(room: RoomState, mfPreset: MfPreset, fluxText: string, t: TFunction): LumenChain {
  const v = roomValues(room);
  const errors: Partial<Record<'length' | 'width' | 'mount' | 'flux', string>> = {};
  const nan = t('toolsUi.notANumber');
  if (v.length === null) errors.length = nan;
  if (v.width === null) errors.width = nan;
  if (v.height === null) errors.mount = nan;
  const flux = parseNumber(fluxText);
  if (flux === null) errors.flux = nan;
  else if (flux <= 0) errors.flux = t('toolsUi.positive');
  if (v.length === null || v.width === null || v.height === null || flux === null || flux <= 0) return { ok: false, errors };
  const k = attempt(() => roomIndex({ length: v.length!, width: v.width!, height: v.height! }));
  if (!k.ok) {
    // a room index refuses a size or a height: show it under the field that is wrong
    const field = v.height! <= 0 ? 'mount' : v.length! <= 0 ? 'length' : 'width';
    return { ok: false, errors: { ...errors, [field]: t(k.key) } };
  }
  const uf = attempt(() => utilisationFactor({ roomIndex: k.value, ceiling: room.ceiling, wall: room.wall, floor: room.floor, luminaire: room.luminaire }));
  if (!uf.ok) return { ok: false, errors: { ...errors, mount: t(uf.key) } };
  const mf = mfOf(mfPreset);
  const area = v.length! * v.width!;
  return {
    ok: true,
    k: k.value,
    uf: uf.value.uf,
    clamped: uf.value.clamped,
    mf,
    area,
    flux,
    height: v.height!,
    errors: {},
    formula: [
      `h = ${fmt(parseNumber(room.mount)!, 2)} − ${fmt(parseNumber(room.plane)!, 2)} = ${fmt(v.height!, 2)} m`,
      `RI = L·W / (h·(L+W)) = ${fmt(v.length!, 2)} × ${fmt(v.width!, 2)} / (${fmt(v.height!, 2)} × (${fmt(v.length!, 2)} + ${fmt(v.width!, 2)})) = ${fmt(k.value, 2)}`,
      `A = L·W = ${fmt(area, 2)} m²`,
    ],
  };
}

/** The room's inputs as rows of a result table (size, heights, reflectances, luminaire class). */
export function roomRows(room: RoomState, t: TFunction): [string, string][] {
  const pct = (r: number) => `${Math.round(r * 100)}%`;
  return [
    [t('toolsUi.roomSize'), `${room.length} × ${room.width} m`],
    [t('toolsUi.heights'), `${room.mount} / ${room.plane} m`],
    [t('toolsUi.reflectances'), `${pct(room.ceiling)} / ${pct(room.wall)} / ${pct(room.floor)}`],
    [t('toolsUi.luminaire'), t(`toolsUi.luminaires.${room.luminaire}`)],
  ];
}
