import { chapterNumbers, forVersion } from '../deck-rules';
import { withIds, type DeckTheme } from '../page-kit';
import type { PageDraft, TemplateDef } from '../template-def';
import { deckParts, type Frame } from '../office/page-shapes';
import { analysisPages, basisPages, conceptPages } from './analysis-pages';
import { philosophyPages, pointsPages } from './design-pages';
import { equipmentChapter, notesPages } from './notes-pages';
import { effectsPages, planningPages } from './planning-pages';

// 餐厅照明方案 (spec 002 §2, §9 Restaurant Ra > 95, R9 > 80): a Chinese fine-dining restaurant in
// nine chapters, on a warm page. 1120 × 800, content margin 160 left.

const SIZE = { width: 1120, height: 800 };
const MARGIN = { top: 80, right: 80, bottom: 80, left: 160 };

/** The restaurant's warm page: a paper white, a copper accent. */
export const RESTAURANT_THEME: DeckTheme = { primary: '#b8642f', background: '#fffdf8', text: '#2a211b', muted: '#8c8178' };

const chapters = chapterNumbers([
  { key: 'analysis', title: '项目分析' },
  { key: 'concept', title: '项目概念' },
  { key: 'basis', title: '项目依据' },
  { key: 'philosophy', title: '设计理念' },
  { key: 'points', title: '设计要点' },
  { key: 'planning', title: '整体规划' },
  { key: 'effects', title: '空间效果' },
  { key: 'equipment', title: '设备选型' },
  { key: 'notes', title: '设计说明' },
] as const);

/** The short version's four: 项目分析, 设计依据 (项目依据), 初步设计 (整体规划), 设备清单 (设备选型). */
const SHORT = ['analysis', 'basis', 'planning', 'equipment'];

const CONTENT: Record<(typeof chapters)[number]['key'], (f: Frame, chapter: string) => PageDraft[]> = {
  analysis: analysisPages,
  concept: conceptPages,
  basis: basisPages,
  philosophy: philosophyPages,
  points: pointsPages,
  planning: planningPages,
  effects: effectsPages,
  equipment: equipmentChapter,
  notes: notesPages,
};

export const RESTAURANT_DECK: TemplateDef = {
  id: 'restaurant',
  size: SIZE,
  margin: MARGIN,
  chapters,
  build(ctx, opts) {
    const f: Frame = { size: SIZE, margin: MARGIN, theme: RESTAURANT_THEME };
    const parts = deckParts(f, { kind: '餐厅照明设计方案', english: 'Restaurant Lighting Design Proposal' }, chapters, SHORT);
    const drafts = [parts.cover, parts.contents, ...chapters.flatMap((c) => [parts.divider(c), ...CONTENT[c.key](f, c.key)]), parts.closing];
    return forVersion(drafts, opts).map((page) => withIds(page, ctx.now));
  },
};
