import { blankRow, newPlanningTable } from '../../schema/elements/planning-table';
import { PROJECT_BASE } from '../../planning/tables/project-base';
import { USER_HABIT } from '../../planning/tables/user-habit';
import { sceneKey } from '../../planning/tables/table-def';
import type { ElementDraft, PageDraft } from '../template-def';
import { legendOf, planLayers, planRooms } from '../common/floor-plan';
import { SAMPLE_HOME, sampleHomeActivityAreas, sampleHomeActivityLines } from '../common/sample-home';
import { column, contentPage, labelled, panel, px, slice, table, text, type Look } from './layout';

// 01 项目分析: who lives here and how (the project form), the plan read as routes and dwell
// areas, and what each member asks of the light. The sample home (common/sample-home.ts) is the
// 120 m² 三室两厅 every residential deck draws on; the designer replaces it with the real plan.

/** The project form with the sample family filled in (a couple with a school-age child). */
function projectForm(look: Look, box: { left: number; top: number; width: number; height: number }): ElementDraft {
  const el = newPlanningTable(PROJECT_BASE, look.size) as unknown as ElementDraft;
  const rows = el.rows as Record<string, unknown>[];
  rows[0] = {
    ...rows[0],
    spaceType: 'apartment',
    acreage: 120,
    people: 3,
    family: 'young-child',
    profession: 'office',
    personality: 'calm',
    window: 'south',
    blocking: 'light',
    daylightLevel: 'good',
    stage: 'design',
    floorHeight: 2.8,
    smart: 'yes',
    interiorDesign: 'ongoing',
    budget: 6,
  };
  return { ...el, ...box, fontSize: Math.round(look.size.width / 96) };
}

function overview(look: Look, category: string): PageDraft {
  const left = column(look, 0, 0.6);
  const right = column(look, 0.6, 1);
  const form = slice(left, 0, left.height);
  return contentPage(look, category, '项目概况', 'PROJECT BRIEF', [
    ...panel(look, form, 10),
    projectForm(look, form),
    labelled(
      look,
      [
        ['户型', '三室两厅一厨两卫，建筑面积约 120 m²，南北通透，吊顶后净高约 2.6–2.8 m。'],
        ['家庭', '一家三口：夫妻双职工，孩子上小学；周末常有父母和朋友来访。'],
        ['现状', '硬装设计阶段，灯位与回路尚可调整，业主希望一次把智能照明做到位。'],
        ['诉求', '不要一盏大主灯照全屋；回家有光、夜里不刺眼；孩子写作业护眼；看电影、会客各有氛围；一键离家全关。'],
        ['预算', '照明产品与智能系统约 6 万元，按空间优先级分配。'],
      ],
      slice(right, 0, right.height),
      24,
    ),
  ], { home: true });
}

function planAnalysis(look: Look, category: string): PageDraft {
  const left = column(look, 0, 0.62);
  const right = column(look, 0.62, 1);
  const planBox = slice(left, 0, left.height - 10);
  return contentPage(look, category, '户型与动线分析', 'FLOOR PLAN · ROUTES AND DWELL AREAS', [
    ...panel(look, planBox),
    ...planRooms(SAMPLE_HOME, planBox, look.ink),
    ...planLayers(SAMPLE_HOME, planBox, { lines: sampleHomeActivityLines(), areas: sampleHomeActivityAreas() }),
    ...panel(look, slice(right, 0, 310), 10),
    legendOf('activity-range', slice(right, 0, 150), look.ink, { fontSize: 20, perColumn: 3 }),
    legendOf('activity-line', slice(right, 160, 150), look.ink, { fontSize: 20, perColumn: 3 }),
    labelled(
      look,
      [
        ['日间动线', '入户 → 玄关换鞋 → 客厅 → 餐厨，是全屋最长也最常走的一条线：沿线灯光要连续，不留暗区。'],
        ['夜间动线', '主卧床边 → 过道 → 卫生间：只需低位、暖色、低照度的引导光，避免把人照醒。'],
        ['晨起动线', '次卧 → 过道 → 餐厅：早餐时段需要明亮偏中性的光，帮助孩子清醒。'],
        ['停留区域', '客厅与餐桌停留最久，是照明投入的重点；卧室属私密区，以可调暖光为主。'],
      ],
      slice(right, 340),
      22,
    ),
  ], { home: true });
}

const MEMBERS: readonly (readonly string[])[] = [
  ['男主人', '07:30 出门、19:30 回家，晚间书房加班 1–2 小时', '书桌面 300 lx 以上、4000K；回家不用摸黑找开关', '书房、玄关'],
  ['女主人', '06:40 起床做早餐；晚间在客厅阅读、追剧', '厨房台面无阴影；沙发阅读 300 lx；观影时只留背景光', '厨房、客厅'],
  ['孩子（8 岁）', '21:00 入睡，偶有起夜；放学后写作业 1.5 小时', '书桌均匀无频闪、无眩光；夜灯低位暖色', '次卧、过道'],
  ['来访父母', '每周一到两次，白天为主', '通道、卫生间照度足够，开关好找，地面无明暗突变', '客厅、卫生间'],
];

function members(look: Look, category: string): PageDraft {
  const body = column(look, 0, 1);
  const tableBox = slice(body, 0, 420);
  return contentPage(look, category, '家庭成员与用光需求', 'FAMILY HABITS AND LIGHTING NEEDS', [
    ...table(look, [{ name: '成员', width: 0.7 }, { name: '作息', width: 1.8 }, { name: '用光需求', width: 2 }, { name: '常用空间', width: 0.8 }], MEMBERS, tableBox, 22),
    text(
      look,
      [
        '从作息读出三条设计线索：',
        '一、照明要“跟着时间走”——清晨偏中性、提神，傍晚后逐步转暖、降亮度，夜间只留引导光；这正是后文节律光与场景设计的出发点。',
        '二、照明要“跟着人走”——玄关、过道、卫生间的灯由感应器接管，老人和孩子不必记开关位置。',
        '三、工作面要“够亮且舒适”——书桌、台面、沙发阅读位用局部照明补足到 300 lx 以上，而不是把整屋调亮。',
      ],
      slice(body, 470),
      24,
    ),
  ]);
}

// how often each member uses each space, 1 (rarely) to 3 (daily, for long)
const HABIT_SPACES = ['客厅', '餐厅', '厨房', '主卧', '次卧', '书房', '卫生间', '夜间起夜'];
const HABITS: readonly (readonly [string, 'male' | 'female', number, readonly number[]])[] = [
  ['男主人', 'male', 38, [2, 2, 1, 3, 1, 3, 2, 1]],
  ['女主人', 'female', 36, [3, 2, 3, 3, 2, 1, 2, 2]],
  ['孩子', 'male', 8, [2, 2, 1, 1, 3, 2, 2, 1]],
  ['来访的母亲', 'female', 65, [3, 2, 2, 1, 1, 1, 3, 3]],
];

function habits(look: Look, category: string): PageDraft {
  const body = column(look, 0, 1);
  const box = slice(body, 0, 400);
  const el = newPlanningTable(USER_HABIT, look.size) as unknown as ElementDraft;
  const columns = (el.columns as { id: string; name: string; at: string }[]).map((c, i) => ({ ...c, name: HABIT_SPACES[i] ?? c.name }));
  const rows = HABITS.map(([name, grade, age, scores]) => ({
    ...blankRow(USER_HABIT),
    name,
    grade,
    age,
    ...Object.fromEntries(columns.map((c, i) => [sceneKey(c.id), scores[i]])),
  }));
  return contentPage(look, category, '空间使用习惯', 'HOW EACH MEMBER USES THE HOME', [
    ...panel(look, box),
    { ...el, ...box, columns, rows, fontSize: px(look, 22) },
    text(
      look,
      [
        '分值 1–3 表示使用的频繁程度与停留时长（3 为每天长时间使用）。',
        '客厅、主卧与卫生间几乎人人都是高分，是照明预算与场景设计的重点；书房是男主人的专属作业区，按阅读标准配置；来访的母亲夜间起夜多、对卫生间依赖高，过道与卫生间的感应夜灯必须可靠、足够亮又不刺眼。',
        '孩子在次卧写作业的时间最长：书桌无频闪、无眩光的功能光优先于装饰光。',
      ],
      slice(body, 440),
      24,
    ),
  ]);
}

export const analysisPages = (look: Look, category: string): PageDraft[] => [overview(look, category), planAnalysis(look, category), members(look, category), habits(look, category)];
