import { newLitIllCct } from '../../schema/elements/lit-ill-cct';
import { newRowId } from '../../schema/ids';
import type { ElementDraft, PageDraft } from '../template-def';
import { column, contentPage, panel, px, slice, source, table, text, type Look } from './layout';

// 04 设计目标: the measurable quality targets the products and the layout are checked against
// (colour rendering, glare, flicker, colour consistency, power density), and the experience
// targets: which scenes the home gets and how they are triggered.

const QUALITY: readonly (readonly string[])[] = [
  ['显色性', 'Ra ≥ 90、R9 > 50、R15 > 90；重点区 Ra ≥ 95', '高于 GB 50034-2013 的 Ra ≥ 80'],
  ['眩光', '遮光角 ≥ 30°，主要停留位置 UGR ≤ 16', '住宅无限值；严于办公的 UGR 19'],
  ['频闪', '全调光范围无可视频闪，3125 Hz 以上', 'GB/T 31831-2015'],
  ['色容差', '同空间同色温灯具 ≤ 5 SDCM', 'GB 50034-2013'],
  ['功率密度', '全屋 ≤ 5.0 W/m²（目标值）', 'GB 50034-2013 表 6.3.1'],
  ['调光', '1%–100% 平滑调光，客厅 2700K–6500K 可调', 'LightKit 全屋智能标准配置'],
];

function quality(look: Look, category: string): PageDraft {
  const left = column(look, 0, 0.66);
  const right = column(look, 0.66, 1);
  const glareBox = { left: right.left + Math.round((right.width - px(look, 560)) / 2), top: right.top, width: px(look, 560), height: px(look, 520) };
  return contentPage(look, category, '光品质目标', 'LIGHT QUALITY TARGETS', [
    ...table(look, [{ name: '指标', width: 0.5 }, { name: '目标值', width: 2.2 }, { name: '依据', width: 1.6 }], QUALITY, slice(left, 0, 640), 21),
    source(look, ['目标值写入选型与验收：产品到场抽检显色与频闪，调试后实测主要作业面照度。'], slice(left, 670)),
    { tag: 'glare', ...glareBox, rotate: 0, level: 5, theme: look.variant === 'dark' ? 'dark' : 'light', size: 'm', hideTitle: false },
    text(look, ['上图：主要停留位置的眩光目标 UGR 16，人坐在沙发、躺在床上时看不到刺眼的光源。'], slice(right, px(look, 560)), 22),
  ], { home: false });
}

const EXPERIENCE: readonly (readonly string[])[] = [
  ['回家有光', '开门瞬间玄关亮起，客厅按时间自动选暖光或中性光', '门锁、门磁、人体感应'],
  ['一键场景', '11 个场景：观影、阅读、用餐、会客、唤醒等', '场景面板、手机、语音'],
  ['夜间无打扰', '起夜低位暖光，照度 20 lx 以内，回床后自动熄灭', '床边人体感应'],
  ['节律自动', '色温跟随时间从 4000K 转到 2700K，无需手动', '时间表'],
  ['安全省心', '离家全关、模拟在家、报警联动全亮', '门锁、安防联动'],
];

// the scenes that turn lights on, at their main space's level (scene-data.ts)
const SCENE_MODES: readonly (readonly [string, number, number])[] = [
  ['起夜', 20, 2500],
  ['观影', 20, 2700],
  ['开门亮灯', 100, 3000],
  ['安全防护', 100, 4000],
  ['回家', 150, 3000],
  ['用餐', 200, 2700],
  ['唤醒', 200, 4000],
  ['静心阅读', 300, 4000],
  ['会客', 500, 3500],
];

function experience(look: Look, category: string): PageDraft {
  const left = column(look, 0, 0.55);
  const right = column(look, 0.55, 1);
  const chart = slice(right, 0, right.height);
  return contentPage(look, category, '场景与体验目标', 'SCENES AND EXPERIENCE TARGETS', [
    ...table(look, [{ name: '目标', width: 0.7 }, { name: '体验', width: 2 }, { name: '触发方式', width: 1 }], EXPERIENCE, slice(left, 0, 480), 21),
    text(
      look,
      [
        '体验目标落到每个场景的照度与色温上：右图是九个开灯场景的取值，从起夜 20 lx / 2500K 到会客 500 lx / 3500K；离家与公区全关以关灯为主，不在图中。',
        '每个场景至少有两种触发方式，家人不依赖手机也能用。',
      ],
      slice(left, 520),
      23,
    ),
    ...panel(look, chart),
    { ...(newLitIllCct(chart) as unknown as ElementDraft), modes: SCENE_MODES.map(([name, lx, cct]) => ({ id: newRowId(), name, lx, cct })), fontSize: px(look, 22) },
  ], { home: false });
}

export const goalsPages = (look: Look, category: string): PageDraft[] => [quality(look, category), experience(look, category)];
