import type { LampType } from '../../../../shared/src/schema/elements/lighting';

// Each lamp type's symbol as SVG path data in a 24 × 24 box: vector, so it stays crisp at any
// zoom, and drawn in the lamp's colour (strokes 2 units wide, `fill` parts solid). Shapes follow
// the drawing conventions lighting plans use (a ring for a downlight, a ray for a spotlight, a
// bar for a strip) and differ enough to tell apart at 24 px.

export const SYMBOL_BOX = 24;

export interface SymbolPart {
  d: string;
  /** filled solid instead of stroked */
  fill?: boolean;
}

const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

export const LAMP_SYMBOLS: Record<LampType, SymbolPart[]> = {
  downlight: [{ d: circle(12, 12, 9) }, { d: circle(12, 12, 4), fill: true }],
  spotlight: [{ d: circle(12, 12, 8) }, { d: 'M12 1V23M1 12H23' }],
  chandelier: [{ d: circle(12, 12, 3), fill: true }, { d: 'M12 9V3M12 15V21M9.4 10.5L4.2 7.5M14.6 13.5L19.8 16.5M9.4 13.5L4.2 16.5M14.6 10.5L19.8 7.5' }, { d: circle(12, 3, 1.5) + circle(12, 21, 1.5) + circle(4.2, 7.5, 1.5) + circle(19.8, 16.5, 1.5) + circle(4.2, 16.5, 1.5) + circle(19.8, 7.5, 1.5), fill: true }],
  pendant: [{ d: 'M12 1V7' }, { d: circle(12, 14, 7) }, { d: circle(12, 14, 2.5), fill: true }],
  wall: [{ d: 'M3 4V20' }, { d: 'M3 5A9 7 0 0 1 3 19', fill: true }],
  strip: [{ d: 'M1 9H23V15H1Z', fill: true }],
  'strip-multi': [{ d: 'M1 4H23V7H1ZM1 10.5H23V13.5H1ZM1 17H23V20H1Z', fill: true }],
  'strip-circle': [{ d: circle(12, 12, 10) + circle(12, 12, 6) }],
  floor: [{ d: circle(12, 8, 6) }, { d: 'M12 14V20M6 22H18' }],
  decorative: [{ d: 'M12 1L14.6 8.4L22.5 8.6L16.2 13.4L18.5 21L12 16.5L5.5 21L7.8 13.4L1.5 8.6L9.4 8.4Z' }],
  panel: [{ d: 'M3 3H21V21H3ZM3 3L21 21M21 3L3 21' }],
  'flat-panel': [{ d: 'M3 3H21V21H3ZM12 3V21M3 12H21' }],
  linear: [{ d: 'M1 8H23V16H1Z' }, { d: 'M5 12H9M11 12H15M17 12H21' }],
  'magnetic-track': [{ d: 'M1 12H23' }, { d: 'M4 9H8V15H4ZM10 9H14V15H10ZM16 9H20V15H16Z', fill: true }],
  'style-1': [{ d: circle(12, 12, 9), fill: true }],
  'style-2': [{ d: 'M3 3H21V21H3Z', fill: true }],
  'style-3': [{ d: 'M12 2L22 21H2Z', fill: true }],
  tong: [{ d: 'M3 3H21V21H3Z' }, { d: circle(12, 12, 5) }],
  she: [{ d: circle(8, 16, 6) }, { d: 'M12 12L22 2M22 2H16M22 2V8' }],
  track: [{ d: 'M1 6H23' }, { d: circle(5, 14, 3) + circle(12, 14, 3) + circle(19, 14, 3) }, { d: 'M5 6V11M12 6V11M19 6V11' }],
  cao: [{ d: 'M2 6V18H22V6' }, { d: 'M6 13H18' }],
  polygon: [{ d: 'M7 2H17L22 12L17 22H7L2 12Z' }],
};
