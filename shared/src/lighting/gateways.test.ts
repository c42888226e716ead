import { describe, expect, it } from 'vitest';
import { checkSpace } from './gateways';

describe('checkSpace', () => {
  it('worked example: a wireless convenience gateway with 50 terminals on 100 m² at -70 dBm is just within its limits', () => {
    expect(checkSpace({ gateway: 'wireless-convenience', terminals: 50, area: 100, signal: -70 })).toEqual([]);
  });
  it('worked example: 51 terminals on 120 m² at -75 dBm breaks all three limits of the wireless gateway', () => {
    expect(checkSpace({ gateway: 'wireless-convenience', terminals: 51, area: 120, signal: -75 })).toEqual([
      { reason: 'terminals', value: 51, limit: 50 },
      { reason: 'area', value: 120, limit: 100 },
      { reason: 'signal', value: -75, limit: -70 },
    ]);
  });
  it('the wired enhanced gateway takes 80 terminals and 150 m², the engineering professional 140 and 300 m²', () => {
    expect(checkSpace({ gateway: 'wired-enhanced', terminals: 80, area: 150 })).toEqual([]);
    expect(checkSpace({ gateway: 'wired-enhanced', terminals: 81, area: 150 })).toEqual([{ reason: 'terminals', value: 81, limit: 80 }]);
    expect(checkSpace({ gateway: 'engineering-professional', terminals: 140, area: 300 })).toEqual([]);
    expect(checkSpace({ gateway: 'engineering-professional', terminals: 140, area: 301 })).toEqual([{ reason: 'area', value: 301, limit: 300 }]);
  });
  it('an unknown gateway is a reason of its own', () => {
    expect(checkSpace({ gateway: 'toaster', terminals: 1, area: 1 })).toEqual([{ reason: 'gateway', value: 'toaster' }]);
  });
});
