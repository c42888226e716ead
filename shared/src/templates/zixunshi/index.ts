import { closingPage, companyPage } from '../common/company';
import { chapterNumbers, forVersion } from '../deck-rules';
import { chapterDivider, contentsPage, LIGHT_THEME, withIds } from '../page-kit';
import type { PageDraft, TemplateDef } from '../template-def';
import { conceptPages } from './concept-pages';
import { coverPage, MARGIN, SIZE } from './kit';
import { needsPages } from './needs-pages';
import { processPages } from './process-pages';
import { quotePages } from './quote-pages';
import { layoutPages } from './layout-pages';
import { scenePages } from './scene-pages';
import { valuePages } from './value-pages';

// 照明咨询服务方案 (spec 002 §2 consultation deck, 1920 × 1080): what the consultation service
// does, step by step, what it finds out about a home, the scenes and lamp layout it proposes,
// the quality it promises and what it costs. The short version keeps the client's needs, the
// concept scenes (illuminance planned against GB 50034), the lamp layout and the quotation with
// its equipment pages: the consultation deck's counterparts of the short contents' project
// analysis, design basis, preliminary design and equipment list (spec 002 §4).

const theme = LIGHT_THEME;

export const ZIXUNSHI_CHAPTERS = chapterNumbers([
  { key: 'process', title: '服务流程' },
  { key: 'concept', title: '设计理念' },
  { key: 'needs', title: '用户需求与空间分析' },
  { key: 'scenes', title: '概念场景' },
  { key: 'layout', title: '点位布置' },
  { key: 'value', title: '设计价值' },
  { key: 'quotation', title: '报价' },
  { key: 'company', title: '公司介绍' },
]);

const chapter = (key: string) => ZIXUNSHI_CHAPTERS.find((c) => c.key === key)!;

export const ZIXUNSHI_DECK: TemplateDef = {
  id: 'zixunshi',
  size: SIZE,
  margin: MARGIN,
  chapters: ZIXUNSHI_CHAPTERS,
  build(ctx, opts) {
    const frame = { size: SIZE, margin: MARGIN, theme };
    const drafts: PageDraft[] = [
      coverPage('照明咨询服务方案', 'LIGHTING CONSULTATION PROPOSAL', theme, '#ffe3b8'),
      contentsPage(ZIXUNSHI_CHAPTERS, SIZE, theme),
      ...processPages(chapter('process'), theme),
      ...conceptPages(chapter('concept'), theme),
      ...needsPages(chapter('needs'), theme),
      ...scenePages(chapter('scenes'), theme),
      ...layoutPages(chapter('layout'), theme),
      ...valuePages(chapter('value'), theme),
      ...quotePages(chapter('quotation'), theme),
      chapterDivider(chapter('company'), SIZE, theme),
      companyPage({ ...frame, category: 'company' }),
      closingPage({ ...frame, category: 'end' }),
    ];
    return forVersion(drafts, opts).map((p) => withIds(p, ctx.now));
  },
};
