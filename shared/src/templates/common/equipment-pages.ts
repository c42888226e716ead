import { deckPage, labelledHtml, paragraph, scaled, styledHtml, title, type DeckTheme } from '../page-kit';
import type { ElementDraft, Margin, PageDraft, PageSize } from '../template-def';

// The three pages every equipment-selection chapter (设备清单 / 设备选型) ends with, shared by all
// decks (spec 002 §2 "common builders"): the product list drawn from the document's products,
// the luminaire schedule (灯具表) built from the same lines, and the selection notes that say
// which figures a product must meet and why. The first two are live: they fill as the designer
// adds products in the 产品 panel or runs 从平面图生成清单.

export interface EquipmentOptions {
  /** the chapter's key: the pages' category */
  chapter: string;
  size: PageSize;
  margin: Margin;
  theme: DeckTheme;
  /** the short version keeps these pages (the equipment list is one of its four chapters) */
  home?: boolean;
  /** whose rooms the notes speak of: a home (the default) or a public building (office, hospital, restaurant) */
  building?: 'home' | 'public';
}

function heading(text: string, english: string, o: EquipmentOptions): ElementDraft[] {
  const { size, margin, theme } = o;
  const width = size.width - margin.left - margin.right;
  return [
    title(text, { left: margin.left, top: margin.top, width: Math.round(width * 0.7), height: scaled(size, 80) }, { fontSize: scaled(size, 52), color: theme.text }),
    paragraph(styledHtml([english], { fontSize: scaled(size, 24), color: theme.muted }), {
      left: margin.left,
      top: margin.top + scaled(size, 84),
      width: Math.round(width * 0.7),
      height: scaled(size, 40),
    }),
  ];
}

const bodyBox = (o: EquipmentOptions, below = 150) => {
  const top = o.margin.top + scaled(o.size, below);
  return { left: o.margin.left, top, width: o.size.width - o.margin.left - o.margin.right, height: o.size.height - top - o.margin.bottom };
};

/** 产品清单: the document's products as cards (picture, number, model, parameters). */
export function productListPage(o: EquipmentOptions): PageDraft {
  const box = bodyBox(o);
  return deckPage(
    '产品清单',
    o.chapter,
    [...heading('产品清单', 'PRODUCT LIST', o), { tag: 'productlist', ...box, rotate: 0, fontSize: Math.max(12, scaled(o.size, 18)) }],
    o.theme,
    { home: o.home ?? true },
  );
}

/** 灯具表: the luminaire schedule (number, type, model, power, CCT, beam, quantity, space). */
export function scheduleTablePage(o: EquipmentOptions): PageDraft {
  const box = bodyBox(o);
  return deckPage(
    '灯具表',
    o.chapter,
    [
      ...heading('灯具表', 'LUMINAIRE SCHEDULE', o),
      { tag: 'doctable', ...box, rotate: 0, kind: 'djb', start: 0, count: 0, fontSize: Math.max(10, scaled(o.size, 16)), header: true, footer: true },
    ],
    o.theme,
    { home: o.home ?? true },
  );
}

// What every product in a LightKit proposal is checked against, with where each figure comes from.
const HOME_NOTES: readonly [string, string][] = [
  ['显色性', '一般显色指数 Ra ≥ 90、特殊显色指数 R9 > 50（住宅起居与餐厅宜 Ra ≥ 95、R9 > 80）；GB 50034-2013《建筑照明设计标准》要求长期工作或停留的房间 Ra 不应小于 80，本方案按更高的品质目标选型。'],
  ['色温与一致性', '同一空间的灯具色温一致，色容差不大于 5 SDCM（GB 50034-2013 对同类光源色容差的要求）；居住空间以 2700K–3500K 为主，工作台面可用 4000K。'],
  ['眩光控制', '筒灯、射灯选深藏防眩或蜂窝网结构，遮光角不小于 30°；卧室与起居室的灯具避开床头与沙发的直视方向。办公等场所按统一眩光值 UGR 限值（GB 50034-2013 照明质量一章）复核。'],
  ['频闪', '选用无可视频闪的驱动：调光全程的波动深度满足 GB/T 31831-2015 的低风险要求，儿童房与书房优先选高频调光（3125 Hz 以上）。'],
  ['光束角', '重点照明用 15°–24° 窄光束，洗墙用 36°–60° 或专用洗墙透镜，一般照明用 60° 以上；吊顶高度 2.5–2.8 m 时射灯距墙 300–500 mm。'],
  ['调光与控制', '回路按场景划分，主要空间可调光，调光范围 1%–100% 平滑无闪；智能系统的网关与终端数量按网关容量规划（见智能照明章节）。'],
  ['能效', '照明功率密度满足 GB 50034-2013 表 6.3.1 住宅现行值 ≤ 6.0 W/m²（目标值 ≤ 5.0 W/m²）；GB/T 50034-2024 实施后按新版限值复核。'],
];

// The same criteria for offices, hospitals and restaurants: the standard's limits by room type.
const PUBLIC_NOTES: readonly [string, string][] = [
  ['显色性', '长期工作或停留的场所 Ra 不应小于 80（GB 50034-2013《建筑照明设计标准》），手术室、ICU 与需辨色的场所取 Ra ≥ 90；餐饮空间按 Ra > 95、R9 > 80 的品质目标选型。'],
  ['色温与一致性', '同一场所的灯具色温一致，色容差不大于 5 SDCM（GB 50034-2013 对同类光源的要求）；办公与医疗工作区 4000K 左右，休息与候诊区 3000K–3500K。'],
  ['眩光控制', '按 GB 50034-2013 各类场所的统一眩光值（UGR）限值选型并复核：办公室、诊室 UGR ≤ 19，大厅 UGR ≤ 22；格栅、深藏防眩与低亮度面板优先。'],
  ['均匀度', '作业面照度均匀度 U0 按场所取 0.40–0.70（GB 50034-2013 照明标准值表），灯具间距不大于其配光允许的最大距高比。'],
  ['频闪', '选用无可视频闪的驱动：调光全程的波动深度满足 GB/T 31831-2015 的低风险要求。'],
  ['调光与控制', '按区域、场景与时段分回路，走廊与公共区可感应或定时调光；应急照明与疏散指示按 GB 51348-2019 单独配置。'],
  ['能效', '照明功率密度满足 GB 50034-2013 第 6 章对该类建筑的现行值，并以目标值为努力方向；GB/T 50034-2024 实施后按新版限值复核。'],
];

/** 选型说明: the criteria the products were chosen by, each with its source. */
export function selectionNotesPage(o: EquipmentOptions): PageDraft {
  const box = bodyBox(o);
  const fontSize = Math.max(12, scaled(o.size, 24));
  return deckPage(
    '选型说明',
    o.chapter,
    [...heading('选型说明', 'SELECTION NOTES', o), paragraph(labelledHtml(o.building === 'public' ? PUBLIC_NOTES : HOME_NOTES, { fontSize, color: o.theme.text }), box, 1.5)],
    o.theme,
    { home: o.home ?? true },
  );
}

/** The three shared pages in their order. */
export const equipmentPages = (o: EquipmentOptions): PageDraft[] => [productListPage(o), scheduleTablePage(o), selectionNotesPage(o)];
