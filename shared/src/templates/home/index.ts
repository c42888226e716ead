import { forVersion } from '../deck-rules';
import { chapterDivider, contentsPage, deckPage, LIGHT_THEME, logoOf, paragraph, projectNameOf, rule, styledHtml, withIds, type DeckTheme } from '../page-kit';
import type { PageDraft, TemplateDef } from '../template-def';
import { closingPage } from '../common/company';
import { equipmentPages } from '../common/equipment-pages';
import { analysisPages } from './analysis-pages';
import { basisPages } from './basis-pages';
import { chapterOf, HOME_CHAPTERS, SHORT_CHAPTERS } from './chapters';
import { conceptPages } from './concept-pages';
import { detailedPages } from './detailed-pages';
import { equipmentIntroPages } from './equipment-intro';
import { goalsPages } from './goals-pages';
import { frameOf, HOME_MARGIN, HOME_SIZE, type Frame } from './layout';
import { philosophyPages } from './philosophy-pages';
import { preliminaryPages } from './preliminary-pages';

// 住宅照明方案: the home deck (spec 002 §2 "Home deck (eight chapters)"), 1200 × 800. One
// content module for both the light deck (home) and the dark one (homedark): the theme is the
// only difference, so the two never drift apart.

function cover(f: Frame): PageDraft {
  const { theme } = f;
  return deckPage(
    '封面',
    'cover',
    [
      logoOf({ left: 100, top: 70, width: 160, height: 80 }),
      paragraph(styledHtml(['住宅照明设计方案'], { fontSize: 22, color: theme.primary, bold: true }), { left: 100, top: 240, width: 800, height: 40 }),
      projectNameOf({ left: 100, top: 290, width: 1000, height: 90 }, { color: theme.text, fontSize: 56 }),
      rule({ left: 100, top: 395, width: 120, height: 10 }, theme.primary, 3),
      paragraph(styledHtml(['RESIDENTIAL LIGHTING PROPOSAL · 光环境规划与灯光设计'], { fontSize: 16, color: theme.muted }), { left: 100, top: 420, width: 1000, height: 30 }),
      paragraph(styledHtml(['{{company}}', '汇报人：{{username}}', '日期：{{date}}'], { fontSize: 18, color: theme.text }), { left: 100, top: 540, width: 700, height: 100 }),
      paragraph(styledHtml(['{{slogan}}'], { fontSize: 15, color: theme.muted }), { left: 100, top: 700, width: 1000, height: 30 }),
    ],
    theme,
    { home: true, header: false },
  );
}

/** The pages of a home deck in the given theme, before ids. */
export function homeDrafts(theme: DeckTheme): PageDraft[] {
  const f = frameOf(theme);
  const divider = (key: string) => chapterDivider(chapterOf(key), HOME_SIZE, theme, { home: SHORT_CHAPTERS.includes(key) });
  return [
    cover(f),
    contentsPage(HOME_CHAPTERS, HOME_SIZE, theme),
    divider('analysis'),
    ...analysisPages(f),
    divider('philosophy'),
    ...philosophyPages(f),
    divider('basis'),
    ...basisPages(f),
    divider('concept'),
    ...conceptPages(f),
    divider('goals'),
    ...goalsPages(f),
    divider('preliminary'),
    ...preliminaryPages(f),
    divider('detailed'),
    ...detailedPages(f),
    divider('equipment'),
    ...equipmentIntroPages(f),
    ...equipmentPages({ chapter: 'equipment', size: HOME_SIZE, margin: HOME_MARGIN, theme, home: true }),
    closingPage({ size: HOME_SIZE, margin: HOME_MARGIN, theme, category: 'end', home: true }),
  ];
}

/** A home deck definition: `home` in LIGHT_THEME, `homedark` in DARK_THEME. */
export function homeDeck(id: string, theme: DeckTheme): TemplateDef {
  return {
    id,
    size: HOME_SIZE,
    margin: HOME_MARGIN,
    chapters: HOME_CHAPTERS,
    build(ctx, opts) {
      return forVersion(homeDrafts(theme), opts).map((page) => withIds(page, ctx.now));
    },
  };
}

export const HOME_DECK: TemplateDef = homeDeck('home', LIGHT_THEME);
