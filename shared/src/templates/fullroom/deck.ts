import { chapterNumbers, forVersion } from '../deck-rules';
import { chapterDivider, contentsPage, deckPage, logoOf, projectNameOf, styledHtml, paragraph, withIds } from '../page-kit';
import type { ElementDraft, PageDraft, TemplateDef } from '../template-def';
import { closingPage } from '../common/company';
import { companyPages } from './company-pages';
import { analysisPages } from './analysis-pages';
import { basisPages } from './basis-pages';
import { conceptPages } from './concept-pages';
import { detailPages } from './detail-pages';
import { goalsPages } from './goals-pages';
import { illustrationPages } from './illustration-pages';
import { block, lookOf, px, text, type FullroomVariant, type Look } from './layout';
import { pointsPages } from './points-pages';
import { preliminaryPages } from './preliminary-pages';
import { quotePages } from './quote-pages';
import { SIX_KINDS } from './concept-pages';

// 全屋智能照明方案: one deck in two looks (fullroom1 light, fullroom2 dark). Chapters as spec 002
// §2 lists them for full-room decks; the short version keeps the cover, the contents, project
// analysis, design basis, preliminary design and the quotation chapter's equipment pages.

export const FULLROOM_CHAPTERS = chapterNumbers([
  { key: 'analysis', title: '项目分析' },
  { key: 'concept', title: '设计理念' },
  { key: 'basis', title: '设计依据' },
  { key: 'goals', title: '设计目标' },
  { key: 'points', title: '设计要点' },
  { key: 'preliminary', title: '初步设计' },
  { key: 'detailed', title: '深化设计' },
  { key: 'quotation', title: '报价' },
  { key: 'company', title: '公司介绍' },
  { key: 'illustration', title: '插图/附图' },
]);

/** The chapters of the short version (spec 002 §4: analysis, basis, preliminary design, equipment). */
const SHORT_KEYS = new Set(['analysis', 'basis', 'preliminary', 'quotation']);

const frameLines = (look: Look, box: { left: number; top: number; width: number; height: number }, align: 'left' | 'center'): ElementDraft =>
  paragraph(styledHtml(['{{company}}', '汇报人：{{username}}', '日期：{{date}}'], { fontSize: px(look, 30), color: look.theme.text, align }), box, 1.6);

/** fullroom1: title on the left, six amber bars on the right for the six kinds of light. */
function lightCover(look: Look): PageDraft {
  const { theme } = look;
  const bars: ElementDraft[] = SIX_KINDS.flatMap(([zh], i) => {
    const h = px(look, [520, 400, 640, 300, 580, 460][i]!);
    const left = px(look, 1180) + i * px(look, 104);
    const bottom = px(look, 860);
    const shade = ['#f3d9b1', '#e9bf80', '#c8873a', '#f0cd96', '#d9a15a', '#e2b06c'][i]!;
    return [
      block({ left, top: bottom - h, width: px(look, 72), height: h }, shade, 6),
      text(look, [zh.slice(0, 2)], { left: left - 10, top: bottom + px(look, 16), width: px(look, 92), height: px(look, 40) }, 22, { muted: true }),
    ];
  });
  return deckPage('封面', 'cover', [
    logoOf({ left: px(look, 120), top: px(look, 90), width: px(look, 240), height: px(look, 110) }),
    projectNameOf({ left: px(look, 120), top: px(look, 330), width: px(look, 980), height: px(look, 130) }, { color: theme.text, fontSize: px(look, 80) }),
    text(look, ['全屋智能照明方案'], { left: px(look, 120), top: px(look, 476), width: px(look, 980), height: px(look, 80) }, 44, { bold: true, color: theme.primary }),
    text(look, ['WHOLE-HOME SMART LIGHTING PROPOSAL'], { left: px(look, 120), top: px(look, 560), width: px(look, 980), height: px(look, 44) }, 24, { muted: true }),
    block({ left: px(look, 120), top: px(look, 640), width: px(look, 160), height: px(look, 6) }, theme.primary),
    frameLines(look, { left: px(look, 120), top: px(look, 680), width: px(look, 900), height: px(look, 200) }, 'left'),
    text(look, ['{{slogan}}'], { left: px(look, 120), top: px(look, 940), width: px(look, 1400), height: px(look, 50) }, 24, { muted: true }),
    ...bars,
  ], theme, { home: true, header: false });
}

/** fullroom2: dark, centred, an amber band across the page under the title. */
function darkCover(look: Look): PageDraft {
  const { theme, size } = look;
  const w = px(look, 1400);
  const left = Math.round((size.width - w) / 2);
  return deckPage('封面', 'cover', [
    logoOf({ left: Math.round((size.width - px(look, 220)) / 2), top: px(look, 90), width: px(look, 220), height: px(look, 100) }),
    projectNameOf({ left, top: px(look, 290), width: w, height: px(look, 130) }, { color: theme.text, fontSize: px(look, 80), align: 'center' }),
    text(look, ['全屋智能照明方案 · WHOLE-HOME SMART LIGHTING'], { left, top: px(look, 440), width: w, height: px(look, 64) }, 36, { color: theme.primary, align: 'center' }),
    block({ left: 0, top: px(look, 560), width: size.width, height: px(look, 14) }, theme.primary),
    block({ left: 0, top: px(look, 584), width: size.width, height: px(look, 3) }, '#8a6a3f'),
    frameLines(look, { left, top: px(look, 640), width: w, height: px(look, 200) }, 'center'),
    text(look, ['{{slogan}}'], { left, top: px(look, 930), width: w, height: px(look, 60) }, 24, { muted: true, align: 'center' }),
  ], theme, { home: true, header: false });
}

const chapterPages: Record<string, (look: Look, category: string) => PageDraft[]> = {
  analysis: analysisPages,
  concept: conceptPages,
  basis: basisPages,
  goals: goalsPages,
  points: pointsPages,
  preliminary: preliminaryPages,
  detailed: detailPages,
  quotation: quotePages,
  company: companyPages,
  illustration: illustrationPages,
};

/** The divider; on the dark look its rule is a wide amber band running out of the left edge. */
function divider(look: Look, chapter: (typeof FULLROOM_CHAPTERS)[number]): PageDraft {
  const page = chapterDivider(chapter, look.size, look.theme, { home: SHORT_KEYS.has(chapter.key) });
  if (look.variant === 'light') return page;
  const items = page.items.map((el) => (el.tag === 'shape' && el.type === 'line' ? { ...el, left: 0, width: el.left + Math.round(look.size.width * 0.4), strokeWidth: 10 } : el));
  return { ...page, items };
}

/** Every page of the deck in its look, before ids. */
export function fullroomDrafts(variant: FullroomVariant): PageDraft[] {
  const look = lookOf(variant);
  const pages: PageDraft[] = [variant === 'dark' ? darkCover(look) : lightCover(look), contentsPage(FULLROOM_CHAPTERS, look.size, look.theme)];
  for (const chapter of FULLROOM_CHAPTERS) pages.push(divider(look, chapter), ...chapterPages[chapter.key]!(look, chapter.key));
  pages.push(closingPage({ size: look.size, margin: look.margin, theme: look.theme, category: 'end', home: true }));
  return pages;
}

/** The template of one look. */
export function fullroomDeck(id: string, variant: FullroomVariant): TemplateDef {
  const look = lookOf(variant);
  return {
    id,
    size: look.size,
    margin: look.margin,
    chapters: FULLROOM_CHAPTERS,
    build(ctx, opts) {
      return forVersion(fullroomDrafts(variant), opts).map((page) => withIds(page, ctx.now));
    },
  };
}
