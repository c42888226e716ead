import type { PageDraft } from '../template-def';
import { equipmentPages } from '../common/equipment-pages';
import { column, contentPage, labelled, slice, table, type Look } from './layout';

// 08 报价: the quotation of the sample home (product estimate, smart system, design,
// installation and commissioning fees, with a total in capital numerals and the payment
// terms of spec 002 §9), then the three shared equipment pages (product list, luminaire
// schedule, selection notes), which the short version keeps as its equipment list.

const QUOTE: readonly (readonly string[])[] = [
  ['照明产品预估', '筒灯、射灯、灯带、吊灯等 46 套，按产品清单', '¥31,800', '九折', '¥28,620'],
  ['智能控制系统', '网关 ×2、场景面板 ×10、传感器 ×9、调光驱动', '¥12,600', '九折', '¥11,340'],
  ['设计费', '120 m² × ¥40/m²，含点位图、场景表与施工交底', '¥4,800', '抵扣咨询费 ¥1,000', '¥3,800'],
  ['安装服务费', '约 60 个灯位 × ¥30/位，含开孔与接线', '¥1,800', '按实际灯位', '¥1,800'],
  ['灯光调试服务费', '11 个场景编程、感应与时间表设置、现场调光', '¥1,500', '—', '¥1,500'],
  ['合计', '人民币肆万柒仟零陆拾元整', '¥52,500', '—', '¥47,060'],
];

function quotation(look: Look, category: string): PageDraft {
  const body = column(look, 0, 1);
  return contentPage(look, category, '项目报价', 'QUOTATION', [
    ...table(look, [{ name: '名称', width: 1 }, { name: '费用说明', width: 2.6 }, { name: '标准', width: 0.8 }, { name: '实收', width: 1.1 }, { name: '金额', width: 0.8 }], QUOTE, slice(body, 0, 480), 22),
    labelled(
      look,
      [
        ['付款方式', '设计费分两期各付 50%：签约时与施工图交付时；产品款签约付 50%，发货前付清余下 50%。'],
        ['咨询费', '前期上门咨询费 ¥1,000，签订设计合同后全额抵扣设计费。'],
        ['说明', '以上为示例估算，产品以深化设计后的产品清单为准，金额随清单自动更新；安装按实际灯位结算。'],
      ],
      slice(body, 520),
      23,
    ),
  ]);
}

export const quotePages = (look: Look, category: string): PageDraft[] => [
  quotation(look, category),
  ...equipmentPages({ chapter: category, size: look.size, margin: look.margin, theme: look.theme, home: true }),
];
