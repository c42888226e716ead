import { LIT_SCENE } from '../../planning/tables/lit-scene';
import type { DefaultSpace } from '../../planning/space-illuminance';
import { newRowId } from '../../schema/ids';
import { litAreaRows, newLitArea } from '../../schema/elements/lit-area';
import { newLitIllCct } from '../../schema/elements/lit-ill-cct';
import type { Box, DeckTheme } from '../page-kit';
import type { ChapterDef, ElementDraft, PageDraft } from '../template-def';
import { BODY_TOP, contentPage, divider, labelled, LEFT, note, planningTable } from './kit';

// 概念场景: what the light does in each space at each moment, as the planning charts a designer
// edits: the space-illuminance chart (lit-area) across the home, then the illuminance and
// colour-temperature modes (lit-ill-cct) of the living room, the dining and kitchen, and the
// bedroom at night, and the whole home's scene list.

// spec 002 §9 defaults for the living room, dining room and bedroom, with the sample family's study, kitchen and corridor
const SPACES: readonly DefaultSpace[] = [
  { type: 'living', name: '客厅', scenes: [{ name: '亲子', lx: 600 }, { name: '会客', lx: 500 }, { name: '聚会', lx: 400 }, { name: '起夜', lx: 20 }] },
  { type: 'dining', name: '餐厅', scenes: [{ name: '用餐', lx: 200 }, { name: '作业', lx: 500 }] },
  { type: 'bedroom', name: '主卧', scenes: [{ name: '阅读', lx: 350 }, { name: '整理', lx: 40 }, { name: '观影', lx: 20 }] },
  { type: 'study', name: '书房', scenes: [{ name: '办公', lx: 500 }, { name: '视频会议', lx: 400 }] },
  { type: 'kitchen', name: '厨房', scenes: [{ name: '烹饪', lx: 300 }, { name: '清洁', lx: 150 }] },
  { type: 'corridor', name: '过道', scenes: [{ name: '通行', lx: 50 }, { name: '起夜', lx: 10 }] },
];

type ModeRow = readonly [string, number, number];

/** A mode chart at `b` holding the page's own modes. */
export function modeChart(b: Box, modes: readonly ModeRow[], fontSize = 22): ElementDraft {
  return { ...(newLitIllCct(b) as unknown as ElementDraft), modes: modes.map(([name, lx, cct]) => ({ id: newRowId(), name, lx, cct })), fontSize };
}

/** A space-illuminance chart at `b` of the given spaces and scenes. */
export function areaChart(b: Box, spaces: readonly DefaultSpace[], fontSize = 20): ElementDraft {
  return { ...(newLitArea(b, litAreaRows(spaces)) as unknown as ElementDraft), fontSize };
}

interface ScenePage {
  name: string;
  english: string;
  modes: readonly ModeRow[];
  notes: readonly (readonly [string, string])[];
  home?: boolean;
}

const SCENE_PAGES: readonly ScenePage[] = [
  {
    name: '客厅场景',
    english: 'LIVING ROOM SCENES',
    modes: [
      ['亲子', 600, 4000],
      ['会客', 500, 3500],
      ['聚会', 400, 3500],
      ['放松', 100, 2700],
      ['观影', 20, 2700],
    ],
    notes: [
      ['亲子 600 lx', '地面游戏区与茶几全亮，4000K 清爽明快，孩子搭积木看得清颜色'],
      ['会客 500 lx', '筒灯与灯槽全开，3500K 让人脸色自然，背景墙重点光点亮'],
      ['聚会 400 lx', '灯槽与重点光为主，氛围热闹而不刺眼'],
      ['放松 100 lx', '只留灯槽与落地灯，暖光让身体慢下来'],
      ['观影 20 lx', '关闭筒灯，只留电视背景光，减少屏幕与环境的亮度差'],
    ],
    home: true,
  },
  {
    name: '餐厅与厨房场景',
    english: 'DINING AND KITCHEN SCENES',
    modes: [
      ['烹饪', 300, 4000],
      ['作业', 500, 4000],
      ['用餐', 200, 3000],
      ['亲友聚餐', 300, 3000],
      ['下午茶', 150, 2700],
    ],
    notes: [
      ['烹饪 300 lx', '橱柜下灯照亮台面，无阴影，4000K 看清食材新鲜度'],
      ['作业 500 lx', '餐桌兼作书桌时，吊灯调亮、色温转中性'],
      ['用餐 200 lx', '吊灯聚光在餐桌，Ra > 95 的光让菜色更诱人'],
      ['亲友聚餐 300 lx', '餐桌与周边同时提亮，照顾到每个人的脸'],
      ['下午茶 150 lx', '只留吊灯的暖光与柜内点光'],
    ],
  },
  {
    name: '卧室与夜间场景',
    english: 'BEDROOM AND NIGHT SCENES',
    modes: [
      ['晨起', 200, 4000],
      ['阅读', 350, 3000],
      ['整理', 40, 3500],
      ['观影', 20, 2700],
      ['起夜', 10, 2200],
    ],
    notes: [
      ['晨起 200 lx', '起床前 15 分钟渐亮，色温升到 4000K，模拟日出唤醒'],
      ['阅读 350 lx', '床头阅读灯照在书页，其余空间保持暗，伴侣不受打扰'],
      ['整理 40 lx', '衣柜与床边低照度，够用不刺眼'],
      ['观影 20 lx', '只留床下灯带，屏幕之外不留刺眼光点'],
      ['起夜 10 lx', '人体感应点亮地脚灯，2200K 暖光不打断睡意'],
    ],
    home: false,
  },
];

// the whole home's scenes for the lit-scene table (param ≤ 10 characters)
const HOME_SCENES: readonly (readonly [string, string, number, number, string, string])[] = [
  ['回家', '开门即亮玄关与过道，客厅灯槽渐亮', 150, 3000, '休闲', '渐亮 3 秒'],
  ['会客', '客餐厅全开，背景墙重点光点亮', 500, 3500, '会客、用餐', '100%'],
  ['观影', '关闭筒灯，保留电视背景光', 20, 2700, '休闲', '10%'],
  ['用餐', '餐桌吊灯为主，周边降暗', 200, 3000, '用餐', '70%'],
  ['阅读', '沙发或床头阅读光，其余降暗', 350, 3500, '阅读', '局部 100%'],
  ['晨起', '卧室 15 分钟渐亮到 4000K', 200, 4000, '整理', '渐亮 15 分钟'],
  ['起夜', '感应地脚灯引导至卫生间', 10, 2200, '起夜', '5%'],
  ['离家', '一键关闭全屋，保留玄关延时', 0, 3000, '—', '延时 60 秒'],
];

function scenePage(ch: ChapterDef, theme: DeckTheme, p: ScenePage): PageDraft {
  return contentPage(
    p.name,
    ch.key,
    p.english,
    [
      modeChart({ left: LEFT, top: BODY_TOP, width: 1000, height: 700 }, p.modes),
      labelled(p.notes, { left: 1130, top: BODY_TOP, width: 710, height: 720 }, theme, 24),
    ],
    theme,
    p.home === true ? { home: true } : { skip: true },
  );
}

export function scenePages(ch: ChapterDef, theme: DeckTheme): PageDraft[] {
  return [
    divider(ch, theme, { home: true }),
    contentPage(
      '全屋场景照度规划',
      ch.key,
      'ILLUMINANCE BY SPACE AND SCENE',
      [
        areaChart({ left: LEFT, top: BODY_TOP, width: 1240, height: 740 }, SPACES),
        labelled(
          [
            ['怎么读', '每个空间一组横条，每条是一个场景的照度；蓝色虚线是 GB 50034-2013 表 5.2.1 的住宅照度标准值。'],
            ['规划思路', '日常场景接近标准值，阅读、作业等功能场景加局部光提高到 300–600 lx，夜间场景降到 10–20 lx。'],
          ],
          { left: 1380, top: BODY_TOP, width: 460, height: 600 },
          theme,
          22,
        ),
        note(['GB 50034-2013 已由 GB/T 50034-2024 替代，施工图阶段按新版复核。'], { left: 1380, top: 880, width: 460, height: 100 }, theme, 20),
      ],
      theme,
      { home: true },
    ),
    ...SCENE_PAGES.map((p) => scenePage(ch, theme, p)),
    contentPage(
      '全屋场景清单',
      ch.key,
      'SCENES OF THE WHOLE HOME',
      [
        planningTable(
          LIT_SCENE,
          { left: LEFT, top: BODY_TOP, width: 1760, height: 640 },
          HOME_SCENES.map(([name, desc, lx, cct, activity, param]) => ({ name, desc, lx, cct, activity, param })),
        ),
        note(['场景通过智能面板、手机或语音一键调用；调试阶段按业主的实际感受微调照度与色温。'], { left: LEFT, top: 910, width: 1760, height: 60 }, theme, 22),
      ],
      theme,
      { skip: true },
    ),
  ];
}
