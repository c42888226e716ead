import { equipmentPages } from '../common/equipment-pages';
import { chapterDivider, type DeckTheme } from '../page-kit';
import type { ChapterDef, PageDraft } from '../template-def';
import { BODY_TOP, contentPage, labelled, LEFT, MARGIN, SIZE, table } from '../zixunshi/kit';
import { villaLampCount } from './design-pages';

// 报价: the shared equipment pages (product list, luminaire schedule, selection notes: the
// short version's 设备清单), then the quotation summary, its lamp count taken from the plans.

const yuan = (n: number): string => `¥${Math.round(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** The quotation lines for `lamps` lamp points: name, what it covers, standard, charged, amount. */
export function villaQuote(lamps: number): string[][] {
  const products = lamps * 1200;
  const lines: [string, string, string, string, number][] = [
    ['灯具产品', `按四张点位图 ${lamps} 个灯位预估；签订供货合同付 50%，发货前付 50%`, yuan(products), '九折', products * 0.9],
    ['智能控制系统', '网关 4 台、场景面板、人体与照度传感器', yuan(48000), '九折', 48000 * 0.9],
    ['设计费', '建筑面积 576 m²，含庭院；分两期各付 50%', '80 元/m²', '70 元/m²', 576 * 70],
    ['安装服务费', '现场交底、指导安装与灯位复核，按灯位计', '40 元/灯位', '30 元/灯位', lamps * 30],
    ['灯光调试服务费', '场景编程、照度与色温复测、使用培训', '¥5,000/次', '¥4,000/次', 4000],
  ];
  const total = lines.reduce((sum, line) => sum + line[4], 0);
  return [...lines.map(([a, b, c, d, amount]) => [a, b, c, d, yuan(amount)]), ['合计', '产品以最终灯具表为准', '—', '—', yuan(total)]];
}

export function quotePages(ch: ChapterDef, theme: DeckTheme): PageDraft[] {
  return [
    chapterDivider(ch, SIZE, theme, { home: true }),
    ...equipmentPages({ chapter: ch.key, size: SIZE, margin: MARGIN, theme, home: true }),
    contentPage(
      '报价汇总',
      ch.key,
      'QUOTATION SUMMARY',
      [
        table(
          [{ name: '名称', width: 1 }, { name: '费用说明', width: 3 }, { name: '标准', width: 1 }, { name: '实收', width: 1 }, { name: '金额', width: 1 }],
          villaQuote(villaLampCount()),
          { left: LEFT, top: BODY_TOP, width: 1760, height: 560 },
          22,
        ),
        labelled(
          [
            ['付款', '设计费两期各 50%；产品签订供货合同付 50%，发货前付 50%；安装与调试服务费在服务完成后支付。'],
            ['说明', '金额为本方案的预估，按确认的灯具表与智能系统配置调整；币种人民币（¥）。'],
          ],
          { left: LEFT, top: 840, width: 1760, height: 140 },
          theme,
          22,
        ),
      ],
      theme,
      { home: true },
    ),
  ];
}
