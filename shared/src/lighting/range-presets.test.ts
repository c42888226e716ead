import { describe, expect, it } from 'vitest';
import { applyRangeFill, RANGE_PRESETS } from './range-presets';
import { RANGE_TYPES } from '../schema/elements/lighting';

describe('range presets', () => {
  it('there are at least six, with unique ids, and every range type has one', () => {
    expect(RANGE_PRESETS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(RANGE_PRESETS.map((p) => p.id)).size).toBe(RANGE_PRESETS.length);
    for (const type of RANGE_TYPES) expect(RANGE_PRESETS.some((p) => p.type === type)).toBe(true);
  });
  it('worked example (spec 001 §4): picking the warm→cool preset sets the type to adjust', () => {
    const out = applyRangeFill({ type: 'color', color: '#fff' }, 'cct-warm-cool');
    expect(out.type).toBe('adjust');
    expect(out.fill).toEqual({ type: 'gradient', gradient: RANGE_PRESETS.find((p) => p.id === 'cct-warm-cool')!.gradient });
  });
  it('the multi-colour preset sets rgbcw and the dark→bright one adjust-ill', () => {
    expect(applyRangeFill({ type: 'none' }, 'rgbcw-spectrum').type).toBe('rgbcw');
    expect(applyRangeFill({ type: 'none' }, 'ill-dark-bright').type).toBe('adjust-ill');
  });
  it('worked example (spec 001 §4): a plain colour removes the type', () => {
    const out = applyRangeFill({ type: 'color', color: '#ffcc00' });
    expect(out).toEqual({ fill: { type: 'color', color: '#ffcc00' } });
    expect('type' in out).toBe(false);
  });
  it('an unknown preset id is treated as a gradient of one’s own: no type', () => {
    const fill = { type: 'gradient' as const, gradient: { type: 'linear' as const, angle: 0, points: [] } };
    expect(applyRangeFill(fill, 'nope')).toEqual({ fill });
  });
  it('the preset gradient is a copy: editing the range does not change the preset', () => {
    const out = applyRangeFill({ type: 'none' }, 'cct-warm-cool');
    if (out.fill.type === 'gradient') out.fill.gradient.points[0]!.color = '#000000';
    expect(RANGE_PRESETS[0]!.gradient.points[0]!.color).not.toBe('#000000');
  });
});
