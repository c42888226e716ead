import { GATEWAY_KINDS, type GatewayKind } from '../../lighting/gateways';
import type { ElementJSON } from '../types';
import { arrayOf, bool, checkFields, num, objectOf, oneOf, str, type FieldSpec } from './check';

// The gateway table of the lighting-system page (issue 10, spec 001 §9): one row per space, the
// gateway serving it and what the space asks of it. In the document `spaces` is a list of
// shared rows (table-rows.ts GATEWAY_SPACES: a Y.Map per row), so two people editing different
// rows, or different fields of one row, both keep their edit; older documents stored it as one
// value and still read. It is not called `rows`: that key is the generic table's text-only rows.

export const GATEWAY_TABLE_MAX_ROWS = 50;
/** signal strengths a terminal can report, dBm */
export const SIGNAL_RANGE = { min: -120, max: 0 } as const;

export interface GatewayRow {
  space: string;
  gateway: GatewayKind;
  terminals: number;
  /** m² */
  area: number;
  /** dBm */
  signal: number;
  /** the scene the space's lights output */
  scene: string;
  /** rhythmic colour temperature (the CCT follows the time of day) */
  rhythm: boolean;
}

export interface GatewayTableFields {
  spaces: GatewayRow[];
  fontSize: number;
}

export const GATEWAY_ROW_FIELDS: FieldSpec = {
  space: str('', 40),
  gateway: oneOf(GATEWAY_KINDS, 'wireless-convenience'),
  terminals: num(0, 0, 10_000),
  area: num(0, 0, 100_000),
  signal: num(-60, SIGNAL_RANGE.min, SIGNAL_RANGE.max),
  scene: str('', 40),
  rhythm: bool(false),
};

export const GATEWAY_TABLE_FIELDS: FieldSpec = {
  spaces: arrayOf(objectOf(GATEWAY_ROW_FIELDS), GATEWAY_TABLE_MAX_ROWS),
  fontSize: num(22, 8, 200),
};

/** A blank row for the inspector's add button. */
export const newGatewayRow = (space: string): GatewayRow => ({ space, gateway: 'wireless-convenience', terminals: 0, area: 0, signal: -60, scene: '', rhythm: false });

/** A gateway table at `box` holding `spaces`. */
export function newGatewayTable(box: { left: number; top: number; width: number; height: number }, spaces: GatewayRow[]): Omit<ElementJSON, 'id'> {
  const fields: GatewayTableFields = { spaces, fontSize: 22 };
  return { tag: 'gateway-table', ...box, rotate: 0, ...fields };
}

/**
 * One field of a row as the inspector may write it: clamped to its range, or its default for a
 * value of the wrong kind; undefined for a field rows do not have.
 */
export function gatewayCell(key: string, value: unknown): GatewayRow[keyof GatewayRow] | undefined {
  const check = Object.hasOwn(GATEWAY_ROW_FIELDS, key) ? GATEWAY_ROW_FIELDS[key] : undefined;
  return check ? (checkFields({ [key]: value }, { [key]: check })[key] as GatewayRow[keyof GatewayRow]) : undefined;
}
