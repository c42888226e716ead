import { COLOUR_TARGETS, GB50034_NOTE, ELDERLY_LUX, RESIDENTIAL_LPD, RESIDENTIAL_LUX, SPACE_RULES } from '../common/residential-reference';
import { chapterDivider, type DeckTheme } from '../page-kit';
import type { ChapterDef, PageDraft } from '../template-def';
import { BODY_TOP, contentPage, labelled, LEFT, note, SIZE, table } from '../zixunshi/kit';

// 设计依据: the standards the villa is designed to, each value with its source: residential and
// elderly illuminance (garage included), power density, colour targets, the outdoor rules
// (obtrusive light, IP codes) and the electrical and control standards.

const IP_ROWS: readonly (readonly [string, string, string])[] = [
  ['户外壁灯、草坪灯', 'IP65', '防尘，防喷水：雨淋与浇灌'],
  ['地埋灯、投树灯', 'IP67', '防尘，短时浸水：积水与暴雨'],
  ['水下灯', 'IP68', '持续浸水；配 12 V / 24 V 安全特低电压'],
  ['檐下筒灯、露台灯', 'IP44 以上', '防溅水：有遮挡的半室外'],
  ['车库、洗衣房', 'IP44 以上', '潮湿地下空间'],
];

const STANDARDS: readonly (readonly [string, string])[] = [
  ['GB 50034-2013《建筑照明设计标准》', '照度、显色、功率密度（已由 GB/T 50034-2024 替代，新项目按新版复核）'],
  ['GB 51348-2019《民用建筑电气设计标准》', '照明配电、控制与安全'],
  ['JGJ 242-2011《住宅建筑电气设计规范》', '住宅照明回路、插座与控制'],
  ['GB/T 31831-2015《LED 室内照明应用技术要求》', 'LED 灯具的光色与频闪'],
  ['JGJ/T 163-2008《城市夜景照明设计规范》', '庭院与立面照明的光污染限制'],
  ['GB/T 4208-2017《外壳防护等级（IP 代码）》', '户外与潮湿场所灯具的防护等级'],
  ['WELL v2 L03', '昼夜节律照明设计（参考）'],
];

export function basisPages(ch: ChapterDef, theme: DeckTheme): PageDraft[] {
  return [
    chapterDivider(ch, SIZE, theme, { home: true }),
    contentPage(
      '住宅照明标准值',
      ch.key,
      'ILLUMINANCE FOR HOMES, GARAGE INCLUDED',
      [
        table([{ name: '房间或场所', width: 2 }, { name: '参考平面及其高度', width: 1.6 }, { name: '照度标准值 (lx)', width: 1.2 }, { name: 'Ra', width: 0.6 }], [...RESIDENTIAL_LUX, ...ELDERLY_LUX], { left: LEFT, top: BODY_TOP, width: 1160, height: 680 }, 20),
        labelled(
          [
            ['怎么用', '标准值是底线；别墅按活动提高功能区，按场景调低夜间。* 为一般照明加局部照明的混合照度。'],
            ['老人房', '爷爷奶奶的房间按老年人住宅取值：一般活动 150 lx，床头阅读 300 lx。'],
            ['车库', '停车位 20 lx、行车道 30 lx 是标准的最低值。'],
          ],
          { left: 1300, top: BODY_TOP, width: 540, height: 600 },
          theme,
          22,
        ),
        note([GB50034_NOTE], { left: LEFT, top: 940, width: 1760, height: 44 }, theme, 20),
      ],
      theme,
      { home: true },
    ),
    contentPage(
      '功率密度、显色与空间比例',
      ch.key,
      'POWER DENSITY, COLOUR RENDERING, LUMINANCE RATIO',
      [
        table([{ name: '建筑类型', width: 2.4 }, { name: '现行值 (W/m²)', width: 1 }, { name: '目标值 (W/m²)', width: 1 }], RESIDENTIAL_LPD, { left: LEFT, top: BODY_TOP, width: 860, height: 200 }, 22),
        table([{ name: '空间', width: 1 }, { name: '显色目标', width: 2 }], COLOUR_TARGETS, { left: 980, top: BODY_TOP, width: 860, height: 200 }, 22),
        table([{ name: '项目', width: 0.6 }, { name: '要求', width: 3 }], SPACE_RULES, { left: LEFT, top: 500, width: 1760, height: 240 }, 22),
        labelled(
          [
            ['功率密度', 'GB 50034-2013 住宅照明功率密度限值：现行值 6.0 W/m²，目标值 5.0 W/m²。别墅灯具多，靠高光效 LED 与分场景控制做到。'],
            ['显色', '标准要求长期停留的房间 Ra 不低于 80；本案按 LightKit 住宅品质目标选型。'],
          ],
          { left: LEFT, top: 770, width: 1760, height: 210 },
          theme,
          22,
        ),
      ],
      theme,
      { home: true },
    ),
    contentPage(
      '庭院照明依据',
      ch.key,
      'OUTDOOR: OBTRUSIVE LIGHT AND IP CODES',
      [
        labelled(
          [
            ['光污染', 'JGJ/T 163-2008 对居住建筑窗户外表面的垂直照度、朝向居室方向的灯具光强设有限值，并按环境亮度分区与熄灯时段区分。庭院灯光按所在分区复核，不照进邻居与自家卧室的窗。'],
            ['防护等级', '按 GB/T 4208-2017（等同 IEC 60529）：第一位数字防尘，第二位数字防水。'],
          ],
          { left: LEFT, top: BODY_TOP, width: 1760, height: 250 },
          theme,
          24,
        ),
        table([{ name: '位置', width: 1.4 }, { name: '最低防护等级', width: 1 }, { name: '原因', width: 2.6 }], IP_ROWS, { left: LEFT, top: 520, width: 1760, height: 400 }, 22),
      ],
      theme,
      { home: true },
    ),
    contentPage(
      '电气与控制依据',
      ch.key,
      'STANDARDS THIS DESIGN FOLLOWS',
      [
        table([{ name: '标准', width: 2 }, { name: '用于', width: 2.2 }], STANDARDS, { left: LEFT, top: BODY_TOP, width: 1760, height: 580 }, 22),
        note(['标准引用以文本名称与年份为准，施工图阶段按当地现行版本复核。'], { left: LEFT, top: 860, width: 1760, height: 50 }, theme, 22),
      ],
      theme,
      { skip: true },
    ),
  ];
}
