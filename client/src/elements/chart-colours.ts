// The neutral colours the lighting charts share (paper, words, quiet words, grid lines), so that
// the charts placed side by side on a page read as one set. Each chart's own colours stay in its
// folder.

export const PAPER = '#ffffff';
export const INK = '#1f2430';
export const MUTED = '#5c5f66';
export const GRID = 'rgba(31, 36, 48, 0.14)';
