import { describe, expect, it } from 'vitest';
import { checkElement } from './specs';
import { GATEWAY_TABLE_MAX_ROWS, gatewayCell } from './gateway-table';

// What a gateway table may hold once read: a client writing garbage gets rows the table can draw.
const read = (spaces: unknown) => checkElement({ tag: 'gateway-table', left: 0, top: 0, width: 100, height: 100, spaces })!.spaces as Record<string, unknown>[];

describe('gateway-table fields', () => {
  it('keeps a good row as written', () => {
    const row = { space: '客厅', gateway: 'wired-enhanced', terminals: 24, area: 36, signal: -55, scene: '会客', rhythm: true };
    expect(read([row])).toEqual([row]);
  });

  it('clamps negative terminals and area to 0 and a signal above 0 dBm to 0', () => {
    const [row] = read([{ space: '主卧', gateway: 'wireless-convenience', terminals: -5, area: -1, signal: 12 }]);
    expect(row).toMatchObject({ terminals: 0, area: 0, signal: 0 });
  });

  it('puts defaults in for NaN, text and a gateway it does not know', () => {
    const [row] = read([{ space: 7, gateway: 'mesh-ultra', terminals: Number.NaN, area: '36', signal: Number.NaN, rhythm: 'yes' }]);
    expect(row).toEqual({ space: '', gateway: 'wireless-convenience', terminals: 0, area: 0, signal: -60, scene: '', rhythm: false });
  });

  it(`drops rows that are not objects and keeps at most ${GATEWAY_TABLE_MAX_ROWS}`, () => {
    expect(read([null, 'x', { space: '书房' }]).map((r) => r.space)).toEqual(['书房']);
    expect(read(Array.from({ length: 80 }, () => ({})))).toHaveLength(GATEWAY_TABLE_MAX_ROWS);
    expect(read('not a list')).toEqual([]);
  });

  it('clamps one cell as the inspector writes it, and knows no field rows do not have', () => {
    expect(gatewayCell('terminals', -5)).toBe(0);
    expect(gatewayCell('signal', 40)).toBe(0);
    expect(gatewayCell('area', 250_000)).toBe(100_000);
    expect(gatewayCell('gateway', 'mesh-ultra')).toBe('wireless-convenience');
    expect(gatewayCell('gateway', 'wired-enhanced')).toBe('wired-enhanced');
    expect(gatewayCell('rhythm', true)).toBe(true);
    expect(gatewayCell('space', '客'.repeat(60))).toHaveLength(40);
    expect(gatewayCell('colour', 'red')).toBeUndefined();
    expect(gatewayCell('__proto__', {})).toBeUndefined();
  });
});
