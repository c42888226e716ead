import type { PageDraft } from '../template-def';
import { ELDERLY_LUX, GB50034_NOTE, RESIDENTIAL_LPD, RESIDENTIAL_LUX } from '../common/residential-reference';
import { accent, body, column, contentPage, labelled, sourceNote, table, tableHeight, type Frame } from './layout';

// 03 设计依据: the residential values of GB 50034-2013 (illuminance, elderly rooms, power
// density), the quality targets LightKit sets above them, and the other standards the design
// follows. The first three pages are in the short version.

const CHAPTER = 'basis';

const LUX_COLUMNS = [{ name: '房间或场所', width: 2 }, { name: '参考平面及其高度', width: 1.5 }, { name: '照度标准值 (lx)', width: 1.3 }, { name: 'Ra', width: 0.6 }];

function luxPage(f: Frame): PageDraft {
  const box = { ...column(f, 0, 0.62), height: tableHeight(RESIDENTIAL_LUX.length, 38) };
  const side = column(f, 0.66, 0.34);
  return contentPage(
    f,
    CHAPTER,
    '住宅建筑照明标准值',
    'ILLUMINANCE STANDARD FOR HOMES',
    [
      table(LUX_COLUMNS, RESIDENTIAL_LUX, box),
      labelled(
        f,
        [
          ['怎么读', '表中为参考平面上的平均照度维持值；带 * 的为混合照明照度，即一般照明加台灯、阅读灯等局部照明后的数值。'],
          ['本方案', '标准值是底线。客厅阅读、厨房台面、书桌等作业面，本方案用局部照明提高到 300–500 lx；通行空间保持 50 lx 左右，留出明暗对比。'],
        ],
        { ...side, height: 400 },
      ),
      sourceNote(f, `GB 50034-2013 表 5.2.1 住宅建筑照明标准值。${GB50034_NOTE}`),
    ],
    { home: true },
  );
}

function elderlyAndPowerPage(f: Frame): PageDraft {
  const left = column(f, 0, 0.56);
  const right = column(f, 0.6, 0.4);
  const elderly = { ...left, height: tableHeight(ELDERLY_LUX.length, 36) };
  const lpdTop = elderly.top + elderly.height + 70;
  const homeLpd = RESIDENTIAL_LPD.filter(([space]) => space.startsWith('住宅'));
  return contentPage(
    f,
    CHAPTER,
    '老人居室与照明功率密度',
    'ELDERLY ROOMS AND POWER DENSITY',
    [
      table(LUX_COLUMNS, ELDERLY_LUX, elderly),
      body(f, ['GB 50034-2013 表 5.2.2：老年人视力衰退，同类空间照度约为一般住宅的两倍。'], { left: left.left, top: elderly.top + elderly.height + 8, width: left.width, height: 50 }, 13),
      table([{ name: '场所', width: 3 }, { name: '现行值 (W/m²)', width: 1.3 }, { name: '目标值 (W/m²)', width: 1.3 }], homeLpd, { left: left.left, top: lpdTop, width: left.width, height: tableHeight(homeLpd.length, 40) }),
      body(f, ['GB 50034-2013 表 6.3.1 住宅建筑每户照明功率密度限值。'], { left: left.left, top: lpdTop + tableHeight(homeLpd.length, 40) + 8, width: left.width, height: 30 }, 13),
      labelled(
        f,
        [
          ['给长辈', '家里有老人时，卧室与起居按上表提高照度，床边与夜间通道加设低位感应灯，开关带夜光指示。'],
          ['功率密度', '照明功率密度（LPD）是每平方米的照明安装功率，衡量是否节能。本方案全屋约 3.2 W/m²，低于目标值 5.0 W/m²，计算见深化设计。'],
        ],
        { ...right, height: 220 },
      ),
      accent(f, ['亮得恰当，也要省电。'], { left: right.left, top: right.top + 240, width: right.width, height: 40 }, 16),
      sourceNote(f, GB50034_NOTE, 24),
    ],
    { home: true },
  );
}

const QUALITY: readonly (readonly string[])[] = [
  ['一般显色指数 Ra', '≥ 80（长期停留场所）', '> 90，餐厅 > 95', 'GB 50034-2013'],
  ['特殊显色指数 R9', 'LED 光源 > 0', '> 50，餐厅 > 80', 'GB 50034-2013'],
  ['Re / R15（肤色）', '未规定', 'Re > 90，R15 > 90', 'LightKit 品质目标'],
  ['色温', 'LED 长期停留场所不宜高于 4000K', '2700–4000K', 'GB 50034-2013'],
  ['色容差', '同类光源 ≤ 5 SDCM', '同一空间色温一致', 'GB 50034-2013'],
  ['频闪', '按波动深度分级限制', '高频调光 > 3125 Hz', 'GB/T 31831-2015'],
  ['眩光', '住宅未规定 UGR', '深藏防眩，遮光角 ≥ 30°', '设计经验'],
  ['亮度层次', '—', '背景 : 周围 : 焦点 ≥ 1 : 3 : 10', '设计经验'],
];

function qualityPage(f: Frame): PageDraft {
  const box = { ...column(f, 0, 1), height: tableHeight(QUALITY.length, 40) };
  return contentPage(
    f,
    CHAPTER,
    '光品质指标',
    'LIGHT QUALITY CRITERIA',
    [
      table([{ name: '指标', width: 1.4 }, { name: '标准要求', width: 2 }, { name: '本方案目标', width: 1.9 }, { name: '依据', width: 1.2 }], QUALITY, box),
      body(
        f,
        [
          '国家标准给出的是合格线。住宅里人离灯近、停留久，显色性、频闪和眩光比“亮不亮”更影响体验：R9 决定红色食物与肤色是否饱满，频闪影响长时间阅读的舒适，眩光决定躺在沙发、床上时是否刺眼。',
        ],
        { left: f.margin.left, top: box.top + box.height + 20, width: box.width, height: 80 },
      ),
      sourceNote(f, 'GB 50034-2013 第 4 章照明数量和质量；GB/T 31831-2015《LED 室内照明应用技术要求》。', 24),
    ],
    { home: true },
  );
}

const STANDARDS: readonly (readonly string[])[] = [
  ['GB/T 50034-2024', '建筑照明设计标准', '替代 2013 版，新项目照度与功率密度按其复核'],
  ['GB 50034-2013', '建筑照明设计标准', '本方案引用的照度、显色与功率密度数值'],
  ['JGJ 242-2011', '住宅建筑电气设计规范', '住宅照明回路、插座与控制的设置'],
  ['GB 51348-2019', '民用建筑电气设计标准', '照明配电、控制与智能化系统'],
  ['GB/T 31831-2015', 'LED 室内照明应用技术要求', 'LED 灯具的色度一致性与频闪'],
  ['WELL v2 L03', '昼夜节律照明设计', '节律照明的思路（住宅不做认证）'],
  ['IES 照明手册', '北美照明工程学会推荐照度', '局部作业照度的参考'],
];

function standardsPage(f: Frame): PageDraft {
  const box = { ...column(f, 0, 1), height: tableHeight(STANDARDS.length, 44) };
  return contentPage(
    f,
    CHAPTER,
    '设计遵循的标准',
    'STANDARDS APPLIED',
    [
      table([{ name: '编号', width: 1.3 }, { name: '名称', width: 1.8 }, { name: '本方案中的用途', width: 3.4 }], STANDARDS, box),
      body(
        f,
        ['GB 50034-2013 已由推荐性标准 GB/T 50034-2024 替代。本方案列出的数值出自 2013 版并注明表号；新项目施工图阶段，照度与功率密度按 2024 版逐项复核后再定稿。'],
        { left: f.margin.left, top: box.top + box.height + 20, width: box.width, height: 80 },
      ),
    ],
    { skip: true },
  );
}

export const basisPages = (f: Frame): PageDraft[] => [luxPage(f), elderlyAndPowerPage(f), qualityPage(f), standardsPage(f)];
