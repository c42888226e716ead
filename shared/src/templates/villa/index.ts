import { closingPage, companyPage } from '../common/company';
import { chapterNumbers, forVersion } from '../deck-rules';
import { chapterDivider, contentsPage, type DeckTheme, withIds } from '../page-kit';
import type { PageDraft, TemplateDef } from '../template-def';
import { coverPage, MARGIN, SIZE } from '../zixunshi/kit';
import { analysisPages } from './analysis-pages';
import { basisPages } from './basis-pages';
import { conceptPages } from './concept-pages';
import { deepeningPages, preliminaryPages } from './design-pages';
import { goalPages } from './goal-pages';
import { keypointPages } from './keypoint-pages';
import { quotePages } from './quote-pages';

// 别墅照明方案 (spec 002 §2, 1920 × 1080). The spec shows only part of the original villa deck,
// so it is written as a full deck on the full-room / villa / home structure: project analysis,
// design concept (the six-kind light model), design basis, goals, key points (double-height
// living room, staircase, basement and garage, courtyard), preliminary design (a lamp plan per
// floor and the plot), detailed design, quotation with the equipment pages, company. The short
// version keeps analysis, basis, preliminary design and the quotation's equipment list.

/** a warm paper white, for a deck about a house rather than a flat */
export const VILLA_THEME: DeckTheme = { primary: '#b07a3b', background: '#fcfaf6', text: '#2b2622', muted: '#8a8178' };
const theme = VILLA_THEME;

export const VILLA_CHAPTERS = chapterNumbers([
  { key: 'analysis', title: '项目分析' },
  { key: 'concept', title: '设计理念' },
  { key: 'basis', title: '设计依据' },
  { key: 'goals', title: '设计目标' },
  { key: 'keypoints', title: '设计要点' },
  { key: 'preliminary', title: '初步设计' },
  { key: 'deepening', title: '深化设计' },
  { key: 'quotation', title: '报价' },
  { key: 'company', title: '公司介绍' },
]);

const chapter = (key: string) => VILLA_CHAPTERS.find((c) => c.key === key)!;

export const VILLA_DECK: TemplateDef = {
  id: 'villa',
  size: SIZE,
  margin: MARGIN,
  chapters: VILLA_CHAPTERS,
  build(ctx, opts) {
    const frame = { size: SIZE, margin: MARGIN, theme };
    const drafts: PageDraft[] = [
      coverPage('别墅照明方案', 'VILLA LIGHTING PROPOSAL', theme, '#f3dcb4'),
      contentsPage(VILLA_CHAPTERS, SIZE, theme),
      ...analysisPages(chapter('analysis'), theme),
      ...conceptPages(chapter('concept'), theme),
      ...basisPages(chapter('basis'), theme),
      ...goalPages(chapter('goals'), theme),
      ...keypointPages(chapter('keypoints'), theme),
      ...preliminaryPages(chapter('preliminary'), theme),
      ...deepeningPages(chapter('deepening'), theme),
      ...quotePages(chapter('quotation'), theme),
      chapterDivider(chapter('company'), SIZE, theme),
      companyPage({ ...frame, category: 'company' }),
      closingPage({ ...frame, category: 'end' }),
    ];
    return forVersion(drafts, opts).map((p) => withIds(p, ctx.now));
  },
};
