import type { TemplateDef } from '../template-def';
import { buildDeck, chaptersOf } from '../hilight/deck';
import { MARGIN, SIZE } from '../hilight/kit';

// 高端住宅照明方案（销售版）: the sales version of the high-end residence deck, built from the
// hilight content module: company intro and design value first, lighter construction drawings
// and handover, the quotation in full (product budget by space, payment terms).
export const HILIGHTSALE_DECK: TemplateDef = {
  id: 'hilightsale',
  size: SIZE,
  margin: MARGIN,
  chapters: chaptersOf({ sale: true }),
  build: (ctx, opts) => buildDeck({ sale: true }, ctx, opts),
};
