import { newLitIllCct } from '../../schema/elements/lit-ill-cct';
import { newRowId } from '../../schema/ids';
import type { ElementDraft, PageDraft } from '../template-def';
import { DARK_THEME } from '../page-kit';
import { accent, body, BODY_TOP, column, contentPage, FONT, labelled, sourceNote, table, tableHeight, type Frame } from './layout';

// 05 设计目标: the six illuminance and colour-temperature modes (spec 002 §9 defaults), the
// quality figures the products must meet (with the UGR chart), and the target per space.

const CHAPTER = 'goals';
const asDraft = (el: object): ElementDraft => el as ElementDraft;

/** Six modes from night to guests, on the levels of the concept chapter's scenes (spec 002 §9's defaults reach 300 lx, more than this living room is built for). */
const MODES = [
  { name: '起夜', lx: 10, cct: 2500 },
  { name: '观影', lx: 20, cct: 2700 },
  { name: '放松', lx: 50, cct: 2700 },
  { name: '氛围', lx: 80, cct: 3000 },
  { name: '日常', lx: 100, cct: 3500 },
  { name: '会客', lx: 150, cct: 4000 },
];

function modesPage(f: Frame): PageDraft {
  const chart = column(f, 0, 0.64, BODY_TOP, 30);
  const side = column(f, 0.68, 0.32, BODY_TOP, 30);
  return contentPage(f, CHAPTER, '照度与色温模式', 'ILLUMINANCE AND CCT MODES', [
    asDraft({ ...newLitIllCct(chart), modes: MODES.map((m) => ({ id: newRowId(), ...m })), fontSize: FONT.small }),
    labelled(
      f,
      [
        ['六种模式', '从起夜 10 lx / 2500K 到会客 150 lx / 4000K：照度越高色温越高，符合人对自然光的感受。'],
        ['低照度配暖光', '低照度下用高色温会显得阴冷；夜间与放松模式都落在 2700K 以下或附近。'],
        ['一组灯多种模式', '客厅选用可调光调色温灯具，六种模式由同一组灯具调光调色实现，不必另装灯。'],
      ],
      { ...side, height: 480 },
      FONT.small,
    ),
    sourceNote(f, '照度与色温的对应参考 Kruithof 舒适区的经验：照度低时宜暖，照度高时可偏中性。', 24),
  ]);
}

const TARGETS: readonly (readonly [string, string])[] = [
  ['显色', 'Ra > 90，Re > 90，R9 > 50，R15 > 90；餐厅 Ra > 95、R9 > 80'],
  ['眩光', 'UGR < 16：深藏防眩筒灯、蜂窝网射灯，躺卧视线内不见光源'],
  ['频闪', '调光全程无可视频闪，驱动频率 > 3125 Hz'],
  ['色温', '同一空间一致；居住空间 2700–3500K，作业区 4000K'],
  ['能效', '全屋照明功率密度 ≤ 5.0 W/m²（GB 50034-2013 表 6.3.1 目标值）'],
];

function qualityTargetsPage(f: Frame): PageDraft {
  const left = column(f, 0, 0.6);
  const chart = { left: f.margin.left + 700, top: BODY_TOP + 10, width: 360, height: 340 };
  return contentPage(f, CHAPTER, '光品质目标', 'QUALITY TARGETS', [
    labelled(f, TARGETS, { ...left, height: 210 }, 16),
    asDraft({ tag: 'glare', ...chart, rotate: 0, level: 5, theme: f.theme === DARK_THEME ? 'dark' : 'light', size: 'm', hideTitle: false }),
    accent(f, ['看得清，更要看得舒服。'], { left: left.left, top: left.top + 240, width: left.width, height: 36 }, 18),
    body(
      f,
      ['统一眩光值 UGR 越低越不刺眼。GB 50034-2013 对办公室的限值为 19，住宅没有规定；本方案按 16 以下选灯，因为在家里人常常躺着、仰着，灯具更容易进入视线。'],
      { left: left.left, top: left.top + 290, width: left.width, height: 130 },
    ),
  ]);
}

const PER_SPACE: readonly (readonly string[])[] = [
  ['玄关', '100 lx', '3000K', '环境光 + 端景重点光', '感应开启，回家场景'],
  ['客厅', '100–300 lx', '2700–6500K', '六类光俱全', '调光调色，场景面板'],
  ['餐厅', '200 lx（桌面）', '2700K', '吊灯装饰光 + 筒灯', '调光'],
  ['厨房', '300 lx（台面）', '4000K', '面板灯 + 柜下功能光', '开关'],
  ['主卧', '100 lx / 床头 300 lx', '2700K', '筒灯 + 壁灯 + 床下灯带', '双控，睡前场景'],
  ['次卧', '100 lx', '3000K', '深藏防眩筒灯', '调光'],
  ['书房', '500 lx（桌面）', '4000K', '环境光 + 台灯', '调光'],
  ['卫生间', '100 lx / 镜前 200 lx', '3000K', '防潮筒灯 + 镜前灯', '起夜场景'],
  ['过道', '50 lx / 夜间 10 lx', '3000K', '筒灯 + 地脚灯', '人体感应'],
];

function perSpacePage(f: Frame): PageDraft {
  const box = { ...column(f, 0, 1), height: tableHeight(PER_SPACE.length, 44) };
  return contentPage(
    f,
    CHAPTER,
    '分空间设计目标',
    'TARGETS BY SPACE',
    [
      table([{ name: '空间', width: 0.7 }, { name: '照度目标', width: 1.6 }, { name: '色温', width: 1.1 }, { name: '主要光层', width: 1.9 }, { name: '控制', width: 1.5 }], PER_SPACE, box),
      body(f, ['照度目标为各空间平均值，括号内为作业面；除夜间模式外，均不低于 GB 50034-2013 表 5.2.1 的标准值。'], { left: f.margin.left, top: box.top + box.height + 16, width: box.width, height: 50 }),
    ],
    { skip: true },
  );
}

export const goalsPages = (f: Frame): PageDraft[] => [modesPage(f), qualityTargetsPage(f), perSpacePage(f)];
