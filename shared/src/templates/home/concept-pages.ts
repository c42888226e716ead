import { litAreaRows, newLitArea } from '../../schema/elements/lit-area';
import { newLitVision } from '../../schema/elements/lit-vision';
import { newPlanningTable } from '../../schema/elements/planning-table';
import { newRowId } from '../../schema/ids';
import { LIT_SCENE } from '../../planning/tables/lit-scene';
import type { DefaultSpace } from '../../planning/space-illuminance';
import type { VisionActivity } from '../../planning/vision';
import type { ElementDraft, PageDraft } from '../template-def';
import { body, BODY_TOP, column, contentPage, FONT, labelled, sourceNote, type Frame } from './layout';

// 04 概念设计: how bright each space of the sample home is in each of its scenes (the
// space-illuminance chart against GB 50034-2013), the scene list the control system will hold,
// and the walk through the home as a rhythm of bright and dim (the visual-interest chart).

const CHAPTER = 'concept';
const asDraft = (el: object): ElementDraft => el as ElementDraft;

/** The sample home's spaces and scenes, values the lamp layout of 初步设计 can deliver. */
export const HOME_SPACES: readonly DefaultSpace[] = [
  { type: 'entrance', name: '玄关', scenes: [{ name: '回家', lx: 100 }, { name: '离家', lx: 30 }] },
  { type: 'living', name: '客厅', scenes: [{ name: '日常', lx: 100 }, { name: '会客', lx: 150 }, { name: '阅读', lx: 300 }, { name: '观影', lx: 20 }] },
  { type: 'dining', name: '餐厅', scenes: [{ name: '用餐', lx: 200 }, { name: '氛围', lx: 80 }] },
  { type: 'kitchen', name: '厨房', scenes: [{ name: '备餐', lx: 300 }, { name: '通行', lx: 100 }] },
  { type: 'bedroom', name: '主卧', scenes: [{ name: '整理', lx: 100 }, { name: '床头阅读', lx: 300 }, { name: '睡前', lx: 30 }] },
  { type: 'study', name: '书房', scenes: [{ name: '书写', lx: 500 }, { name: '休息', lx: 150 }] },
  { type: 'bathroom', name: '卫生间', scenes: [{ name: '洗漱', lx: 200 }, { name: '起夜', lx: 10 }] },
  { type: 'corridor', name: '过道', scenes: [{ name: '通行', lx: 50 }, { name: '起夜', lx: 10 }] },
];

function spaceIlluminancePage(f: Frame): PageDraft {
  const chart = column(f, 0, 0.68, BODY_TOP, 30);
  const side = column(f, 0.71, 0.29, BODY_TOP, 30);
  return contentPage(f, CHAPTER, '空间照度规划', 'ILLUMINANCE BY SPACE AND SCENE', [
    asDraft({ ...newLitArea(chart, litAreaRows(HOME_SPACES)), fontSize: FONT.small }),
    labelled(
      f,
      [
        ['读图', '每条横条是一个场景的平均照度，旁边的标记是 GB 50034-2013 表 5.2.1 的标准值。'],
        ['亮暗有别', '阅读、备餐、书写等作业场景高于标准值；观影、睡前、起夜刻意低于它，让眼睛放松。'],
        ['可调', '同一空间的场景靠分回路与调光实现，不必为每个场景另装灯。'],
      ],
      { ...side, height: 480 },
      FONT.small,
    ),
    sourceNote(f, '场景照度为设计目标值；点击图表可增删空间与场景、修改照度。', 24),
  ]);
}

/** The eight scene modes of spec 002 §9 at the levels the sample home's living room delivers (≈ 150 lx at full output). */
const SCENES: readonly (readonly [string, string, number, number, string, string])[] = [
  ['日常', '家人日常活动，客餐厅整体均匀', 100, 3500, '休闲、用餐、整理', '65%'],
  ['聚会', '亲友来访，全开并重点照亮餐桌', 150, 3500, '会客、用餐', '100%'],
  ['运动', '客厅跟练健身，明亮、无直射眩光', 150, 5000, '休闲', '100%'],
  ['放松', '饭后休憩，只留灯槽与落地灯', 50, 2700, '休闲、阅读', '30%'],
  ['观影', '关闭筒灯，保留屏幕后的背景光', 20, 2700, '休闲', '10%'],
  ['氛围', '射灯与吊灯突出装饰，暖色低照度', 80, 3000, '用餐、会客', '50%'],
  ['晨起', '模拟日出，灯光逐渐变亮', 150, 4000, '整理', '渐亮 15 分钟'],
  ['起夜', '感应开启地脚灯，引导到卫生间', 10, 2500, '起夜', '5%'],
];

function scenesPage(f: Frame): PageDraft {
  const table = newPlanningTable(LIT_SCENE, f.size);
  const ids = (table.rows as { id: string }[]).map((row) => row.id);
  const scenes = { ...table, rows: SCENES.map(([name, desc, lx, cct, activity, param], i) => ({ id: ids[i] ?? newRowId(), name, desc, lx, cct, activity, param })) };
  const box = { ...column(f, 0, 1), height: 440 };
  return contentPage(f, CHAPTER, '照明场景', 'LIGHTING SCENES', [
    asDraft({ ...scenes, ...box, fontSize: FONT.table }),
    body(
      f,
      [
        '场景是把“开哪些灯、开多亮、什么色温”打包成一个按键。八个场景覆盖一家人一天中的主要活动：日常与聚会要亮，放松与观影要暗，晨起与起夜要柔。',
        '照度为客厅的平均照度。场景写入智能面板与手机，也可语音调用；每个场景的照度与色温在调试时按业主的感受微调。',
      ],
      { left: f.margin.left, top: box.top + box.height + 20, width: box.width, height: 130 },
    ),
  ]);
}

/** The walk from the front door to the bedroom, as the sample home's lamps light it. */
const WALK: readonly VisionActivity[] = [
  { name: '玄关端景', left: 6, lx: 200, arrow: 'right', arrowWidth: 6 },
  { name: '客厅沙发', left: 24, lx: 100 },
  { name: '电视背景墙', left: 40, lx: 150 },
  { name: '餐桌', left: 58, lx: 200, arrow: 'down', arrowWidth: 6 },
  { name: '过道', left: 76, lx: 50 },
  { name: '床头阅读', left: 94, lx: 300, arrow: 'left', arrowWidth: 6 },
];

function visionPage(f: Frame): PageDraft {
  const chart = { ...column(f, 0, 1), height: 380 };
  const vision = newLitVision(chart, newRowId);
  return contentPage(f, CHAPTER, '视觉动线与明暗节奏', 'VISUAL RHYTHM ALONG THE WALK', [
    asDraft({ ...vision, items: WALK.map((a) => ({ id: newRowId(), ...a })), fontSize: FONT.small }),
    labelled(
      f,
      [
        ['一路明暗', '进门先看到被照亮的端景，客厅整体柔和，餐桌是家里最亮的焦点之一，过道收暗，卧室只在床头留一束阅读光。'],
        ['为什么', '人的视线会被亮处吸引。亮暗交替让空间有节奏，也让真正需要的位置更突出，而不是处处平均。'],
      ],
      { left: f.margin.left, top: chart.top + chart.height + 24, width: chart.width, height: 170 },
    ),
  ]);
}

export const conceptPages = (f: Frame): PageDraft[] => [spaceIlluminancePage(f), scenesPage(f), visionPage(f)];
