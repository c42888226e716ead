import { chapterNumbers, forVersion } from '../deck-rules';
import { LIGHT_THEME, withIds } from '../page-kit';
import type { TemplateDef } from '../template-def';
import { deckParts, SIX_CHAPTERS, SIX_CHAPTERS_SHORT, type Frame } from '../office/page-shapes';
import { analysisPages, conceptPages } from './analysis-pages';
import { basisPages, planningPages } from './basis-pages';
import { equipmentChapter, schemePages } from './scheme-pages';

// 医院照明方案 (spec 002 §2, §9 Hospital): the six chapters shared with the office deck, written
// for an outpatient and ward floor. The registry keeps the template disabled (spec 002 §2), so no
// one creates a document from it yet; the deck is built and tested all the same.

const SIZE = { width: 1120, height: 800 };
const MARGIN = { top: 80, right: 80, bottom: 80, left: 160 };
const chapters = chapterNumbers(SIX_CHAPTERS);

export const HOSPITAL_DECK: TemplateDef = {
  id: 'hospital',
  size: SIZE,
  margin: MARGIN,
  chapters,
  build(ctx, opts) {
    const f: Frame = { size: SIZE, margin: MARGIN, theme: LIGHT_THEME };
    const parts = deckParts(f, { kind: '医院照明设计方案', english: 'Hospital Lighting Design Proposal' }, chapters, SIX_CHAPTERS_SHORT);
    const content = { analysis: analysisPages, concept: conceptPages, basis: basisPages, planning: planningPages, scheme: schemePages, equipment: equipmentChapter };
    const drafts = [parts.cover, parts.contents, ...chapters.flatMap((c) => [parts.divider(c), ...content[c.key](f, c.key)]), parts.closing];
    return forVersion(drafts, opts).map((page) => withIds(page, ctx.now));
  },
};
