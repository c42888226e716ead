import { newPlanningTable } from '../../schema/elements/planning-table';
import { PROJECT_BASE } from '../../planning/tables/project-base';
import { SPACE_ACTIVITY } from '../../planning/tables/space-activity';
import type { ElementDraft, PageDraft } from '../template-def';
import { legendOf, planLayers, planRooms } from '../common/floor-plan';
import { SAMPLE_HOME, sampleHomeActivityAreas, sampleHomeActivityLines } from '../common/sample-home';
import { accent, body, BODY_TOP, column, contentPage, FONT, labelled, sourceNote, table, tableHeight, type Frame } from './layout';

// 01 项目分析: who lives here and how (the project-base record, the household's activities per
// space), how they move through the sample home, and what the rooms themselves allow (daylight,
// ceiling height). The first three pages are in the short version.

const CHAPTER = 'analysis';

/** The project base of the sample home: the facts the plan pages assume; the client's own are filled at the first meeting. */
const SAMPLE_BASE = {
  spaceType: 'apartment',
  acreage: 130,
  people: 4,
  family: 'two-child',
  profession: 'office',
  personality: 'calm',
  window: 'south-north',
  blocking: 'light',
  daylightLevel: 'good',
  stage: 'design',
  floorHeight: 2.75,
  smart: 'yes',
  interiorDesign: 'ongoing',
  budget: 6,
};

const asDraft = (el: object): ElementDraft => el as ElementDraft;

const SCOPE: readonly (readonly string[])[] = [
  ['设计范围', '全屋 11 个空间，约 130 m²'],
  ['设计内容', '灯位、照度、色温、回路与场景'],
  ['交付成果', '方案文本、灯位图、灯具表'],
  ['配合节点', '吊顶施工前完成灯位交底'],
];

function projectBasePage(f: Frame): PageDraft {
  const base = newPlanningTable(PROJECT_BASE, f.size);
  const rows = (base.rows as Record<string, unknown>[]).map((row) => ({ ...row, ...SAMPLE_BASE }));
  const tableBox = column(f, 0, 0.58);
  const side = column(f, 0.62, 0.38);
  return contentPage(
    f,
    CHAPTER,
    '项目概况',
    'PROJECT BRIEF',
    [
      asDraft({ ...base, ...tableBox, rows, fontSize: FONT.table }),
      labelled(
        f,
        [
          ['户型', '南北通透的三室两厅，套内约 130 m²，住宅净高 2.75 m，可做 80–120 mm 的局部吊顶与灯槽。'],
          ['家庭', '一家四口，孩子学龄前：照明既要安全柔和，也要照顾夜间起身与亲子阅读。'],
          ['诉求', '无主灯、干净的顶面；客餐厅能在日常、会客、观影之间一键切换；全屋可智能控制。'],
        ],
        { ...side, height: 240 },
        FONT.body,
      ),
      accent(f, ['先了解人，再布置灯。', '表中信息在首次沟通时与业主逐项确认。'], { ...side, top: side.top + 260, height: 60 }, 16),
      table([{ name: '本次设计', width: 1 }, { name: '内容', width: 2.4 }], SCOPE, { left: side.left, top: side.top + 340, width: side.width, height: tableHeight(SCOPE.length, 40) }),
    ],
    { home: true },
  );
}

function activityTablePage(f: Frame): PageDraft {
  const keep = ['玄关', '客厅', '餐厅', '厨房', '主卧', '次卧', '书房', '卫生间', '走廊'];
  const base = newPlanningTable(SPACE_ACTIVITY, f.size);
  const rows = (base.rows as Record<string, unknown>[]).filter((row) => keep.includes(String(row.name)));
  const tableBox = column(f, 0, 0.64, BODY_TOP, 40);
  const side = column(f, 0.68, 0.32, BODY_TOP, 40);
  return contentPage(
    f,
    CHAPTER,
    '空间与生活方式',
    'SPACES AND DAILY ACTIVITIES',
    [
      asDraft({ ...base, ...tableBox, rows, fontSize: FONT.table }),
      body(
        f,
        [
          '照明设计从“谁在这个空间、做什么”开始：活动决定作业面在哪里、需要多亮、持续多久。',
          '看电视与阅读需要的照度相差三倍以上，同一个客厅就应分出环境光与局部作业光两层。',
          '孩子的游戏与写作业、老人夜间起身、厨房台面的切配，都是需要单独照顾的“关键活动”。',
        ],
        { ...side, height: 420 },
      ),
      sourceNote(f, '表格为首次沟通的记录模板，可在页面上直接编辑：增加成员、改写活动或补充特殊需求。'),
    ],
    { home: true },
  );
}

function circulationPage(f: Frame): PageDraft {
  const planBox = { left: f.margin.left, top: BODY_TOP, width: 700, height: 560 };
  const side = column(f, 0.72, 0.28);
  return contentPage(
    f,
    CHAPTER,
    '户型与动线分析',
    'LAYOUT AND CIRCULATION',
    [
      ...planRooms(SAMPLE_HOME, planBox, f.theme),
      ...planLayers(SAMPLE_HOME, planBox, { areas: sampleHomeActivityAreas(), lines: sampleHomeActivityLines() }),
      legendOf('activity-range', { left: side.left, top: side.top, width: side.width, height: 170 }, f.theme, { fontSize: 13 }),
      legendOf('activity-line', { left: side.left, top: side.top + 180, width: side.width, height: 100 }, f.theme, { fontSize: 13 }),
      body(
        f,
        [
          '客厅与餐厅是全家停留最久的区域，照明层次最丰富；',
          '主卧到卫生间的夜间动线只需 5–10 lx 的低位引导光，避免刺眼的顶灯；',
          '晨起动线从次卧经过道到餐厅，宜用渐亮的暖白光唤醒。',
        ],
        { left: side.left, top: side.top + 290, width: side.width, height: 300 },
        FONT.small,
      ),
    ],
    { home: true },
  );
}

const ROOM_CONDITIONS: readonly (readonly string[])[] = [
  ['客厅', '27.0', '南向大窗，白天充足', '2.75 m，四周灯槽', '日间补光少，傍晚起主要靠人工照明'],
  ['餐厅', '13.5', '间接采光', '2.75 m', '餐桌位置固定后再定吊灯中心'],
  ['厨房', '9.0', '北窗', '2.40 m（集成吊顶）', '吊柜下加线条灯，消除切配台面的身影'],
  ['主卧', '19.8', '北向，较柔和', '2.75 m，床头灯带', '床头不设直射筒灯，防止躺下时眩光'],
  ['次卧', '13.8', '北向', '2.75 m', '儿童使用，选深藏防眩灯具'],
  ['书房', '12.9', '北向，稳定无直射', '2.75 m', '书桌垂直于窗，台灯补足作业照度'],
  ['过道', '15.6', '无采光', '2.50 m（走管降板）', '夜灯兼作起夜引导'],
];

function conditionsPage(f: Frame): PageDraft {
  const tableBox = { ...column(f, 0, 1), height: tableHeight(ROOM_CONDITIONS.length, 44) };
  return contentPage(
    f,
    CHAPTER,
    '采光与空间条件',
    'DAYLIGHT AND CEILING',
    [
      table(
        [{ name: '空间', width: 0.7 }, { name: '面积 (m²)', width: 0.8 }, { name: '自然采光', width: 1.3 }, { name: '吊顶与净高', width: 1.3 }, { name: '对照明的影响', width: 2.6 }],
        ROOM_CONDITIONS,
        tableBox,
      ),
      labelled(
        f,
        [
          ['采光', '南北通透，白天客厅和主卧几乎不需要开灯；北向房间光线稳定，适合书房与儿童房做作业照明。'],
          ['净高', '原顶 2.75 m，做无主灯方案时只在周边做 80–120 mm 的边吊顶，筒灯开孔 75 mm 左右，嵌入深度不少于 60 mm。'],
          ['结论', '顶面照明负责环境光，灯槽与墙面洗光负责空间感，台灯、落地灯负责作业光：三层各司其职。'],
        ],
        { left: f.margin.left, top: tableBox.top + tableBox.height + 24, width: tableBox.width, height: 200 },
      ),
    ],
    { skip: true },
  );
}

/** The chapter's content pages (the divider is added by the deck). */
export const analysisPages = (f: Frame): PageDraft[] => [projectBasePage(f), activityTablePage(f), circulationPage(f), conditionsPage(f)];
