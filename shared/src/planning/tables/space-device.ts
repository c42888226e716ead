import { GATEWAY_KINDS, GATEWAYS } from '../../lighting/gateways';
import type { PlanningTableDef, TableRow } from './table-def';

// The devices of each space (`space-device`, spec 001 §3): lamps, sensors and switches, how
// many terminals that makes and the gateways serving them. Spec 001 §5: text at most 20,
// counts non-negative (a negative typed is made absolute). A row whose terminals exceed what
// its gateways carry (50 / 80 / 140 each, spec 001 §9) is flagged.

export const DEVICE_TEXT_MAX = 20;
const text = { type: 'text', max: DEVICE_TEXT_MAX } as const;

export const SPACE_DEVICE: PlanningTableDef = {
  tag: 'space-device',
  columns: [
    { key: 'name', rule: text, weight: 1 },
    { key: 'lamps', rule: text, weight: 1.5 },
    { key: 'sensor', rule: text, weight: 1.2 },
    { key: 'switch', rule: text, weight: 1.2 },
    { key: 'deviceCount', rule: { type: 'number', min: 0, max: 9999, bad: 'clamp', abs: true }, weight: 0.8 },
    { key: 'gateway', rule: { type: 'choice', options: GATEWAY_KINDS }, weight: 1.2 },
    { key: 'gatewayCount', rule: { type: 'number', min: 0, max: 99, bad: 'clamp', abs: true }, weight: 0.8 },
  ],
  rowCap: 12,
  rows: () => [
    { name: '客厅', lamps: '筒灯×12、灯带×2', sensor: '人体存在', switch: '四键面板', deviceCount: 18, gateway: 'wireless-convenience', gatewayCount: 1 },
    { name: '餐厅', lamps: '吊灯、射灯×4', sensor: '', switch: '双键面板', deviceCount: 6, gateway: 'wireless-convenience', gatewayCount: 1 },
    { name: '主卧', lamps: '筒灯×6、灯带', sensor: '夜起感应', switch: '三键面板', deviceCount: 10, gateway: 'wireless-convenience', gatewayCount: 1 },
  ],
  box: { width: 1600, height: 480 },
};

/**
 * How many terminals the row's gateways carry, and whether its devices exceed that: a row
 * with devices and no gateway is over too. Null for a row naming no known gateway.
 */
export function deviceLoad(row: TableRow): { capacity: number; over: boolean } | null {
  const kind = row.gateway;
  if (typeof kind !== 'string' || !Object.hasOwn(GATEWAYS, kind)) return null;
  const count = typeof row.gatewayCount === 'number' ? row.gatewayCount : 0;
  const devices = typeof row.deviceCount === 'number' ? row.deviceCount : 0;
  const capacity = GATEWAYS[kind as keyof typeof GATEWAYS].terminals * count;
  return { capacity, over: devices > capacity };
}
