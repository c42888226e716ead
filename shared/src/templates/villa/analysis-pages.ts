import { PROJECT_BASE } from '../../planning/tables/project-base';
import { SPACE_ACTIVITY } from '../../planning/tables/space-activity';
import { USER_HABIT } from '../../planning/tables/user-habit';
import { legendOf, planLayers } from '../common/floor-plan';
import { chapterDivider, type DeckTheme } from '../page-kit';
import type { ChapterDef, PageDraft } from '../template-def';
import { BODY_TOP, contentPage, habitTable, labelled, LEFT, note, planningTable, SIZE, table, rooms } from '../zixunshi/kit';
import { F1_PLAN, f1ActivityAreas, f1ActivityLines } from './floors';

// 项目分析: the villa and its household as the first visits find them: the project base, the
// floors and what each holds, who uses which space how often, what happens where, and the
// ground floor's routes.

const PROJECT = {
  name: '张先生',
  gender: 'male',
  address: '滨江壹号别墅区 12 号',
  startTime: '2027-01-05',
  finishTime: '2027-08-31',
  spaceType: 'villa',
  acreage: 576,
  people: 6,
  family: 'three-gen',
  profession: 'business',
  personality: 'social',
  window: 'south',
  blocking: 'partial',
  daylightLevel: 'fair',
  stage: 'design',
  floorHeight: 3.3,
  smart: 'yes',
  interiorDesign: 'ongoing',
  designer: '{{username}}',
  budget: 45,
};

const FLOORS: readonly (readonly [string, string, string, string])[] = [
  ['地下一层', '车库、影音室、酒窖、健身房、洗衣房、设备间', '192 m²，净高 3.0 m', '无自然光：全靠人工光，节律光补足白天；车库行车安全'],
  ['一层', '门厅、挑空客厅、餐厅、厨房、茶室、老人房', '192 m²，净高 3.3 m，挑空 6.3 m', '挑空的高度与立面；老人夜间起身；宴客场景'],
  ['二层', '主卧套房、儿童房、客卧、书房、回廊、露台', '192 m²，净高 3.0 m', '卧室的睡眠节律；回廊俯视吊灯的眩光；书房作业光'],
  ['庭院', '车道、前院草坪、水景、侧院、后院', '约 288 m²', '安全与景观并重；光污染与对邻居的眩光；防水防护等级'],
  ['楼梯', '地下一层至二层贯通', '三跑楼梯', '踏步可辨识；夜间低照度引导；上下双控'],
];

const HABIT_SPACES = ['挑空客厅', '餐厅', '茶室', '主卧', '影音室', '健身房', '庭院', '夜间起身'];

const ACTIVITIES: readonly (readonly [string, string, string])[] = [
  ['门厅', '全家、访客', '换鞋更衣、迎送客人；从车库上来的家人也从这里进入起居区'],
  ['挑空客厅', '全家、访客', '会客、家庭聚会、节日宴请前的招待；二层回廊俯视的主景'],
  ['餐厅', '全家、访客', '家宴 8–10 人，日常三代同桌用餐'],
  ['茶室', '男主人、访客', '品茶、谈事，需要安静的低照度与器物的重点光'],
  ['老人房', '爷爷奶奶', '休息、看电视；夜间起身 2–3 次，需感应引导光'],
  ['主卧套房', '男女主人', '休息、睡前阅读、更衣与化妆'],
  ['儿童房', '孩子', '学习、游戏、睡眠，读写需要均匀无眩光的光'],
  ['影音室', '全家', '观影与游戏，银幕之外几乎全暗'],
  ['健身房', '男女主人', '早晚锻炼，躺姿动作多，不能直视灯具'],
  ['车库', '男女主人、司机', '停车、上下车、取物，偶尔洗车'],
  ['庭院', '全家、访客', '夏夜聚会、散步、赏水景，通行安全'],
];

export function analysisPages(ch: ChapterDef, theme: DeckTheme): PageDraft[] {
  const planBox = { left: LEFT, top: BODY_TOP, width: 1180, height: 740 };
  return [
    chapterDivider(ch, SIZE, theme, { home: true }),
    contentPage(
      '项目概况',
      ch.key,
      'PROJECT BASICS',
      [
        planningTable(PROJECT_BASE, { left: LEFT, top: BODY_TOP, width: 1180, height: 740 }, [PROJECT], { fontSize: 22 }),
        labelled(
          [
            ['项目', '独栋别墅，地下一层、地上两层，每层约 192 m²，另有约 288 m² 庭院。'],
            ['家庭', '三代六口：男女主人、两个孩子与爷爷奶奶，常有亲友来访。'],
            ['照明的难点', '6.3 m 挑空客厅、贯通三层的楼梯、没有自然光的地下室，以及与邻居相望的庭院。'],
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
      '楼层与空间',
      ch.key,
      'FLOORS, SPACES AND WHAT EACH NEEDS',
      [
        table([{ name: '楼层', width: 0.7 }, { name: '主要空间', width: 2 }, { name: '面积与层高', width: 1.8 }, { name: '照明关注点', width: 2.6 }], FLOORS, { left: LEFT, top: BODY_TOP, width: 1760, height: 560 }, 22),
        note(['层高与挑空决定灯具的安装方式与光束角；地下室与庭院各有一套独立的照明策略（见设计要点）。'], { left: LEFT, top: 840, width: 1760, height: 80 }, theme, 22),
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
          { left: LEFT, top: BODY_TOP, width: 1760, height: 480 },
          HABIT_SPACES,
          [
            ['男主人', 'male', 45, [3, 2, 3, 3, 2, 3, 2, 1]],
            ['女主人', 'female', 42, [3, 3, 1, 3, 2, 2, 3, 1]],
            ['大女儿', 'female', 14, [2, 3, 1, 1, 3, 1, 2, 1]],
            ['小儿子', 'male', 8, [3, 3, 1, 1, 3, 1, 3, 1]],
            ['爷爷', 'male', 72, [2, 3, 3, 1, 1, 1, 3, 3]],
            ['奶奶', 'female', 70, [2, 3, 1, 1, 1, 1, 3, 3]],
          ],
        ),
        labelled(
          [
            ['结论', '挑空客厅、餐厅与庭院是全家共享的高频空间，做多场景分层控制；爷爷奶奶夜间起身最多，一层老人房到卫生间做感应引导；影音室与健身房集中在地下，用节律光弥补没有窗户的缺憾。'],
          ],
          { left: LEFT, top: 760, width: 1760, height: 220 },
          theme,
          24,
        ),
      ],
      theme,
    ),
    contentPage(
      '空间活动规划',
      ch.key,
      'ACTIVITIES IN EACH SPACE',
      [
        planningTable(
          SPACE_ACTIVITY,
          { left: LEFT, top: BODY_TOP, width: 1760, height: 690 },
          ACTIVITIES.map(([name, user, activity]) => ({ name, user, activity })),
          { fontSize: 21 },
        ),
        note(['活动决定功能光：家宴需要照亮每张脸，茶室需要照亮器物，健身房与儿童房的灯不能进入躺着或抬头时的视线。'], { left: LEFT, top: 950, width: 1760, height: 44 }, theme, 22),
      ],
      theme,
      { skip: true },
    ),
    contentPage(
      '一层动线与活动区域',
      ch.key,
      'GROUND FLOOR ROUTES',
      [
        ...rooms(F1_PLAN, planBox, theme),
        ...planLayers(F1_PLAN, planBox, { lines: f1ActivityLines(), areas: f1ActivityAreas() }),
        legendOf('activity-line', { left: 1300, top: BODY_TOP, width: 540, height: 200 }, theme, { fontSize: 22 }),
        legendOf('activity-range', { left: 1300, top: 470, width: 540, height: 240 }, theme, { fontSize: 22 }),
        note(['日间动线从门厅经客厅到餐厅；宾客动线绕挑空客厅到茶室；爷爷奶奶的夜间动线只有几步，但每一步都要看得清。'], { left: 1300, top: 740, width: 540, height: 220 }, theme, 22),
      ],
      theme,
      { skip: true },
    ),
  ];
}
