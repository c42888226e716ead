import { htmlToBlocks } from '../../../../shared/src/richtext/html';
import { MIN_ELEMENT_SIZE, type TextFields } from '../../../../shared/src/schema/elements/kinds';
import type { ElementJSON } from '../../../../shared/src/schema/types';
import { layoutText, type Layout, type Measure } from '../../richtext/layout';
import { canvasMeasure } from '../../richtext/measure';

// A text box's height and its text: the canvas layout says how tall the text is, and an
// auto-height box is exactly that tall (plus its margins), so the frame, the click area and what
// is drawn agree for every reader of the document.

const round2 = (n: number) => Math.round(n * 100) / 100;

/** What the layout of a box's text depends on. */
export interface TextBox {
  html?: string;
  width: number;
  padding?: number;
  lineHeight?: number;
}

/** The text of a box laid out at the box's width inside its margins. */
export function layoutOf({ html, width, padding = 0, lineHeight }: TextBox, measure: Measure = canvasMeasure): Layout {
  return layoutText(htmlToBlocks(html ?? ''), { width: Math.max(1, width - 2 * padding), lineHeight }, measure);
}

/** How tall the box must be to hold its text (never below the smallest element). */
export function textHeight(el: ElementJSON, measure: Measure = canvasMeasure): number {
  const box = el as ElementJSON & TextFields;
  return Math.max(MIN_ELEMENT_SIZE, round2(layoutOf(box, measure).height + 2 * (box.padding ?? 0)));
}

/**
 * The fields that make a box `height` tall, or null when it nearly is already. The box grows and
 * shrinks at its bottom edge as the box itself is turned, so its top edge stays where it is on
 * the page whatever its rotation (it turns about its centre, which moves).
 */
export function fitPatch(el: Pick<ElementJSON, 'left' | 'top' | 'height' | 'rotate'>, height: number): { left: number; top: number; height: number } | null {
  const dh = height - el.height;
  if (Math.abs(dh) < 0.5) return null;
  const a = ((el.rotate ?? 0) * Math.PI) / 180;
  return { left: round2(el.left - (Math.sin(a) * dh) / 2), top: round2(el.top + ((Math.cos(a) - 1) * dh) / 2), height };
}
