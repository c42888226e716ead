import { deckPage, labelledHtml, paragraph, rule, scaled, styledHtml, title, type DeckTheme } from '../page-kit';
import type { ElementDraft, Margin, PageDraft, PageSize } from '../template-def';

// The company pages decks end with: who we are (the claims of spec 002 §9, written as the
// user's own company through {{company}}) and the closing thanks page.

export interface FrameOptions {
  size: PageSize;
  margin: Margin;
  theme: DeckTheme;
  category: string;
  home?: boolean;
}

/** The three figures of spec 002 §9 "Company-introduction claims". */
export const COMPANY_FIGURES: readonly (readonly [string, string])[] = [
  ['1000+', '完成照明设计项目'],
  ['10+', '城市服务网点'],
  ['10,000+', '照明设计培训学员'],
];

const SERVICES: readonly (readonly [string, string])[] = [
  ['照明设计', '从需求访谈、光环境规划到施工图与场景调试，一套方案贯穿始终'],
  ['产品选型', '按显色、眩光、频闪与能效指标选型，给出可核对的参数与报价'],
  ['落地服务', '现场交底、安装指导、智能调试与交付后回访'],
];

/** 公司介绍: name, the three figures, what the company does. */
export function companyPage(o: FrameOptions): PageDraft {
  const { size, margin, theme } = o;
  const width = size.width - margin.left - margin.right;
  const figureWidth = Math.round(width / COMPANY_FIGURES.length);
  const figuresTop = margin.top + scaled(size, 260);
  const figures: ElementDraft[] = COMPANY_FIGURES.flatMap(([value, label], i) => [
    paragraph(
      styledHtml([value], { bold: true, fontSize: scaled(size, 88), color: theme.primary, align: 'center' }),
      { left: margin.left + i * figureWidth, top: figuresTop, width: figureWidth, height: scaled(size, 120) },
      1.2,
    ),
    paragraph(styledHtml([label], { fontSize: scaled(size, 28), color: theme.text, align: 'center' }), {
      left: margin.left + i * figureWidth,
      top: figuresTop + scaled(size, 130),
      width: figureWidth,
      height: scaled(size, 50),
    }),
  ]);
  return deckPage(
    '公司介绍',
    o.category,
    [
      title('{{company}}', { left: margin.left, top: margin.top, width, height: scaled(size, 80) }, { fontSize: scaled(size, 52), color: theme.text }),
      paragraph(styledHtml(['ABOUT US · 专注光环境设计与落地'], { fontSize: scaled(size, 24), color: theme.muted }), {
        left: margin.left,
        top: margin.top + scaled(size, 90),
        width,
        height: scaled(size, 40),
      }),
      rule({ left: margin.left, top: margin.top + scaled(size, 150), width, height: 12 }, theme.primary, 2),
      ...figures,
      paragraph(labelledHtml(SERVICES, { fontSize: scaled(size, 26), color: theme.text }), {
        left: margin.left,
        top: figuresTop + scaled(size, 230),
        width,
        height: size.height - (figuresTop + scaled(size, 230)) - margin.bottom,
      }),
    ],
    theme,
    { home: o.home ?? false },
  );
}

/** 谢谢观看: the closing page with the company and slogan. */
export function closingPage(o: FrameOptions): PageDraft {
  const { size, theme } = o;
  const width = Math.round(size.width * 0.7);
  const left = Math.round((size.width - width) / 2);
  return deckPage(
    '谢谢观看',
    o.category,
    [
      paragraph(
        styledHtml(['谢谢观看'], { bold: true, fontSize: scaled(size, 96), color: theme.text, align: 'center' }),
        { left, top: Math.round(size.height * 0.34), width, height: scaled(size, 140) },
        1.2,
      ),
      paragraph(styledHtml(['THANK YOU'], { fontSize: scaled(size, 32), color: theme.muted, align: 'center' }), {
        left,
        top: Math.round(size.height * 0.34) + scaled(size, 150),
        width,
        height: scaled(size, 60),
      }),
      paragraph(styledHtml(['{{company}}', '{{slogan}}'], { fontSize: scaled(size, 26), color: theme.text, align: 'center' }), {
        left,
        top: Math.round(size.height * 0.76),
        width,
        height: scaled(size, 110),
      }),
    ],
    theme,
    { home: o.home ?? true, header: false },
  );
}
