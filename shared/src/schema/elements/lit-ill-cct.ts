import { newRowId } from '../ids';
import type { ElementJSON } from '../types';
import { DEFAULT_MODES, MODE_LX } from '../../planning/ill-cct-modes';
import { arrayOf, bool, num, objectOf, type FieldSpec } from './check';
import { cctField, lxField, planningNameField, rowIdField } from './planning-checks';

// The illuminance and colour-temperature mode chart (`lit-ill-cct`, issue 11, spec 002 §9):
// modes of a name, an illuminance and a colour temperature, drawn on the lx scale against the
// 1750-10000 K axis. `modes` is a shared row list (table-rows.ts LIT_MODES) so two people adding
// or editing different modes both keep their work.

export const LIT_MODES_MAX = 50;

export interface LitMode {
  id: string;
  name: string;
  lx: number;
  cct: number;
}
export interface LitIllCctFields {
  modes: LitMode[];
  hideTitle: boolean;
  fontSize: number;
}

export const LIT_MODE_FIELDS: FieldSpec = { id: rowIdField, name: planningNameField, lx: lxField(MODE_LX.min, MODE_LX.min, MODE_LX.max), cct: cctField(4000) };

export const LIT_ILL_CCT_FIELDS: FieldSpec = {
  modes: arrayOf(objectOf(LIT_MODE_FIELDS), LIT_MODES_MAX),
  hideTitle: bool(false),
  fontSize: num(20, 8, 200),
};

/** A mode chart at `box` with the six default modes (spec 002 §9). */
export function newLitIllCct(box: { left: number; top: number; width: number; height: number }, newId: () => string = newRowId): Omit<ElementJSON, 'id'> {
  const fields: LitIllCctFields = { modes: DEFAULT_MODES.map((m) => ({ id: newId(), ...m })), hideTitle: false, fontSize: 20 };
  return { tag: 'lit-ill-cct', ...box, rotate: 0, ...fields };
}

/** The inserted chart's box on a 1920 × 1080 page: wide, as the colour-temperature axis runs across it. */
export const ILL_CCT_BOX = { width: 1200, height: 720 } as const;

/**
 * A mode chart with the six default modes in the middle of the page (the 照明 menu's entry), its
 * words at 28: at the editor's zoom on a 1440 px screen (about half) they still read.
 */
export function newIllCctChart(page: { width: number; height: number }): Omit<ElementJSON, 'id'> {
  const { width, height } = ILL_CCT_BOX;
  return { ...newLitIllCct({ left: Math.round((page.width - width) / 2), top: Math.round((page.height - height) / 2), width, height }), fontSize: 28 };
}
