// Zoom rules of spec 001 §9: 0.1 to 4 in steps of 0.05, snapping to 100 % between 95 % and
// 105 %, a 20 px margin around the page (none while playing).

export const ZOOM_MIN = 0.1;
export const ZOOM_MAX = 4;
export const ZOOM_STEP = 0.05;
export const PAGE_MARGIN = 20;

export type ZoomMode = 'page' | 'width' | 'height' | number;

interface Size {
  width: number;
  height: number;
}

/** Clamps to the allowed range and snaps to 1 near 100 % (so "almost actual size" is actual size). */
export function clampZoom(zoom: number): number {
  if (Number.isNaN(zoom)) return 1;
  const clamped = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));
  return clamped >= 0.95 && clamped <= 1.05 ? 1 : clamped;
}

/** The scale a zoom mode gives a page in a viewport. */
export function zoomFor(mode: ZoomMode, viewport: Size, page: Size, playing = false): number {
  if (typeof mode === 'number') return clampZoom(mode);
  const margin = playing ? 0 : PAGE_MARGIN;
  const byWidth = (viewport.width - 2 * margin) / page.width;
  const byHeight = (viewport.height - 2 * margin) / page.height;
  const raw = mode === 'width' ? byWidth : mode === 'height' ? byHeight : Math.min(byWidth, byHeight);
  // fitting is exact (no snapping to 1): a page that fits at 0.97 must not overflow at 1
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, raw));
}

/** One step in or out from any zoom, landing on the 0.05 grid. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const onGrid = Math.round(zoom / ZOOM_STEP) * ZOOM_STEP;
  const next = Math.abs(onGrid - zoom) < 1e-9 ? onGrid + direction * ZOOM_STEP : direction > 0 ? Math.ceil(zoom / ZOOM_STEP) * ZOOM_STEP : Math.floor(zoom / ZOOM_STEP) * ZOOM_STEP;
  return clampZoom(Math.round(next * 100) / 100);
}

/**
 * Ctrl+wheel and pinch: a smooth factor from the wheel delta, kept inside the range; the snap
 * to 1 applies so wheeling past 100 % pauses there.
 */
export function wheelZoom(zoom: number, deltaY: number): number {
  return clampZoom(zoom * Math.exp(-deltaY / 500));
}
