import { closingPage } from '../common/company';
import { chapterNumbers, forVersion, SHORT_CONTENTS } from '../deck-rules';
import { chapterDivider, contentsPage, logoOf, projectNameOf, rule, withIds } from '../page-kit';
import type { ChapterDef, PageDraft, TemplateContext, TemplatePage } from '../template-def';
import { analysisPages, materialPages, spacePages, stylePages } from './analysis-pages';
import { basisPages, philosophyPages } from './concept-pages';
import { deepeningPages } from './deepening-pages';
import { constructionPages, handoverPages } from './delivery-pages';
import { block, lines, MARGIN, page, SIZE, THEME, type Variant } from './kit';
import { distributionPages, panoramicPages, planningPages } from './planning-pages';
import { aboutPage, processPage, quotePages, valuePage } from './quote-pages';

// The high-end residence deck (hilight) and its sales version (hilightsale): one content
// module, two chapter orders. The company-branded set of spec 002 §2 has fifteen categories;
// cover is the frame, company intro leads the sales version as its first chapter and follows
// the cover in the design version, the other thirteen are chapters. The design version walks
// from analysis to construction and handover; the sales version opens with who we are and the
// value of design, keeps the drawings light and ends on the quotation in full.

type Key =
  | 'company'
  | 'analysis'
  | 'style'
  | 'material'
  | 'space'
  | 'philosophy'
  | 'basis'
  | 'planning'
  | 'panoramic'
  | 'distribution'
  | 'deepening'
  | 'construction'
  | 'handover'
  | 'quotes';

const TITLES: Record<Key, string> = {
  company: '公司介绍',
  analysis: '项目分析',
  style: '风格分析',
  material: '材质分析',
  space: '空间分析',
  philosophy: '设计理念',
  basis: '设计依据',
  planning: '照明规划',
  panoramic: '整体光环境',
  distribution: '配光偏好',
  deepening: '效果深化',
  construction: '施工图方案',
  handover: '交底说明',
  quotes: '设计报价',
};

const ORDER: Record<'design' | 'sale', Key[]> = {
  design: ['analysis', 'style', 'material', 'space', 'philosophy', 'basis', 'planning', 'panoramic', 'distribution', 'deepening', 'construction', 'handover', 'quotes'],
  sale: ['company', 'analysis', 'style', 'material', 'space', 'philosophy', 'basis', 'planning', 'panoramic', 'distribution', 'deepening', 'construction', 'handover', 'quotes'],
};

export const chaptersOf = (v: Variant): ChapterDef[] => chapterNumbers(ORDER[v.sale ? 'sale' : 'design'].map((key) => ({ key, title: TITLES[key] })));

/**
 * The chapters of the short version (spec 002 §4), in SHORT_CONTENTS's order: their dividers are
 * kept, and in the short build they carry the short contents' titles (项目分析, 设计依据, 初步设计,
 * 设备清单), so a divider says what the contents page says.
 */
const SHORT_CHAPTERS: readonly Key[] = ['analysis', 'basis', 'planning', 'construction'];

/** A chapter's divider (page-kit's, at this deck's size). */
const divider = (chapter: ChapterDef, home: boolean): PageDraft => chapterDivider(chapter, SIZE, THEME, { home });

function cover(v: Variant): PageDraft {
  const subtitle = v.sale ? '高端住宅照明方案 · 销售版' : '高端住宅照明方案';
  return page(
    '封面',
    'cover',
    [
      block({ left: 0, top: 0, width: 24, height: SIZE.height }, THEME.primary),
      logoOf({ left: 160, top: 96, width: 240, height: 120 }),
      projectNameOf({ left: 160, top: 360, width: 1500, height: 130 }, { color: THEME.text }),
      lines([subtitle, 'HIGH-END RESIDENTIAL LIGHTING PROPOSAL'], { left: 160, top: 510, width: 1500, height: 130 }, { fontSize: 36, color: THEME.primary }),
      rule({ left: 160, top: 660, width: 240, height: 12 }, THEME.primary, 3),
      lines(['{{company}}', '汇报人：{{username}}', '日期：{{date}}'], { left: 160, top: 700, width: 1000, height: 170 }, { fontSize: 30, color: THEME.text }),
      lines(['{{slogan}}'], { left: 160, top: 940, width: 1500, height: 50 }, { fontSize: 26, color: THEME.muted }),
    ],
    { home: true, header: false },
  );
}

function chapterPages(key: Key, v: Variant): PageDraft[] {
  switch (key) {
    case 'company':
      return [aboutPage(key), valuePage(key), processPage(key)];
    case 'analysis':
      return analysisPages(key, v);
    case 'style':
      return stylePages(key, v);
    case 'material':
      return materialPages(key, v);
    case 'space':
      return spacePages(key, v);
    case 'philosophy':
      return philosophyPages(key, v);
    case 'basis':
      return basisPages(key, v);
    case 'planning':
      return planningPages(key, v);
    case 'panoramic':
      return panoramicPages(key, v);
    case 'distribution':
      return distributionPages(key, v);
    case 'deepening':
      return deepeningPages(key, v);
    case 'construction':
      return constructionPages(key, v);
    case 'handover':
      return handoverPages(key, v);
    case 'quotes':
      return quotePages(key, v);
  }
}

/** Every page of the deck as drafts, in order; `short` titles the kept dividers as the short contents. */
export function deckDrafts(v: Variant, short = false): PageDraft[] {
  const chapters = chaptersOf(v);
  const frontMatter = v.sale ? [cover(v), contentsPage(chapters, SIZE, THEME)] : [cover(v), aboutPage('company'), contentsPage(chapters, SIZE, THEME)];
  const body = chapters.flatMap((c) => {
    const shortAt = SHORT_CHAPTERS.indexOf(c.key as Key);
    const title = short && shortAt >= 0 ? SHORT_CONTENTS[shortAt]! : c.title;
    return [divider({ ...c, title }, shortAt >= 0), ...chapterPages(c.key as Key, v)];
  });
  return [...frontMatter, ...body, closingPage({ size: SIZE, margin: MARGIN, theme: THEME, category: 'end' })];
}

export function buildDeck(v: Variant, ctx: TemplateContext, opts: { short: boolean }): TemplatePage[] {
  return forVersion(deckDrafts(v, opts.short), opts).map((p) => withIds(p, ctx.now));
}
