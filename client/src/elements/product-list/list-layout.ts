import type { ProductListField } from '../../../../shared/src/documents/product-list';

// Where a product list's cards sit in its box: every card the same height (set by the fields
// shown, not by each product's words), so the grid stays even and a page holds a known number.

export interface ListLayout {
  cardWidth: number;
  cardHeight: number;
  gap: number;
  pad: number;
  lineHeight: number;
  /** the picture's square side, 0 without the cover field */
  picture: number;
  /** text lines a card holds for each field shown */
  descLines: number;
  paramLines: number;
  /** cards drawn (row by row, `cols` a row) */
  shown: number;
  /** the "N more" line's top, when some do not fit */
  moreY: number | null;
}

export const LIST_PARAM_LINES = 4;
export const LIST_DESC_LINES = 2;

export function listLayout(fields: readonly ProductListField[], cols: number, count: number, box: { width: number; height: number; fontSize: number }): ListLayout {
  const fs = Math.max(4, box.fontSize);
  const gap = fs * 0.8;
  const pad = fs * 0.6;
  const lineHeight = fs * 1.45;
  const cardWidth = Math.max(1, (box.width - gap * (cols - 1)) / cols);
  const has = (f: ProductListField) => fields.includes(f);
  const descLines = has('desc') ? LIST_DESC_LINES : 0;
  const paramLines = has('param') ? LIST_PARAM_LINES : 0;
  const titleLines = (has('no') || has('code') ? 1 : 0) + (has('name') ? 1 : 0);
  const textHeight = (titleLines + descLines + paramLines) * lineHeight;
  // the picture is a square beside the words, never wider than a third of the card
  const picture = has('cover') ? Math.min(cardWidth / 3, Math.max(textHeight, fs * 6)) : 0;
  const cardHeight = Math.max(textHeight, picture) + pad * 2;
  const rowsFor = (height: number) => Math.max(0, Math.floor((height + gap) / (cardHeight + gap)));
  let rows = rowsFor(box.height);
  if (rows * cols >= count) return { cardWidth, cardHeight, gap, pad, lineHeight, picture, descLines, paramLines, shown: count, moreY: null };
  const moreHeight = fs * 1.8;
  rows = rowsFor(box.height - moreHeight);
  const shown = rows * cols;
  return { cardWidth, cardHeight, gap, pad, lineHeight, picture, descLines, paramLines, shown, moreY: rows * (cardHeight + gap) };
}
