// Preset gradients of illuminance and colour-temperature ranges (spec 001 §4: "picking a preset
// gradient sets the type to adjust, rgbcw or adjust-ill; a plain colour removes the type").
// The type tells the legend and the schedule what the area stands for: tunable white, a
// multi-colour RGBCW fitting, or dimmable light.
import type { Fill, Gradient } from '../schema/elements/fill';
import type { RangePreset, RangeType } from '../schema/elements/lighting';

const linear = (angle: number, ...colors: string[]): Gradient => ({
  type: 'linear',
  angle,
  points: colors.map((color, i) => ({ color, pct: Math.round((i * 100) / (colors.length - 1)) })),
});

export const RANGE_PRESETS: RangePreset[] = [
  // warm (about 2700K) to cool (about 6500K) white: tunable colour temperature
  { id: 'cct-warm-cool', type: 'adjust', gradient: linear(90, '#ffb46b', '#fff4e5', '#cfe0ff') },
  { id: 'cct-warm-neutral', type: 'adjust', gradient: linear(90, '#ffa94d', '#fff1d6') },
  { id: 'cct-neutral-cool', type: 'adjust', gradient: linear(90, '#fff1d6', '#bcd4ff') },
  // several hues: an RGBCW fitting
  { id: 'rgbcw-spectrum', type: 'rgbcw', gradient: linear(90, '#ff4d4f', '#ffd43b', '#51cf66', '#339af0', '#cc5de8') },
  { id: 'rgbcw-sunset', type: 'rgbcw', gradient: linear(135, '#ff6b6b', '#f783ac', '#9775fa') },
  // dark to bright: dimmable illuminance
  { id: 'ill-dark-bright', type: 'adjust-ill', gradient: linear(90, '#2b2b2b', '#fff9db') },
  { id: 'ill-dim-amber', type: 'adjust-ill', gradient: linear(90, '#3b2a12', '#ffd43b') },
  { id: 'ill-radial', type: 'adjust-ill', gradient: { type: 'radial', angle: 0, points: [{ color: '#fffbe6', pct: 0 }, { color: '#343a40', pct: 100 }] } },
];

export const rangePreset = (id: string): RangePreset | undefined => RANGE_PRESETS.find((p) => p.id === id);

/**
 * The fill and type a range gets. A known preset's gradient brings its type; anything else (a
 * plain colour, a gradient of one's own, no fill) leaves the range without a type.
 */
export function applyRangeFill(fill: Fill, presetId?: string): { fill: Fill; type?: RangeType } {
  const preset = presetId ? rangePreset(presetId) : undefined;
  if (preset) return { fill: { type: 'gradient', gradient: structuredClone(preset.gradient) }, type: preset.type };
  return { fill };
}
