import { chapterNumbers, forVersion } from '../deck-rules';
import { LIGHT_THEME, withIds } from '../page-kit';
import type { TemplateDef } from '../template-def';
import { analysisPages, conceptPages } from './analysis-pages';
import { basisPages, planningPages } from './basis-pages';
import { deckParts, SIX_CHAPTERS, SIX_CHAPTERS_SHORT, type Frame } from './page-shapes';
import { equipmentChapter, schemePages } from './scheme-pages';

// 办公照明方案 (spec 002 §2, §9 Office): a headquarters floor, from the analysis of its spaces and
// users through the standard's values, the zoning and controls, the illuminance simulation and
// glare check, the modes of the chairman's office and meeting rooms, the point layout and the
// luminaires. 1120 × 800, content margin 160 left.

const SIZE = { width: 1120, height: 800 };
const MARGIN = { top: 80, right: 80, bottom: 80, left: 160 };
const chapters = chapterNumbers(SIX_CHAPTERS);

export const OFFICE_DECK: TemplateDef = {
  id: 'office',
  size: SIZE,
  margin: MARGIN,
  chapters,
  build(ctx, opts) {
    const f: Frame = { size: SIZE, margin: MARGIN, theme: LIGHT_THEME };
    const parts = deckParts(f, { kind: '办公照明设计方案', english: 'Office Lighting Design Proposal' }, chapters, SIX_CHAPTERS_SHORT);
    const content = { analysis: analysisPages, concept: conceptPages, basis: basisPages, planning: planningPages, scheme: schemePages, equipment: equipmentChapter };
    const drafts = [parts.cover, parts.contents, ...chapters.flatMap((c) => [parts.divider(c), ...content[c.key](f, c.key)]), parts.closing];
    return forVersion(drafts, opts).map((page) => withIds(page, ctx.now));
  },
};
