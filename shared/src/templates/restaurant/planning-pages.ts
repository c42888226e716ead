import type { PageDraft } from '../template-def';
import { cardsPage, planPage, scenePage, sidePage, tablePage, visionChart, type Frame } from '../office/page-shapes';
import { RESTAURANT_PLAN, restaurantIllZones, restaurantLamps } from './restaurant-plan';

// Chapters 06 整体规划 and 07 空间效果 of the restaurant deck: the point layout and the
// illuminance plan on the restaurant's floor, the scenes and circuits, then each space as the
// guest meets it (entrance, hall, private rooms, bar, kitchen pass).

export function planningPages(f: Frame, chapter: string): PageDraft[] {
  return [
    planPage(f, chapter, {
      name: '灯具点位布置',
      en: 'LUMINAIRE LAYOUT',
      plan: RESTAURANT_PLAN,
      layers: { lamps: restaurantLamps() },
      legend: 'lamp-point',
      points: [
        ['大厅', '每桌一盏吊灯，灯位随桌位。'],
        ['包间', '主吊灯、灯槽与背景墙射灯。'],
        ['吧台与明档', '线性灯照亮台面。'],
      ],
      flags: { home: true },
    }),
    planPage(f, chapter, {
      name: '照度分区',
      en: 'ILLUMINANCE ZONING',
      plan: RESTAURANT_PLAN,
      layers: { zones: restaurantIllZones() },
      legend: 'ill-range',
      points: [
        ['用餐区', '桌面 200–300 lx，通道约为其十分之一。'],
        ['操作区', '明档与厨房台面 500 lx。'],
        ['过渡', '门厅 200 lx，吧台 100 lx，由亮转暗。'],
      ],
      flags: { home: true },
    }),
    scenePage(f, chapter, {
      name: '场景模式',
      en: 'LIGHTING SCENES',
      intro: ['全店场景由前台总控面板与包间面板切换，也可按营业时间自动运行。表格中的照度为桌面平均照度，可在方案中直接编辑。'],
      rows: [
        ['午市', '明快利落，环境光与桌面光全开', 300, 3000, '用餐、会客', '100%'],
        ['晚市', '降低环境光，保留桌面与重点光', 200, 2700, '用餐', '环境 40%'],
        ['宴请', '包间全开，主桌转盘提亮', 300, 3000, '用餐、会客', '100%'],
        ['氛围', '只留桌面、灯槽与背景墙', 150, 2700, '休闲、用餐', '50%'],
        ['打烊清洁', '全部回路全亮', 500, 4000, '整理', '100%'],
        ['夜间值守', '仅门厅与走道低亮度', 20, 2700, '整理', '10%'],
      ],
      flags: { home: true },
    }),
    tablePage(f, chapter, {
      name: '控制回路',
      en: 'CIRCUITS AND CONTROL',
      intro: ['回路按功能而不是按区域划分：同一张桌的吊灯与射灯在一个回路，环境光、重点光、装饰光各自独立调光。'],
      columns: [{ name: '区域', width: 1.1 }, { name: '回路', width: 2.6 }, { name: '控制', width: 2 }],
      rows: [
        ['散座大厅', '桌面吊灯、周边灯带、艺术墙射灯、通道筒灯', '总控面板，按营业时间自动'],
        ['包间（每间）', '主吊灯、转盘射灯、灯槽、背景墙射灯', '包间四键场景面板'],
        ['吧台', '吧台吊灯、台下灯带、酒柜背光', '吧台面板'],
        ['门头与门厅', '招牌、门厅筒灯、标识射灯', '时间控制，打烊后招牌延时'],
        ['明档与厨房', '明档线性灯、厨房面板灯', '独立开关，不接入调光'],
      ],
      flags: { skip: true },
    }),
  ];
}

export function effectsPages(f: Frame, chapter: string): PageDraft[] {
  return [
    cardsPage(f, chapter, {
      name: '入口与门厅',
      en: 'ENTRANCE',
      intro: ['门头在街面上的亮度决定路人是否注意到这家店；门厅让客人从街道的明亮过渡到室内的温暖。'],
      cards: [
        ['门头招牌', '招牌自发光或洗亮，亮度高于周边店面，色温与品牌色协调。'],
        ['门厅', '200 lx、3000K，迎宾台与品牌墙重点照明，客人一进门看清方向。'],
        ['过渡', '门厅到大厅亮度逐步降低，眼睛自然适应，情绪慢下来。'],
        ['等位区', '柔和的环境光与座位上方的小吊灯，等待不焦躁。'],
      ],
      columns: 2,
    }),
    sidePage(f, chapter, {
      name: '散座大厅',
      en: 'DINING HALL',
      points: [
        ['桌面', '每桌一盏吊灯，桌面 200–300 lx，光斑落在桌面而不是地面。'],
        ['通道', '通道不设直射灯，借桌面溢光与周边灯带，约 30 lx。'],
        ['墙面', '艺术墙射灯形成第二层亮度，空间不压抑。'],
      ],
      figure: (box) => [visionChart({ ...box, height: 400 }, [['入口视线', 8, 200], ['通道', 30, 30], ['艺术墙', 52, 150], ['邻桌', 72, 200], ['本桌桌面', 92, 300]])],
    }),
    cardsPage(f, chapter, {
      name: '包间',
      en: 'PRIVATE ROOMS',
      intro: ['包间是宴请的主场，光要有仪式感：主桌最亮，背景墙是焦点，灯槽提供柔和的底光。'],
      cards: [
        ['主桌', '转盘 300 lx，四盏窄光束射灯对准转盘与桌沿，主吊灯负责氛围与装饰。'],
        ['背景墙', '洗墙或射灯表现材质与艺术品，是合影与拍照的背景。'],
        ['灯槽', '2700K 间接光，宴请结束后可只留灯槽与桌面，进入聊天氛围。'],
        ['屏幕', '屏幕墙前回路独立调暗，播放时画面不发白。'],
      ],
      columns: 2,
    }),
    cardsPage(f, chapter, {
      name: '吧台与传菜明档',
      en: 'BAR AND KITCHEN PASS',
      intro: ['吧台是夜晚的焦点，明档是出品质量的最后一道关：一个讲氛围，一个讲准确。'],
      cards: [
        ['吧台台面', '100–300 lx，吊灯点亮台面与调酒动作，客座一侧保持暗。'],
        ['酒柜', '层板背光让瓶身通透，色温 2700K。'],
        ['传菜明档', '500 lx、与餐厅相同的 3000K 与 Ra > 95：厨师看到的颜色就是客人看到的颜色。'],
        ['厨房', '500 lx 台面照度，防油防潮灯具，不与前厅调光联动。'],
      ],
      columns: 2,
      flags: { skip: true },
    }),
  ];
}
