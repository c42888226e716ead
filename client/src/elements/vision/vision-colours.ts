// The visual-interest chart's colours: amber bars (light), the dimmest lit activity (the
// surround the contrast is measured against) in a cool grey, the brightest ringed in ink. The
// legend fills the band the chart's contrast falls in; the others stay outlined.

export { GRID, INK, MUTED, PAPER } from '../chart-colours';
export const PLOT = '#fbf8f2';
export const BAR = '#f08c00';
export const AMBIENT = '#a5b4c4';
export const ARROW = '#1971c2';
export const BAND_FILL = '#ffe8cc';
