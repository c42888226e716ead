import type { ElementDraft, PageDraft } from '../template-def';
import { companyPage } from '../common/company';
import { block, column, contentPage, labelled, px, slice, text, type Look } from './layout';

// 09 公司介绍: who we are (the shared company page with the claims of spec 002 §9) and how a
// project runs with us: the service flow of ten steps in three phases (spec 002 §9).

const PHASES: readonly (readonly [string, string, readonly string[]])[] = [
  ['咨询', 'CONSULT', ['01 需求沟通：家庭成员、作息与预算', '02 上门勘测：尺寸、层高、采光与现场条件', '03 咨询报告：照明问题与改进方向']],
  ['设计', 'DESIGN', ['04 概念方案：六类光与场景构想', '05 深化设计：点位、回路、场景与网关', '06 产品选型与报价：逐项可核对', '07 施工交底：图纸与现场说明']],
  ['供货与服务', 'SUPPLY & SERVICE', ['08 供货与安装指导', '09 智能调试：场景编程与感应设置', '10 验收交付与回访：实测照度、说明使用']],
];

function serviceFlow(look: Look, category: string): PageDraft {
  const body = column(look, 0, 1);
  const gap = px(look, 40);
  const w = Math.round((body.width - 2 * gap) / 3);
  const h = px(look, 430);
  const fill = look.variant === 'dark' ? '#23262d' : '#faf6f0';
  const items: ElementDraft[] = PHASES.flatMap(([zh, en, steps], i) => {
    const left = body.left + i * (w + gap);
    return [
      block({ left, top: body.top, width: w, height: h }, fill, 12),
      block({ left, top: body.top, width: w, height: px(look, 8) }, look.theme.primary),
      text(look, [`阶段 ${i + 1} · ${zh}`], { left: left + 28, top: body.top + 28, width: w - 56, height: px(look, 60) }, 32, { bold: true, color: look.theme.primary }),
      text(look, [en], { left: left + 28, top: body.top + 92, width: w - 56, height: px(look, 56) }, 20, { muted: true }),
      text(look, steps, { left: left + 28, top: body.top + 156, width: w - 56, height: h - 176 }, 22),
    ];
  });
  return contentPage(look, category, '服务流程', 'TEN STEPS IN THREE PHASES', [
    ...items,
    labelled(
      look,
      [
        ['费用', '上门咨询费 ¥1,000，签订设计合同后抵扣设计费；设计费分两期各 50%；产品款签约付 50%、发货前付清。'],
        ['交付', '每个阶段都有可以验收的成果：咨询报告、设计图册与场景表、产品清单与报价、调试记录与实测照度。'],
      ],
      slice(body, h + px(look, 40)),
      24,
    ),
  ]);
}

export const companyPages = (look: Look, category: string): PageDraft[] => [
  companyPage({ size: look.size, margin: look.margin, theme: look.theme, category, home: false }),
  serviceFlow(look, category),
];
