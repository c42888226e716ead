import { newLitArea, litAreaRows } from '../../schema/elements/lit-area';
import { DEFAULT_SPACES, type DefaultSpace } from '../../planning/space-illuminance';
import type { ElementDraft, PageDraft } from '../template-def';
import { COLOUR_TARGETS, ELDERLY_LUX, GB50034_NOTE, RESIDENTIAL_LPD, RESIDENTIAL_LUX, SPACE_RULES } from '../common/residential-reference';
import { column, contentPage, panel, px, slice, source, table, text, type Look } from './layout';

// 03 设计依据: the residential illuminance values of GB 50034-2013 (with the note that
// GB/T 50034-2024 replaces it for new projects), colour rendering, power density and brightness
// ratio, the space-illuminance chart the scenes are planned on, and the other standards a smart
// lighting system in a home answers to.

function illuminance(look: Look, category: string): PageDraft {
  const left = column(look, 0, 0.62);
  const right = column(look, 0.62, 1);
  return contentPage(look, category, '住宅照明标准值', 'ILLUMINANCE STANDARDS FOR HOMES', [
    ...table(look, [{ name: '房间或场所', width: 1.7 }, { name: '参考平面', width: 1.2 }, '照度 (lx)', 'Ra'], RESIDENTIAL_LUX, slice(left, 0, 630), 21),
    source(look, ['GB 50034-2013 表 5.2.1 住宅建筑照明标准值；* 为混合照明照度。', GB50034_NOTE], slice(left, 645)),
    text(
      look,
      [
        '标准值是“底线”，不是“效果”。',
        '规范给出的是维持平均照度：起居室一般活动 100 lx、书写阅读 300 lx，卧室 75 lx、床头 150 lx，餐厅 150 lx。',
        '本方案以标准值为环境光的下限，再用局部的功能光把阅读、备餐、写作业等作业面补足，用调光把夜间降下来——亮度随场景变化，而不是一个固定值。',
        '家中有老人时，起居室按 200 / 500 lx、卧室按 150 / 300 lx 设计（GB 50034-2013 表 5.2.2）。',
      ],
      right,
      24,
    ),
  ], { home: true });
}

function quality(look: Look, category: string): PageDraft {
  const left = column(look, 0, 0.5);
  const right = column(look, 0.5, 1);
  return contentPage(look, category, '显色、能效与亮度层次', 'COLOUR RENDERING, POWER DENSITY, BRIGHTNESS RATIO', [
    ...table(look, [{ name: '对象', width: 0.8 }, { name: '显色目标', width: 1.6 }], COLOUR_TARGETS, slice(left, 0, 150), 22),
    ...table(look, [{ name: '场所', width: 2.6 }, '现行值 W/m²', '目标值 W/m²'], RESIDENTIAL_LPD, slice(left, 200, 150), 22),
    ...table(look, [{ name: '老年人住宅', width: 1.6 }, { name: '参考平面', width: 1 }, '照度 (lx)', 'Ra'], ELDERLY_LUX, slice(left, 400, 235), 20),
    source(look, ['显色目标为 LightKit 品质目标，高于 GB 50034-2013 住宅 Ra ≥ 80 的要求；功率密度见 GB 50034-2013 表 6.3.1，老年人住宅照度见表 5.2.2。'], slice(left, 650)),
    ...table(look, [{ name: '规则', width: 0.5 }, { name: '要求', width: 2.5 }], SPACE_RULES, slice(right, 0, 330), 19),
    text(
      look,
      [
        '为什么要 R9：R9 是饱和红色的显色指数，决定肤色、木色与食物是否饱满。普通 Ra 80 的光源 R9 常常接近 0，餐桌和人脸看起来发灰。',
        '为什么限功率密度：无主灯方案灯具多，更要算总功率。120 m² 按 5.0 W/m² 目标值计，全屋照明安装功率宜控制在 600 W 以内。',
      ],
      slice(right, 370),
      23,
    ),
  ], { home: true });
}

// the three spaces spec 002 §9 gives scenes to, and three more with this home's scenes
const PLANNED_SPACES: readonly DefaultSpace[] = [
  ...DEFAULT_SPACES.slice(0, 3),
  { type: 'study', name: '书房', scenes: [{ name: '阅读', lx: 300 }, { name: '日常', lx: 150 }] },
  { type: 'kitchen', name: '厨房', scenes: [{ name: '备餐', lx: 300 }, { name: '日常', lx: 100 }] },
  { type: 'children', name: '儿童房', scenes: [{ name: '作业', lx: 300 }, { name: '游戏', lx: 150 }, { name: '夜灯', lx: 10 }] },
];

function spacePlan(look: Look, category: string): PageDraft {
  const left = column(look, 0, 0.64);
  const right = column(look, 0.64, 1);
  const chart = slice(left, 0, left.height);
  return contentPage(look, category, '各空间场景照度规划', 'ILLUMINANCE BY SPACE AND SCENE', [
    ...panel(look, chart),
    { ...(newLitArea(chart, litAreaRows(PLANNED_SPACES)) as unknown as ElementDraft), fontSize: px(look, 20) },
    text(
      look,
      [
        '图中每个空间的柱条是它的各个场景照度，旁边的参考线是 GB 50034-2013 的标准值。',
        '客厅亲子 600 lx、会客 500 lx、聚会 400 lx，起夜只需 20 lx；卧室阅读 350 lx、整理 40 lx、观影 20 lx；餐厅 200 lx；书房与儿童房书桌 300 lx，厨房备餐 300 lx。',
        '同一空间照度跨度达 20 倍以上，这就是全屋必须调光、必须分回路的原因。',
      ],
      right,
      24,
    ),
  ]);
}

const STANDARDS: readonly (readonly string[])[] = [
  ['GB 50034-2013《建筑照明设计标准》', '照度、显色、眩光、功率密度', '各空间照度与功率密度按其取值；新项目按 GB/T 50034-2024 复核'],
  ['GB/T 31831-2015《LED 室内照明应用技术要求》', 'LED 产品的频闪、色容差与光生物安全', '全部灯具选无可视频闪驱动，儿童房优先高频调光'],
  ['JGJ 242-2011《住宅建筑电气设计规范》', '住宅照明配电、回路与控制', '照明回路与插座回路分开，公区与夜灯回路独立'],
  ['GB 51348-2019《民用建筑电气设计标准》', '照明控制、智能化系统', '智能网关、面板与传感器的布线与供电按其规定'],
  ['WELL v2 L03 昼夜节律照明设计', '视线高度的等效黑视素照度（EML）', '节律光日间目标 150 EML 以上，夜间降低色温与照度'],
];

function standards(look: Look, category: string): PageDraft {
  const body = column(look, 0, 1);
  return contentPage(look, category, '相关标准与引用', 'STANDARDS THIS DESIGN FOLLOWS', [
    ...table(look, [{ name: '标准', width: 1.9 }, { name: '关注内容', width: 1.4 }, { name: '本方案中的落实', width: 2.2 }], STANDARDS, slice(body, 0, 520), 22),
    text(
      look,
      [
        'GB 50034-2013 已由推荐性国家标准 GB/T 50034-2024 替代，本方案中的数值均标注了出处年份；新建项目在施工图阶段按新版标准逐项复核。',
        'WELL 与 IES 的推荐值属于自愿性的健康建筑与行业建议，用于提升品质，不替代国家标准的要求。',
      ],
      slice(body, 560),
      24,
    ),
  ], { skip: true });
}

export const basisPages = (look: Look, category: string): PageDraft[] => [illuminance(look, category), quality(look, category), spacePlan(look, category), standards(look, category)];
