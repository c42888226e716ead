import type { TemplateDef } from '../template-def';
import { buildDeck, chaptersOf } from './deck';
import { MARGIN, SIZE } from './kit';

// 高端住宅照明方案: the design version of the company-branded high-end residence deck.
export const HILIGHT_DECK: TemplateDef = {
  id: 'hilight',
  size: SIZE,
  margin: MARGIN,
  chapters: chaptersOf({ sale: false }),
  build: (ctx, opts) => buildDeck({ sale: false }, ctx, opts),
};
