import type { ElementJSON } from '../../../../shared/src/schema/types';
import { PAGE_MARGIN } from '../geometry/zoom';
import type { Box } from '../geometry/snap';

interface Size {
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}

/**
 * The canvas's stage at a scale: at least the viewport, else the page and its margin; the page
 * centred in it. The canvas draws by this and gestures place the page by it, so they agree.
 */
export function stageLayout(viewport: Size, page: Size, scale: number) {
  const width = Math.max(viewport.width, Math.ceil(page.width * scale + 2 * PAGE_MARGIN));
  const height = Math.max(viewport.height, Math.ceil(page.height * scale + 2 * PAGE_MARGIN));
  return { width, height, ox: Math.round((width - page.width * scale) / 2), oy: Math.round((height - page.height * scale) / 2) };
}

/** The page point under a point of the viewport (`at`, from its top left), given its scroll. */
export function pagePointAt(viewport: Size, page: Size, scale: number, scroll: Point, at: Point): Point {
  const { ox, oy } = stageLayout(viewport, page, scale);
  return { x: (at.x + scroll.x - ox) / scale, y: (at.y + scroll.y - oy) / scale };
}

/** The scroll that puts page point `p` under viewport point `at` at this scale (a pinch's centre stays put). */
export function scrollKeeping(viewport: Size, page: Size, scale: number, p: Point, at: Point): Point {
  const { ox, oy } = stageLayout(viewport, page, scale);
  return { x: ox + p.x * scale - at.x, y: oy + p.y * scale - at.y };
}

/** An element's box on the page as drawn, its rotation about the centre included. */
export function drawnBox(el: Pick<ElementJSON, 'left' | 'top' | 'width' | 'height' | 'rotate'>): Box {
  const turn = ((el.rotate ?? 0) * Math.PI) / 180;
  const cx = el.left + el.width / 2;
  const cy = el.top + el.height / 2;
  const w = (Math.abs(Math.cos(turn)) * el.width + Math.abs(Math.sin(turn)) * el.height) / 2;
  const h = (Math.abs(Math.sin(turn)) * el.width + Math.abs(Math.cos(turn)) * el.height) / 2;
  return { x: cx - w, y: cy - h, width: 2 * w, height: 2 * h };
}

/**
 * The part of the page on screen, in page px: the viewport scrolled by `scroll` over the stage,
 * cut to the page. A page seen whole answers the whole page.
 */
export function visiblePageRect(viewport: Size, page: Size, scale: number, scroll: Point): Box {
  const a = pagePointAt(viewport, page, scale, scroll, { x: 0, y: 0 });
  const b = pagePointAt(viewport, page, scale, scroll, { x: viewport.width, y: viewport.height });
  const x = Math.max(0, a.x);
  const y = Math.max(0, a.y);
  return { x, y, width: Math.max(0, Math.min(page.width, b.x) - x), height: Math.max(0, Math.min(page.height, b.y) - y) };
}
