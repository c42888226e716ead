import { COLOUR_TARGETS, GB50034_NOTE, RESIDENTIAL_LPD, RESIDENTIAL_LUX, SPACE_RULES } from '../common/residential-reference';
import type { ElementDraft, PageDraft } from '../template-def';
import { BODY_TOP, block, body, head, labelled, lines, note, page, table, THEME, W, X, type Variant } from './kit';

// 设计理念 (the six-kind light model, the luminance hierarchy, light that follows the day) and
// 设计依据 (the standards every number of the deck answers to).

const SIX_KINDS: readonly (readonly string[])[] = [
  ['环境光', '让空间可辨、可走动的基础亮度', '灯槽、洗墙、间接光，替代吊顶中央主灯', '50–150 lx，2700–3000K'],
  ['功能光（作业光）', '阅读、烹饪、化妆、学习等视觉作业', '台面灯、书桌筒灯、镜前灯', '300–750 lx，3000–4000K'],
  ['重点光', '把视线引向艺术品、端景和材质', '窄光束射灯、轨道灯', '周边亮度的 3–5 倍，15°–24°'],
  ['装饰光（闪烁光）', '吊灯、水晶、金属的闪烁，制造情绪', '餐厅吊灯、艺术灯具', '低功率，多光点，可调光'],
  ['节律光', '随时间改变色温与亮度，贴合人体节律', '调光调色筒灯与灯带', '白天 4000–5000K，夜间 ≤ 2700K'],
  ['媒介光', '屏幕、投影、背景屏等会发光的界面', '电视背景光、影音室控制', '与屏幕亮度匹配，减少反差'],
];

function hierarchyDiagram(left: number, top: number): ElementDraft[] {
  const base = top + 520;
  const bars: [string, string, number, string][] = [
    ['背景', '1', 52, '#ffe8cc'],
    ['周围', '3', 156, '#ffc078'],
    ['重点', '10', 500, THEME.primary],
  ];
  return bars.flatMap(([name, ratio, h, color], i) => [
    block({ left: left + i * 200, top: base - h, width: 140, height: h }, color),
    lines([`${name} ${ratio}`], { left: left + i * 200 - 20, top: base + 16, width: 180, height: 44 }, { fontSize: 26, bold: true, color: THEME.text, align: 'center' }),
  ]);
}

export function philosophyPages(chapter: string, v: Variant): PageDraft[] {
  const kinds = page('六类光模型', chapter, [
    ...head('六类光模型', 'SIX KINDS OF LIGHT'),
    table(
      [{ name: '光的类型', width: 1.1 }, { name: '作用', width: 2 }, { name: '本案做法', width: 2 }, { name: '典型参数', width: 1.5 }],
      SIX_KINDS,
      { left: X, top: BODY_TOP, width: W, height: 520 },
    ),
    body(['一盏主灯只能给出一种光。把光拆成六类，分回路、分场景控制，同一个空间才能既能聚会、又能观影、还能安静读书。'], { left: X, top: BODY_TOP + 560, width: W, height: 100 }),
  ]);
  const hierarchy = page('亮度层次', chapter, [
    ...head('亮度层次：见光不见灯', 'LUMINANCE HIERARCHY'),
    ...hierarchyDiagram(X + 40, BODY_TOP),
    labelled(
      [
        ['为什么不是越亮越好', '整屋一样亮，眼睛找不到重点，空间显得平、显得小。'],
        ['1 : 3 : 10', '背景、周围与重点的亮度大致按此拉开层次：重点清楚，又不至于刺眼。'],
        ['墙比地重要', '人看到的是立面。把光打到墙上，房间显得更宽更高。'],
        ['光源藏起来', '深藏防眩筒灯、灯槽和线性灯缝，只见光、不见灯。'],
      ],
      { left: X + 700, top: BODY_TOP, width: W - 700, height: 300 },
      26,
    ),
    table(
      [{ name: '空间', width: 0.8 }, { name: '背景', width: 1.3 }, { name: '周围', width: 1.3 }, { name: '重点', width: 1.3 }],
      [
        ['客厅', '顶面灯槽 30–50 lx', '墙面洗亮 100–150 lx', '艺术品 300–500 lx'],
        ['餐厅', '环境 20–30 lx', '餐边柜 60–100 lx', '餐桌 200–300 lx'],
        ['主卧', '灯槽 15–30 lx', '衣柜面 50–100 lx', '床头阅读 150–300 lx'],
      ],
      { left: X + 700, top: BODY_TOP + 340, width: W - 700, height: 240 },
    ),
    note(['表中为本案的设计照度区间，亮度还取决于表面反射比，见“材质分析”章。']),
  ], { skip: v.sale });
  const rhythm = page(
    '节律光',
    chapter,
    [
      ...head('节律光：跟着太阳走', 'CIRCADIAN LIGHTING'),
      table(
        ['时段', '色温', '照度（客厅）', '场景'],
        [
          ['06:30–08:30', '3500–4000K，渐亮', '200 lx', '晨起'],
          ['08:30–17:00', '4000–5000K', '300 lx（补光）', '日常'],
          ['17:00–20:00', '3000–3500K', '200–300 lx', '聚会、用餐'],
          ['20:00–22:30', '2700–3000K', '100–150 lx', '放松、氛围'],
          ['22:30–06:30', '≤ 2500K', '≤ 20 lx', '起夜'],
        ],
        { left: X, top: BODY_TOP, width: 1000, height: 420 },
      ),
      body(
        [
          '人体昼夜节律受光的强度与光谱影响：白天偏冷偏亮的光帮助清醒，夜晚低色温、低照度的光减少对褪黑素的抑制。',
          'WELL v2 的 L03 昼夜节律照明设计以视觉高度处的等效黑视素照度（EML）评价白天的光剂量。住宅不必套用办公指标，但白天足、夜晚暗的方向是一致的。',
        ],
        { left: X + 1060, top: BODY_TOP, width: W - 1060, height: 640 },
        24,
      ),
      note(['节律光需要调光调色灯具与智能控制，时段按家庭作息在调试时设定。']),
    ],
    { skip: true },
  );
  return v.sale ? [kinds, hierarchy] : [kinds, hierarchy, rhythm];
}

export function basisPages(chapter: string, v: Variant): PageDraft[] {
  const lux = page(
    '住宅照明标准值',
    chapter,
    [
      ...head('住宅照明标准值', 'ILLUMINANCE STANDARDS'),
      table(
        [{ name: '房间或场所', width: 2 }, { name: '参考平面及其高度', width: 1.6 }, '照度标准值 (lx)', 'Ra'],
        RESIDENTIAL_LUX,
        { left: X, top: BODY_TOP, width: W, height: 640 },
      ),
      note(['GB 50034-2013 表 5.2.1 住宅建筑照明标准值，* 为混合照明照度。' + GB50034_NOTE]),
    ],
    { home: true },
  );
  const quality = page(
    '功率密度与显色',
    chapter,
    [
      ...head('功率密度与显色', 'POWER DENSITY & COLOUR RENDERING'),
      table(
        [{ name: '场所（GB 50034-2013 照明功率密度限值）', width: 2.4 }, '现行值 (W/m²)', '目标值 (W/m²)'],
        RESIDENTIAL_LPD,
        { left: X, top: BODY_TOP, width: W, height: 150 },
      ),
      table([{ name: '品质目标', width: 1 }, { name: '本案要求（高于 GB 50034-2013 Ra ≥ 80）', width: 2.4 }], COLOUR_TARGETS, { left: X, top: BODY_TOP + 190, width: W, height: 150 }),
      table([{ name: '空间规则', width: 1 }, { name: '要求', width: 3.4 }], SPACE_RULES, { left: X, top: BODY_TOP + 380, width: W, height: 200 }),
      note([GB50034_NOTE]),
    ],
    { home: true },
  );
  const comfort = page(
    '光品质与电气',
    chapter,
    [
      ...head('光品质与电气', 'LIGHT QUALITY & ELECTRICAL'),
      table(
        [{ name: '指标', width: 1 }, { name: '依据', width: 2.2 }, { name: '本案要求', width: 2.8 }],
        [
          ['频闪', 'GB/T 31831-2015 LED 室内照明应用技术要求', '调光全程无可视频闪，儿童房与书房 ≥ 3125 Hz'],
          ['色容差', 'GB 50034-2013 光源颜色要求', '同空间 ≤ 3 SDCM（标准要求 ≤ 5 SDCM）'],
          ['眩光', 'GB 50034-2013 眩光限制；IES 推荐', '筒灯遮光角 ≥ 30°，主要视线方向无裸露光源'],
          ['配电', 'JGJ 242-2011 住宅建筑电气设计规范', '照明与插座分回路，按空间与场景分组'],
          ['控制', 'GB 51348-2019 民用建筑电气设计标准', '公共区与卧室可调光，夜间感应低照度'],
        ],
        { left: X, top: BODY_TOP, width: W, height: 470 },
      ),
      body(['标准给出的是底线；本案的显色、频闪与眩光目标都高于底线，这也是高端住宅照明与普通装修照明的区别。'], { left: X, top: BODY_TOP + 510, width: W, height: 100 }),
    ],
    { skip: true },
  );
  return v.sale ? [lux, quality] : [lux, quality, comfort];
}
