import { PROJECT_BASE } from '../../planning/tables/project-base';
import { SPACE_ACTIVITY } from '../../planning/tables/space-activity';
import { USER_HABIT } from '../../planning/tables/user-habit';
import { legendOf, planLayers } from '../common/floor-plan';
import { SAMPLE_HOME, sampleHomeActivityAreas, sampleHomeActivityLines } from '../common/sample-home';
import type { DeckTheme } from '../page-kit';
import type { ChapterDef, PageDraft } from '../template-def';
import { BODY_TOP, contentPage, divider, habitTable, labelled, LEFT, note, planningTable, rooms } from './kit';

// 用户需求与空间分析: the facts of the first meeting as the planning tables a designer keeps
// editing (project base, the household's habits, what happens in each space), and the sample
// home's routes and activity areas.

// a three-generation family in the 120 m² sample home, as filled in at the first visit
const PROJECT = {
  name: '张先生',
  gender: 'male',
  address: '滨江壹号 3 栋 1802',
  startTime: '2026-12-01',
  finishTime: '2027-03-31',
  spaceType: 'apartment',
  acreage: 120,
  people: 4,
  family: 'three-gen',
  profession: 'it',
  personality: 'calm',
  window: 'south-north',
  blocking: 'light',
  daylightLevel: 'good',
  stage: 'design',
  floorHeight: 2.75,
  smart: 'yes',
  interiorDesign: 'ongoing',
  designer: '{{username}}',
  budget: 6.5,
};

const HABIT_SPACES = ['客厅', '餐厅', '主卧', '次卧', '书房', '厨房', '卫生间', '夜间起身'];

const ACTIVITIES: readonly (readonly [string, string, string])[] = [
  ['玄关', '全家', '换鞋、放钥匙；进门先亮一盏柔光，手不必摸黑找开关'],
  ['客厅', '全家、访客', '看电视、会客、陪孩子搭积木；周末偶尔在沙发上看书'],
  ['餐厅', '全家', '三餐与家人交流，晚饭后孩子在餐桌写作业'],
  ['厨房', '女主人、老人', '备餐与烹饪，台面需要无阴影的操作光'],
  ['主卧', '男女主人', '睡前阅读、更衣；夜里起身去卫生间'],
  ['次卧', '孩子', '睡觉、玩耍，睡前故事时只要一盏暖光'],
  ['书房', '男主人', '居家办公与视频会议，屏幕前需要均匀面光'],
  ['过道', '全家', '夜间通行：低位感应灯引导到卫生间'],
];

export function needsPages(ch: ChapterDef, theme: DeckTheme): PageDraft[] {
  const planBox = { left: LEFT, top: BODY_TOP, width: 1160, height: 740 };
  return [
    divider(ch, theme, { home: true }),
    contentPage(
      '项目基础信息',
      ch.key,
      'PROJECT BASICS',
      [
        planningTable(PROJECT_BASE, { left: LEFT, top: BODY_TOP, width: 1180, height: 740 }, [PROJECT], { fontSize: 22 }),
        labelled(
          [
            ['为什么先问这些', '面积与层高决定灯具能否嵌入、光束角如何选；朝向与遮挡决定白天需要补多少光；家庭成员决定夜间与老人的照明。'],
            ['本案要点', '南北通透、采光好，层高 2.75 m 可做 80 mm 薄灯槽；三代同住，老人夜间起身与孩子写作业是两条主线。'],
          ],
          { left: 1300, top: BODY_TOP, width: 540, height: 740 },
          theme,
          24,
        ),
      ],
      theme,
      { home: true },
    ),
    contentPage(
      '家庭成员与生活习惯',
      ch.key,
      'WHO USES WHICH SPACE, HOW OFTEN (1 RARELY – 3 OFTEN)',
      [
        habitTable(
          USER_HABIT,
          { left: LEFT, top: BODY_TOP, width: 1760, height: 420 },
          HABIT_SPACES,
          [
            ['男主人', 'male', 38, [3, 2, 3, 1, 3, 1, 2, 1]],
            ['女主人', 'female', 36, [3, 3, 3, 2, 1, 3, 3, 1]],
            ['孩子', 'male', 7, [3, 3, 1, 3, 1, 1, 2, 1]],
            ['奶奶', 'female', 66, [2, 3, 1, 1, 1, 3, 3, 3]],
          ],
        ),
        labelled(
          [
            ['读表', '分数越高，这个人在这个空间停留越久；一个空间的总分决定它的照明投入。'],
            ['结论', '客厅与餐厅全家高频使用，做分层与场景控制；奶奶夜间起身最多，过道与卫生间做感应低照度引导；书房以男主人办公为主，按 300 lx 以上的作业照度设计。'],
          ],
          { left: LEFT, top: 700, width: 1760, height: 280 },
          theme,
          24,
        ),
      ],
      theme,
      { home: true },
    ),
    contentPage(
      '空间活动规划',
      ch.key,
      'ACTIVITIES IN EACH SPACE',
      [
        planningTable(
          SPACE_ACTIVITY,
          { left: LEFT, top: BODY_TOP, width: 1760, height: 620 },
          ACTIVITIES.map(([name, user, activity]) => ({ name, user, activity })),
        ),
        note(['每个空间里发生的事决定它需要的功能光：有人阅读就要有 300 lx 的阅读光，有人夜里走动就要有不刺眼的引导光。'], { left: LEFT, top: 900, width: 1760, height: 80 }, theme, 22),
      ],
      theme,
      { home: true },
    ),
    contentPage(
      '动线与活动区域',
      ch.key,
      'DAY, NIGHT AND MORNING ROUTES',
      [
        ...rooms(SAMPLE_HOME, planBox, theme),
        ...planLayers(SAMPLE_HOME, planBox, { areas: sampleHomeActivityAreas(), lines: sampleHomeActivityLines() }),
        legendOf('activity-line', { left: 1300, top: BODY_TOP, width: 540, height: 160 }, theme, { fontSize: 22 }),
        legendOf('activity-range', { left: 1300, top: 430, width: 540, height: 260 }, theme, { fontSize: 22 }),
        note(['白天动线串起玄关、客厅与餐厨；夜间动线从主卧经过道到卫生间，沿线做 20 lx 以下的低位引导光。'], { left: 1300, top: 720, width: 540, height: 200 }, theme, 22),
      ],
      theme,
      { skip: true },
    ),
  ];
}
