import { equipmentPages } from '../common/equipment-pages';
import { chapterDivider, type DeckTheme } from '../page-kit';
import type { ChapterDef, PageDraft } from '../template-def';
import { BODY_TOP, contentPage, labelled, LEFT, MARGIN, note, SIZE, table } from './kit';

// 报价: the equipment list pages every deck shares (the live product list, the luminaire
// schedule, the selection notes), then the quotation table of spec 002 §9 (product estimate,
// design fee, installation service fee, lighting commissioning fee, total; columns 名称, 费用说明,
// 标准, 实收, 金额) and when each sum is paid: the 1000 元 consultation fee is deducted from the
// design fee, the design fee is paid in two halves, the products half on signing and half
// before shipment. The sums are an example for the 120 m² sample home (37 lamp points).

const QUOTE: readonly (readonly [string, string, string, string, string])[] = [
  ['产品预估', '37 个灯位及驱动、面板；签约付 50%，发货前付 50%', '¥36,800', '九折', '¥33,120'],
  ['设计费', '套内 120 m²；分两期各付 50%；已付咨询费 1000 元全额抵扣', '60 元/m²', '50 元/m²', '¥5,000'],
  ['安装服务费', '现场交底、开孔与灯槽复核、指导安装，按灯位计', '40 元/灯位', '30 元/灯位', '¥1,110'],
  ['灯光调试服务费', '场景编程、照度与色温复测、使用培训', '¥2,000/次', '¥1,500/次', '¥1,500'],
  ['合计', '咨询费已抵扣；产品以最终灯具表为准', '—', '—', '¥40,730'],
];

const PAYMENTS: readonly (readonly [string, string, string, string])[] = [
  ['上门勘测', '咨询费', '¥1,000', '签订设计合同时全额抵扣设计费'],
  ['签订设计合同', '设计费首期 50%', '¥2,000', '¥3,000 扣除咨询费 ¥1,000'],
  ['交付施工图', '设计费余下 50%', '¥3,000', '设计费 ¥6,000 付清'],
  ['签订供货合同', '产品款 50%', '¥16,560', '按确认的灯具表'],
  ['发货前', '产品款余下 50%', '¥16,560', '到货后清点验收'],
  ['安装完成', '安装服务费', '¥1,110', '整改完成后支付'],
  ['调试验收', '灯光调试服务费', '¥1,500', '场景确认、交付使用说明'],
];

export function quotePages(ch: ChapterDef, theme: DeckTheme): PageDraft[] {
  return [
    chapterDivider(ch, SIZE, theme, { home: true }),
    ...equipmentPages({ chapter: ch.key, size: SIZE, margin: MARGIN, theme, home: true }),
    contentPage(
      '报价单',
      ch.key,
      'QUOTATION',
      [
        table(
          [{ name: '名称', width: 1 }, { name: '费用说明', width: 3 }, { name: '标准', width: 1 }, { name: '实收', width: 1 }, { name: '金额', width: 1 }],
          QUOTE,
          { left: LEFT, top: BODY_TOP, width: 1760, height: 520 },
          24,
        ),
        labelled(
          [
            ['咨询费抵扣', '咨询阶段已付的 1000 元，签订设计合同时从设计费中全额扣除。'],
            ['示例金额', '以上为 120 m² 样板户型的示例，按项目面积、灯位与选定产品调整；币种人民币（¥）。'],
          ],
          { left: LEFT, top: 800, width: 1760, height: 180 },
          theme,
          24,
        ),
      ],
      theme,
      { home: true },
    ),
    contentPage(
      '付款节点',
      ch.key,
      'PAYMENT SCHEDULE',
      [
        table([{ name: '节点', width: 1 }, { name: '款项', width: 1.2 }, { name: '金额', width: 0.8 }, { name: '说明', width: 2 }], PAYMENTS, { left: LEFT, top: BODY_TOP, width: 1760, height: 560 }, 24),
        note(['设计费两期各 50%；产品款签约付 50%、发货前付 50%；安装与调试服务费在服务完成后支付。'], { left: LEFT, top: 850, width: 1760, height: 80 }, theme, 22),
      ],
      theme,
      { skip: true },
    ),
  ];
}
