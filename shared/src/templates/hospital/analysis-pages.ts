import type { PageDraft } from '../template-def';
import { cardsPage, illCctChart, planPage, sidePage, tablePage, type Frame } from '../office/page-shapes';
import { HOSPITAL_PLAN, hospitalRoutes } from './hospital-plan';

// Chapters 01 设计分析 and 02 设计理念 of the hospital deck: the building and its users, what
// makes light in a hospital different, the routes of patients and nurses, and the ideas
// (healing, precise, orderly, efficient) the scheme follows.

export function analysisPages(f: Frame, chapter: string): PageDraft[] {
  return [
    tablePage(f, chapter, {
      name: '项目概况',
      en: 'PROJECT OVERVIEW',
      intro: ['本项目为综合医院门诊与住院楼层的照明改造。医院全天候运行，照明既要满足诊疗的视觉精度，又要让患者安心、让医护人员长时间工作不疲劳，同时是能耗大户，节能潜力明显。'],
      columns: [{ name: '项目信息', width: 1 }, { name: '内容', width: 3 }],
      rows: [
        ['项目类型', '综合医院门诊与住院楼层（改造）'],
        ['典型楼层', '约 480 m²，平面 30 m × 16 m，吊顶 2.7 m'],
        ['功能构成', '门诊大厅、挂号候诊、诊室、治疗室、药房、检验科、护士站、病房'],
        ['运行时间', '门诊 07:00–20:00；住院区、急诊与护士站 24 小时'],
        ['主要人群', '患者与陪护、医生与护士、检验与药剂人员、后勤人员'],
        ['现状问题', '格栅灯眩光明显、病房夜间只有全开与全关、走廊长明灯、色温混杂'],
        ['改造目标', '达到 GB 50034-2013 医疗建筑照明标准值，分时段节能控制，病房夜间不打扰'],
      ],
      flags: { home: true },
    }),
    cardsPage(f, chapter, {
      name: '医院光环境的特殊性',
      en: 'WHY HOSPITAL LIGHTING IS DIFFERENT',
      intro: ['医院照明服务两类完全不同的人：躺着、焦虑、怕光的患者，和站着、专注、需要看清细节的医护人员。'],
      cards: [
        ['仰视的患者', '病床与推床上的患者视线朝向顶棚，普通筒灯直射眼睛；病房与走廊需要控制从下方看到的灯具亮度。'],
        ['精准的判断', '观察肤色、伤口、化验结果需要高显色性：手术室与重症监护室 Ra 不低于 90。'],
        ['全天运行', '住院区 24 小时有人，夜间巡视需要看得见而不惊醒患者，照明要能分时段降低。'],
        ['清洁与感染控制', '洁净区选用密闭、易擦拭、不积尘的灯具，防护等级与表面材料符合洁净要求。'],
        ['秩序与寻路', '大厅与走廊用亮度与色温引导方向，患者不需要问路就能找到科室。'],
        ['节能压力', '公共区灯具数量多、开灯时间长，分时段与感应控制可显著降低能耗。'],
      ],
    }),
    planPage(f, chapter, {
      name: '就医与护理动线',
      en: 'ROUTES OF PATIENTS AND NURSES',
      plan: HOSPITAL_PLAN,
      layers: { lines: hospitalRoutes() },
      legend: 'activity-line',
      points: [
        ['日间', '患者由大厅经挂号候诊到诊室，再至药房取药。'],
        ['夜间', '护士由护士站巡视病房，走廊保持值守照明。'],
        ['设计', '动线上的照度连续，转折处以重点光提示。'],
      ],
      flags: { skip: true },
    }),
  ];
}

export function conceptPages(f: Frame, chapter: string): PageDraft[] {
  return [
    cardsPage(f, chapter, {
      name: '设计理念',
      en: 'DESIGN PHILOSOPHY',
      intro: ['以患者的感受与医护的效率为中心，让光成为治疗环境的一部分。'],
      cards: [
        ['疗愈', '病房与休息区以暖色低眩光的间接光为主，夜间光线柔和，帮助患者休息与恢复昼夜节律。'],
        ['精准', '诊室、治疗室、检验科、手术室以高照度、高显色、高均匀度的作业光保证判断准确。'],
        ['秩序', '色温分区与亮度层次让公共空间清晰有序，寻路自然，降低焦虑。'],
        ['高效', '按日间、夜间、深夜三个时段分级运行，公共区感应控制，降低全院能耗。'],
      ],
      columns: 2,
    }),
    tablePage(f, chapter, {
      name: '六类光在医疗空间的应用',
      en: 'THE SIX KINDS OF LIGHT IN A HOSPITAL',
      intro: ['医疗空间以环境光与作业光为主体，节律光服务住院患者；重点光与装饰光克制使用，只用于寻路与标识；媒介光配合检查设备与屏幕。'],
      columns: [{ name: '光的类型', width: 1 }, { name: '作用', width: 2 }, { name: '本项目的做法', width: 2.6 }],
      rows: [
        ['环境光', '空间的基础亮度', '大厅与候诊区筒灯，走廊筒灯均匀布置'],
        ['作业光（功能光）', '诊疗与操作的视觉精度', '诊室、治疗室、药房、检验科面板灯，护士站线性灯'],
        ['重点光', '标识与寻路', '导向标识、服务台与科室入口的局部提亮'],
        ['装饰光（闪烁光）', '缓和紧张情绪', '候诊区与儿科区的柔和灯带，避免闪动与强对比'],
        ['节律光', '帮助住院患者维持昼夜节律', '病房日间较高色温，傍晚转暖，夜间仅留低位夜灯'],
        ['媒介光', '配合屏幕与检查设备', '检查室可调暗，阅片与显示屏前避免反射'],
      ],
    }),
    sidePage(f, chapter, {
      name: '病房节律照明',
      en: 'CIRCADIAN LIGHT IN THE WARD',
      points: [
        ['为什么', '住院患者长时间停留在室内，缺少日光信号容易昼夜颠倒，影响睡眠与康复。'],
        ['怎么做', '病房顶灯可调色温：上午较高色温与照度，傍晚转暖，夜间只留床头与地脚夜灯。'],
        ['参考', 'WELL v2 L03 节律照明设计；夜间巡视照度低，不惊醒患者。'],
      ],
      figure: (box) => [illCctChart({ ...box, height: 420 }, [['晨起', 100, 4000], ['日间', 150, 4500], ['床旁检查', 300, 4000], ['傍晚', 100, 3000], ['夜间巡视', 10, 2700]])],
      flags: { skip: true },
    }),
  ];
}
