import { chapterNumbers, forVersion } from './deck-rules';
import {
  chapterDivider,
  contentsPage,
  deckPage,
  LIGHT_THEME,
  logoOf,
  paragraph,
  projectNameOf,
  styledHtml,
  tableOf,
  title,
  withIds,
} from './page-kit';
import type { PageDraft, TemplateDef } from './template-def';
import { RESIDENTIAL_LUX } from './common/residential-reference';

// A five-page deck that exercises the framework end to end in tests (cover with the bound
// project name, logo and placeholders; contents; one divider; one content page with a table;
// closing page). It is not in TEMPLATES and no user can create it.

const SIZE = { width: 1920, height: 1080 };
const MARGIN = { top: 80, right: 80, bottom: 80, left: 160 };
const theme = LIGHT_THEME;

const chapters = chapterNumbers([{ key: 'basis', title: '设计依据' }]);
const basis = chapters[0]!;

const cover: PageDraft = deckPage(
  '封面',
  'cover',
  [
    logoOf({ left: 160, top: 96, width: 240, height: 120 }),
    projectNameOf({ left: 160, top: 380, width: 1400, height: 130 }, { color: theme.text }),
    paragraph(styledHtml(['住宅照明设计方案 · Residential Lighting Proposal'], { fontSize: 36, color: theme.primary }), { left: 160, top: 520, width: 1400, height: 60 }),
    paragraph(styledHtml(['{{company}}', '汇报人：{{username}}', '日期：{{date}}'], { fontSize: 30, color: theme.text }), { left: 160, top: 700, width: 1000, height: 160 }),
    paragraph(styledHtml(['{{slogan}}'], { fontSize: 26, color: theme.muted }), { left: 160, top: 940, width: 1400, height: 50 }),
  ],
  theme,
  { home: true, header: false },
);

// GB 50034-2013 表 5.2.1 (住宅建筑照明标准值): the first ten rows, what one page holds
const RESIDENTIAL_ROWS = RESIDENTIAL_LUX.slice(0, 10);

const standards: PageDraft = deckPage(
  '住宅照明标准值',
  basis.key,
  [
    title('住宅照明标准值', { left: 160, top: 80, width: 1200, height: 90 }, { color: theme.text }),
    tableOf(
      [{ name: '房间或场所', width: 2 }, { name: '参考平面及其高度', width: 1.6 }, '照度标准值 (lx)', 'Ra'],
      RESIDENTIAL_ROWS,
      { left: 160, top: 200, width: 1600, height: 660 },
      { fontSize: 26 },
    ),
    paragraph(
      styledHtml(
        [
          '依据：GB 50034-2013《建筑照明设计标准》表 5.2.1；* 为混合照明照度（一般照明加局部照明）。',
          '该标准已由 GB/T 50034-2024 替代，新项目请按新版标准复核数值。',
        ],
        { fontSize: 24, color: theme.muted },
      ),
      { left: 160, top: 890, width: 1600, height: 110 },
    ),
  ],
  theme,
  { home: true },
);

const closing: PageDraft = deckPage(
  '谢谢观看',
  'end',
  [
    paragraph(styledHtml(['谢谢观看'], { bold: true, fontSize: 96, color: theme.text, align: 'center' }), { left: 360, top: 380, width: 1200, height: 140 }),
    paragraph(styledHtml(['THANK YOU'], { fontSize: 32, color: theme.muted, align: 'center' }), { left: 360, top: 530, width: 1200, height: 60 }),
    paragraph(styledHtml(['{{company}}', '{{slogan}}'], { fontSize: 26, color: theme.text, align: 'center' }), { left: 260, top: 820, width: 1400, height: 110 }),
  ],
  theme,
  { home: true, header: false },
);

export const FIXTURE_DECK: TemplateDef = {
  id: 'fixture',
  size: SIZE,
  margin: MARGIN,
  chapters,
  build(ctx, opts) {
    const drafts = [cover, contentsPage(chapters, SIZE, theme), chapterDivider(basis, SIZE, theme, { home: true }), standards, closing];
    return forVersion(drafts, opts).map((page) => withIds(page, ctx.now));
  },
};
