import type { PageDraft } from '../template-def';
import { areaChart, cardsPage, sidePage, tablePage, visionChart, type Frame } from '../office/page-shapes';

// Chapters 01 项目分析, 02 项目概念 and 03 项目依据 of the restaurant deck: the restaurant and
// its guests, the idea of light that seasons the food, and the standard's values beside the
// colour-rendering targets a restaurant needs (Ra > 95, R9 > 80).

const STANDARD_NOTE = 'GB 50034-2013《建筑照明设计标准》已由 GB/T 50034-2024 替代，新项目以新版标准复核数值。';

export function analysisPages(f: Frame, chapter: string): PageDraft[] {
  return [
    tablePage(f, chapter, {
      name: '项目概况',
      en: 'PROJECT OVERVIEW',
      intro: ['本项目为城市中心的中式精致餐厅，午市以商务简餐为主，晚市以宴请与家庭聚餐为主。照明要让菜品好看、让客人好看，并在一天中随经营节奏变化。'],
      columns: [{ name: '项目信息', width: 1 }, { name: '内容', width: 3 }],
      rows: [
        ['项目类型', '中式精致餐厅（新店装修）'],
        ['面积与平面', '约 380 m²，平面 24 m × 16 m，吊顶 3.0 m，包间 2.8 m'],
        ['功能构成', '入口门厅、吧台、散座大厅（约 80 座）、包间 ×3、传菜明档、厨房、洗手间'],
        ['营业时段', '午市 11:00–14:00，晚市 17:00–22:00，周末有宴请与包场'],
        ['客群', '商务宴请、家庭聚餐、朋友小聚；客单价中高'],
        ['品牌调性', '新中式，木与石材为主，暖色，安静而有仪式感'],
        ['照明诉求', '菜品色泽诱人、人脸自然、私密有层次；门头在街面有辨识度'],
      ],
      flags: { home: true },
    }),
    cardsPage(f, chapter, {
      name: '客群与经营分析',
      en: 'GUESTS AND BUSINESS',
      intro: ['餐厅的光既服务客人，也服务经营：它影响客人停留多久、点了什么、会不会拍照分享、下次还来不来。'],
      cards: [
        ['商务宴请', '需要体面与私密：包间照明有仪式感，桌面明亮、周边偏暗，交谈时面部柔和。'],
        ['家庭聚餐', '需要温暖与轻松：大厅整体亮度适中，孩子与老人走动安全，没有刺眼的灯。'],
        ['朋友小聚', '愿意拍照分享：餐桌与菜品是画面主角，背景墙与装饰灯构成打卡画面。'],
        ['翻台与效率', '午市节奏快，照度略高、色温略高；晚市放慢，降低照度、转暖延长停留。'],
        ['出品与服务', '明档与传菜口的光决定厨师与服务员看到的颜色和客人看到的一致。'],
        ['街面引流', '门头与入口是流量入口，夜间亮度与品牌色让路人愿意走进来。'],
      ],
      flags: { home: true },
    }),
    sidePage(f, chapter, {
      name: '营业时段与场景',
      en: 'SCENES THROUGH THE DAY',
      points: [
        ['午市', '商务简餐，光线明快，桌面 300 lx。'],
        ['晚市', '降低环境光，桌面保持 200–300 lx，周边更暗，对比更强。'],
        ['宴请', '包间全场景开启，主桌面提亮，背景墙重点照明。'],
        ['清洁', '打烊后全亮，便于清洁与检查。'],
      ],
      figure: (box) => [
        areaChart(box, [
          ['散座大厅', [['午市', 300], ['晚市', 200], ['清洁', 500]]],
          ['包间', [['宴请', 300], ['用餐', 200], ['清洁', 500]]],
          ['吧台', [['营业', 100], ['调酒操作', 300]]],
          ['入口门厅', [['营业', 200], ['打烊', 50]]],
          ['传菜明档', [['出品', 500]]],
        ]),
      ],
      flags: { skip: true },
    }),
  ];
}

export function conceptPages(f: Frame, chapter: string): PageDraft[] {
  return [
    cardsPage(f, chapter, {
      name: '项目概念：光为食物调味',
      en: 'CONCEPT · LIGHT THAT SEASONS THE FOOD',
      intro: ['一道菜的第一口是用眼睛吃的。我们把光当作一种调味：照亮餐桌而不是照亮天花，让菜品、人与空间依次展开。'],
      cards: [
        ['桌面是舞台', '每张餐桌都有自己的光，桌面亮、周边暗，客人的注意力自然落在菜品与同伴身上。'],
        ['颜色要真', '高显色光源（Ra > 95、R9 > 80）还原肉类的红、蔬菜的绿与酱汁的光泽。'],
        ['层次与私密', '亮度从桌面到墙面到通道逐级降低，光的层次代替隔断，创造私密感。'],
        ['随时间变化', '午市明快，晚市温暖，宴请隆重；一套灯具，多种情绪。'],
      ],
      columns: 2,
    }),
    sidePage(f, chapter, {
      name: '空间体验序列',
      en: 'A WALK THROUGH THE RESTAURANT',
      points: [
        ['门头', '街面第一眼，亮度最高，品牌识别。'],
        ['门厅与吧台', '由亮转暗，眼睛适应，情绪放慢。'],
        ['大厅', '桌面亮、通道暗，视线落在餐桌上。'],
        ['包间', '最后的高潮：主桌面与背景墙，仪式感。'],
      ],
      figure: (box) => [
        visionChart({ ...box, height: 420 }, [
          ['门头招牌', 5, 500],
          ['入口门厅', 22, 200],
          ['吧台', 40, 100],
          ['大厅通道', 58, 80],
          ['散座餐桌', 74, 300],
          ['包间主桌', 94, 300],
        ]),
      ],
    }),
  ];
}

export function basisPages(f: Frame, chapter: string): PageDraft[] {
  return [
    tablePage(f, chapter, {
      name: '餐饮场所照明标准值',
      en: 'ILLUMINANCE: STANDARD AND DESIGN TARGET',
      intro: ['标准给出的是下限。餐厅以桌面照度为核心，环境照度有意做低，让对比产生氛围；设计目标按桌面与操作台面给出。'],
      columns: [{ name: '场所', width: 1.4 }, { name: '标准值 (lx)', width: 1 }, { name: '设计目标 (lx)', width: 1.2 }, { name: '说明', width: 2.4 }],
      rows: [
        ['中餐厅', '200', '桌面 200–300', '0.75 m 水平面，UGR 22，U0 0.60，Ra 80'],
        ['西餐厅', '150', '桌面 150–200', '本项目散座区按中餐厅取值'],
        ['酒吧间、咖啡厅', '75', '吧台面 100–300', '操作区局部提高，客座区保持低照度'],
        ['多功能厅、宴会厅', '300', '300', '包场与宴请模式'],
        ['厨房', '500（台面）', '500', '传菜明档同样按 500 lx 设计'],
        ['门厅（高档）', '200', '200', '公共和工业建筑通用房间'],
        ['走廊（高档）', '100', '100', '夜间打烊降至 50 lx'],
        ['厕所、盥洗室（高档）', '150', '150', '镜前补充垂直照度'],
      ],
      note: ['依据：GB 50034-2013 旅馆建筑照明标准值（餐厅、厨房）与公共和工业建筑通用房间或场所照明标准值。' + STANDARD_NOTE],
      flags: { home: true },
    }),
    tablePage(f, chapter, {
      name: '显色性与色温',
      en: 'COLOUR RENDERING AND COLOUR TEMPERATURE',
      intro: ['标准要求餐厅 Ra ≥ 80，这只是及格线。食物的红与人的肤色主要由 R9（饱和红色）决定，所以 LightKit 对餐厅提出更高的品质目标。'],
      columns: [{ name: '指标', width: 1.2 }, { name: '标准要求', width: 1.5 }, { name: '本项目目标', width: 1.5 }, { name: '为什么', width: 2.6 }],
      rows: [
        ['一般显色指数 Ra', 'Ra ≥ 80', 'Ra > 95', '整体还原菜品、木材与织物的颜色'],
        ['特殊显色指数 R9', '—', 'R9 > 80', '肉类、番茄、辣椒的红色饱满，人脸红润'],
        ['色温', '—', '2700–3000K', '暖光增进食欲，与新中式木色协调'],
        ['色容差', '同类光源 ≤ 5 SDCM', '≤ 3 SDCM', '一张桌上的灯看起来是同一种白'],
        ['频闪', '无危害的波动深度', '调光全程无可视频闪', '手机拍照与录像无条纹'],
      ],
      note: ['依据：GB 50034-2013（Ra、色容差）；GB/T 31831-2015（频闪）；Ra > 95、R9 > 80 为 LightKit 餐厅品质目标。' + STANDARD_NOTE],
      flags: { home: true },
    }),
    tablePage(f, chapter, {
      name: '照明功率密度',
      en: 'LIGHTING POWER DENSITY',
      intro: ['餐厅灯具数量多、营业时间长，功率密度是节能的硬指标。装饰性灯具按标准规定的折算方式计入。'],
      columns: [{ name: '场所', width: 1.6 }, { name: '照度标准值 (lx)', width: 1 }, { name: '现行值 (W/m²)', width: 1 }, { name: '目标值 (W/m²)', width: 1 }],
      rows: [
        ['中餐厅', '200', '≤ 9.0', '≤ 8.0'],
        ['西餐厅', '150', '≤ 6.5', '≤ 5.5'],
        ['多功能厅', '300', '≤ 13.5', '≤ 12.0'],
      ],
      note: ['依据：GB 50034-2013 旅馆建筑照明功率密度限值。' + STANDARD_NOTE],
      flags: { skip: true },
    }),
  ];
}
