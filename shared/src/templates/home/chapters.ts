import { chapterNumbers } from '../deck-rules';

// The eight chapters of the home deck (spec 002 §2 "Home deck (eight chapters)"), in order.
// The short version keeps 项目分析, 设计依据, 初步设计 and 设备清单 (spec 002 §4).

export const HOME_CHAPTERS = chapterNumbers([
  { key: 'analysis', title: '项目分析' },
  { key: 'philosophy', title: '设计理念' },
  { key: 'basis', title: '设计依据' },
  { key: 'concept', title: '概念设计' },
  { key: 'goals', title: '设计目标' },
  { key: 'preliminary', title: '初步设计' },
  { key: 'detailed', title: '深化设计' },
  { key: 'equipment', title: '设备清单' },
]);

export type HomeChapterKey = (typeof HOME_CHAPTERS)[number]['key'];

/** The chapter of a key (the list above always has it). */
export function chapterOf(key: string) {
  const chapter = HOME_CHAPTERS.find((c) => c.key === key);
  if (!chapter) throw new Error(`no home chapter ${key}`);
  return chapter;
}

/** The chapters whose pages the short version keeps. */
export const SHORT_CHAPTERS: readonly string[] = ['analysis', 'basis', 'preliminary', 'equipment'];
