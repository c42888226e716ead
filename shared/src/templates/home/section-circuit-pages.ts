import type { Fill } from '../../schema/elements/fill';
import { paragraph, styledHtml, type Box } from '../page-kit';
import type { ElementDraft, PageDraft } from '../template-def';
import { body, BODY_TOP, column, contentPage, FONT, labelled, sourceNote, table, tableHeight, type Frame } from './layout';

// Two pages of 07 深化设计: the living room's cove drawn in section (what the carpenter builds,
// with the sizes that hide the strip and spread its light) and the circuit schedule the
// electrician and the smart-lighting installer wire from.

const CHAPTER = 'detailed';

interface ShapeOpts {
  color: string;
  fill?: string;
  width?: number;
  dashed?: boolean;
  arrow?: boolean;
}

/** A shape in a box: `points` in the 200 × 200 viewBox the shape kind draws in. */
function shape(type: 'line' | 'rect', box: Box, points: number[], o: ShapeOpts): ElementDraft {
  return {
    tag: 'shape',
    ...box,
    rotate: 0,
    type,
    points,
    stroke: o.color,
    strokeWidth: o.width ?? 2,
    dashed: o.dashed ?? false,
    markerStart: 'none',
    markerEnd: o.arrow ? 'arrow' : 'none',
    fill: (o.fill ? { type: 'color', color: o.fill } : { type: 'none' }) satisfies Fill,
    radius: 0,
  };
}

const label = (f: Frame, text: string, box: Box, color = f.theme.text): ElementDraft =>
  paragraph(styledHtml([text], { fontSize: FONT.small, color }), box, 1.3);

/** The cove in section: slab, wall, side ceiling with its upturned lip, the strip and its light. */
function coveSection(f: Frame): ElementDraft[] {
  const { theme } = f;
  const x0 = f.margin.left + 20;
  const slab = BODY_TOP + 60;
  const ceiling = slab + 150;
  const grey = '#adb5bd';
  return [
    // original slab and the wall
    shape('line', { left: x0, top: slab - 5, width: 560, height: 10 }, [0, 100, 200, 100], { color: theme.text, width: 4 }),
    shape('line', { left: x0 - 5, top: slab, width: 10, height: 360 }, [100, 0, 100, 200], { color: theme.text, width: 4 }),
    // side ceiling (边吊顶) from the wall, and its lip hiding the strip
    shape('rect', { left: x0, top: ceiling, width: 300, height: 24 }, [0, 0, 200, 200], { color: grey, fill: grey, width: 1 }),
    shape('rect', { left: x0 + 280, top: ceiling - 50, width: 20, height: 50 }, [0, 0, 200, 200], { color: grey, fill: grey, width: 1 }),
    // the strip, and its light up onto the ceiling and out into the room
    shape('rect', { left: x0 + 230, top: ceiling - 12, width: 30, height: 12 }, [0, 0, 200, 200], { color: theme.primary, fill: theme.primary, width: 1 }),
    shape('line', { left: x0 + 245, top: slab + 6, width: 115, height: ceiling - slab - 18 }, [0, 200, 200, 0], { color: theme.primary, dashed: true, arrow: true }),
    shape('line', { left: x0 + 245, top: slab + 6, width: 75, height: ceiling - slab - 18 }, [0, 200, 200, 0], { color: theme.primary, dashed: true, arrow: true }),
    // reflected off the ceiling: the soft ambient light of the room
    shape('line', { left: x0 + 370, top: slab + 10, width: 150, height: 200 }, [0, 0, 200, 200], { color: theme.primary, dashed: true, arrow: true }),
    label(f, '经顶面反射的柔和环境光', { left: x0 + 395, top: slab + 12, width: 165, height: 24 }, theme.primary),
    // the eye of someone seated: the lip keeps the strip out of sight
    shape('line', { left: x0 + 300, top: ceiling - 40, width: 260, height: 200 }, [0, 0, 200, 200], { color: theme.muted, dashed: true }),
    label(f, '原顶（净高 2.75 m）', { left: x0 + 300, top: slab - 34, width: 260, height: 24 }),
    label(f, '墙', { left: x0 + 10, top: slab + 20, width: 60, height: 24 }),
    label(f, '边吊顶', { left: x0 + 40, top: ceiling + 30, width: 120, height: 24 }),
    label(f, '反口', { left: x0 + 250, top: ceiling + 30, width: 80, height: 24 }),
    label(f, '灯带', { left: x0 + 170, top: ceiling - 40, width: 60, height: 24 }, theme.primary),
    label(f, '出光口 ≥ 100 mm', { left: x0 + 120, top: slab + 40, width: 160, height: 24 }),
    label(f, '坐姿视线', { left: x0 + 420, top: ceiling + 140, width: 120, height: 24 }, theme.muted),
  ];
}

function covePage(f: Frame): PageDraft {
  const right = column(f, 0.62, 0.38);
  return contentPage(
    f,
    CHAPTER,
    '灯槽剖面',
    'COVE IN SECTION',
    [
      ...coveSection(f),
      labelled(
        f,
        [
          ['出光口', '反口上沿到原顶不少于 100 mm，光才铺得开；太窄时顶面只有一条亮边。'],
          ['灯带位置', '灯带离反口 50–80 mm，朝顶面中部斜向安装，顶面不出现灯珠颗粒与明显断光。'],
          ['反口高度', '高出灯带，坐在沙发上的视线看不到灯带本身：见光不见灯。'],
          ['灯带', '24 V 恒压、每米 5 W、显色 Ra > 90，铝槽散热，每段不超过 5 m 供电一次，避免末端变暗。'],
        ],
        { ...right, height: 440 },
        FONT.small,
      ),
      sourceNote(f, '尺寸为常用做法，按吊顶材料与灯带产品尺寸在施工前复核；剖面为示意，不按比例。', 24),
    ],
    { skip: true },
  );
}

const CIRCUITS: readonly (readonly string[])[] = [
  ['L1', '玄关筒灯', '2', '人体感应 + 面板', '回家、离家'],
  ['L2', '客厅筒灯', '6', '调光调色', '日常、会客、观影'],
  ['L3', '客厅灯槽', '18.6 m', '调光调色', '放松、观影、晨起'],
  ['L4', '客厅射灯', '1', '调光', '氛围'],
  ['L5', '餐厅吊灯', '1', '调光', '用餐、氛围'],
  ['L6', '餐厅筒灯', '2', '调光', '聚会'],
  ['L7', '厨房面板灯、线条灯', '2', '开关', '日常'],
  ['L8', '过道筒灯', '5', '调光 + 夜间感应', '通行、起夜'],
  ['L9', '主卧筒灯', '4', '调光，门口与床头双控', '整理'],
  ['L10', '主卧壁灯、床下灯带', '2', '调光 + 床下感应', '阅读、睡前、起夜'],
  ['L11', '次卧、书房筒灯', '8', '调光', '日常、书写'],
  ['L12', '主卫、次卫筒灯', '2', '调光 + 夜间感应', '洗漱、起夜'],
];

function circuitsPage(f: Frame): PageDraft {
  const box = { ...column(f, 0, 1), height: tableHeight(CIRCUITS.length, 36) };
  return contentPage(f, CHAPTER, '回路与控制', 'CIRCUITS AND CONTROL', [
    table([{ name: '回路', width: 0.6 }, { name: '灯具', width: 2 }, { name: '数量', width: 0.8 }, { name: '控制方式', width: 2 }, { name: '参与场景', width: 2 }], CIRCUITS, box),
    body(
      f,
      ['回路按“一种光一个回路”划分：同一空间的环境光、重点光和装饰光分开控制，场景才能组合。可调色温的客厅回路选调光调色驱动，卫生间与过道的夜间感应只点亮低亮度档。'],
      { left: f.margin.left, top: box.top + box.height + 16, width: box.width, height: 60 },
    ),
    sourceNote(f, '回路设置与配电按 JGJ 242-2011《住宅建筑电气设计规范》与 GB 51348-2019《民用建筑电气设计标准》。', 24),
  ]);
}

export const sectionPage = (f: Frame): PageDraft => covePage(f);
export const circuitPage = (f: Frame): PageDraft => circuitsPage(f);
