import { equipmentPages } from '../common/equipment-pages';
import type { PageDraft } from '../template-def';
import { areaChart, cardsPage, fittedTable, glareChart, planPage, scenePage, sidePage, tablePage, type Frame } from '../office/page-shapes';
import { HOSPITAL_PLAN, hospitalLamps } from './hospital-plan';

// Chapters 05 设计方案 and 06 设备选型 of the hospital deck: each kind of space in turn (halls,
// consulting and treatment, wards, operating room and ICU, nurse station and corridors), the
// glare check, the point layout, then the sample luminaire and the selection.

export function schemePages(f: Frame, chapter: string): PageDraft[] {
  return [
    sidePage(f, chapter, {
      name: '各场所设计照度',
      en: 'DESIGN ILLUMINANCE BY SPACE',
      points: [
        ['原则', '各场所设计照度取 GB 50034-2013 表 5.3.6 标准值，允许 ±10% 偏差，不盲目提高。'],
        ['高要求场所', '手术室 750 lx（另设无影灯），化验室与药房 500 lx。'],
        ['低照度场所', '病房 100 lx（地面），夜间降至值班照度，保护患者休息。'],
      ],
      figure: (box) => [
        areaChart(box, [
          ['门诊大厅', [['日间', 200], ['晚间', 60]]],
          ['诊室', [['问诊', 300]]],
          ['化验室', [['检验', 500]]],
          ['手术室', [['手术', 750]]],
          ['病房', [['日间', 100], ['夜间', 10]]],
          ['护士站', [['工作', 300]]],
          ['药房', [['配药', 500]]],
        ]),
      ],
      flags: { home: true },
    }),
    cardsPage(f, chapter, {
      name: '门诊大厅与候诊区',
      en: 'OUTPATIENT HALL AND WAITING',
      intro: ['大厅是患者进入医院的第一站：明亮、有秩序、一眼看到服务台与导向。候诊区则要让等待的人放松下来。'],
      cards: [
        ['明亮有序', '5200–6500K 筒灯均匀布置，候诊与挂号 200 lx，UGR ≤ 22，地面与墙面没有明显暗区。'],
        ['寻路', '服务台、挂号收费与导向标识局部提亮，亮度高于周围环境，远处即可识别。'],
        ['候诊放松', '座椅区降低顶部直射光，以柔和的墙面光为主，避免仰头看到灯具。'],
        ['晚间节能', '门诊关闭后转节能模式约 30%，急诊方向通道保持正常照度。'],
      ],
      columns: 2,
    }),
    tablePage(f, chapter, {
      name: '诊室、治疗室与检验科',
      en: 'CONSULTING, TREATMENT AND LAB',
      intro: ['诊疗空间照明的核心是看得准：照度足够、均匀、显色好，医生与患者面对面时不被灯具晃眼。'],
      columns: [{ name: '空间', width: 1.1 }, { name: '照度 / 色温', width: 1.3 }, { name: '做法', width: 3.2 }],
      rows: [
        ['诊室', '300 lx / 4000K', '面板灯置于诊桌侧上方，医生看患者面部与皮肤无阴影，检查床上方灯具带柔光罩'],
        ['治疗室、检查室', '300 lx / 4000K', '均匀度 U0 ≥ 0.70，操作台另设局部照明，检查时可调亮'],
        ['检验科（化验室）', '500 lx / 4500K', '实验台面高均匀度，Ra ≥ 90 便于辨别试剂与样本颜色'],
        ['药房', '500 lx / 5500K', '药架立面照度充足，标签易读，配药台面无反光'],
      ],
      tips: [
        ['诊室方向', '灯具在医生与患者之间的侧上方，医生不背光，患者面部无阴影。'],
        ['检查床', '患者仰卧时视线朝上，检查床正上方的灯具加柔光罩或改为侧向布置。'],
        ['屏幕', '阅片与电脑屏幕前避免灯具倒影，必要时局部调暗。'],
      ],
    }),
    scenePage(f, chapter, {
      name: '病房灯光模式',
      en: 'WARD LIGHTING MODES',
      intro: ['病房是患者的临时卧室，也是医护的工作场所。以下模式由床头面板与护士站共同控制，表格可在方案中直接编辑。'],
      rows: [
        ['日间', '顶灯间接照明，病房整体明亮柔和', 100, 4000, '休息、探视', '100%'],
        ['床旁检查', '床头灯与检查灯开启，照亮患者面部与床面', 300, 4000, '检查、治疗', '床头 100%'],
        ['阅读', '单床床头阅读灯，不影响邻床', 300, 3500, '阅读', '床头灯'],
        ['傍晚', '顶灯降低并转暖，帮助患者入睡前放松', 100, 3000, '休息', '50%'],
        ['夜间巡视', '仅地脚夜灯与门口低位灯，护士看清通道而不惊醒患者', 10, 2700, '起夜、巡视', '<1%'],
      ],
      flags: { home: true },
    }),
    tablePage(f, chapter, {
      name: '手术室与重症监护室',
      en: 'OPERATING ROOM AND ICU',
      intro: ['这两类空间是全院照明要求最高的地方：显色性 Ra ≥ 90，照明不能中断，灯具必须满足洁净要求。'],
      columns: [{ name: '项目', width: 1 }, { name: '手术室', width: 2 }, { name: '重症监护室', width: 2 }],
      rows: [
        ['一般照明', '750 lx，U0 ≥ 0.70，UGR ≤ 19', '300 lx，U0 ≥ 0.60，UGR ≤ 19'],
        ['显色性', 'Ra ≥ 90，R9 > 50，准确辨别组织颜色', 'Ra ≥ 90，观察患者肤色与唇色'],
        ['色温', '4000–4500K，与无影灯色温协调', '日间 4000K，夜间降低照度与色温'],
        ['灯具', '洁净密闭灯具，表面可消毒擦拭', '床位上方不设直射灯具，采用间接照明'],
        ['供电', '设备用照明，保证手术连续进行', '设备用照明，夜间观察照明可单独控制'],
      ],
      tips: [
        ['洁净', '灯具与吊顶密封安装，维修从室内侧进行，不破坏洁净区。'],
        ['不中断', '正常电源故障时备用照明自动投入，手术与监护不中断。'],
        ['夜间监护', '重症监护室夜间降低顶部照度，床旁观察照明单独控制。'],
      ],
      note: ['依据：GB 50034-2013 表 5.3.6；备用照明按 GB 51348-2019《民用建筑电气设计标准》设置。'],
    }),
    sidePage(f, chapter, {
      name: '眩光分析',
      en: 'GLARE · UGR',
      points: [
        ['限值', 'GB 50034-2013 表 5.3.6：病房与诊疗场所 UGR ≤ 19，候诊室、挂号厅 ≤ 22。'],
        ['病房设计', '采用间接出光与深防眩灯具，仰卧视线内无高亮度光源，计算 UGR 16。'],
        ['走廊', '推床经过时患者仰视，灯具偏离走廊中线布置，避免连续直视光源。'],
      ],
      figure: (box) => [glareChart(box, 5, 'ward')],
      flags: { home: true },
    }),
    planPage(f, chapter, {
      name: '灯具点位布置',
      en: 'LUMINAIRE LAYOUT',
      plan: HOSPITAL_PLAN,
      layers: { lamps: hospitalLamps() },
      legend: 'lamp-point',
      points: [
        ['公共区', '大厅与走廊筒灯，走廊灯具偏离中线。'],
        ['诊疗', '诊室、药房、检验科面板灯。'],
        ['病房', '床头线性灯、顶部筒灯与门口夜灯。'],
      ],
      flags: { home: true },
    }),
    cardsPage(f, chapter, {
      name: '护士站与走廊',
      en: 'NURSE STATION AND CORRIDORS',
      intro: ['护士站是住院区夜间唯一持续亮着的地方，走廊是患者被推行经过的地方，两者都要为夜间设计。'],
      cards: [
        ['护士站台面', '300 lx、4000K，线性灯照亮台面与病历，夜间可单独调低背景照明。'],
        ['护士站背景', '夜间降低周边照度，避免护士站的光溢入病房。'],
        ['走廊日间', '100 lx，筒灯偏离中线布置，推床上的患者不会连续直视光源。'],
        ['走廊深夜', '值班模式低于 1% 能耗，人员经过时感应补光。'],
      ],
      columns: 2,
      flags: { skip: true },
    }),
  ];
}

/** The sample luminaire of spec 002 §9 (24 W, 5000K, 110°) and what else a luminaire must meet here. */
export function equipmentChapter(f: Frame, chapter: string): PageDraft[] {
  const sample: string[][] = [
    ['功率', '24 W'],
    ['色温', '5000K'],
    ['光束角', '110°'],
    ['显色指数', 'Ra ≥ 80（诊疗区选 Ra ≥ 90）'],
    ['统一眩光值', 'UGR < 19'],
    ['频闪', '无可视频闪'],
    ['适用', '诊室、治疗室、医护办公室'],
  ];
  return [
    sidePage(f, chapter, {
      name: '样例灯具',
      en: 'SAMPLE LUMINAIRE',
      points: [
        ['为什么是它', '24 W、5000K、110° 宽光束的防眩灯具，是医院中性色温区域的标准配置：光束宽，布灯间距可以放大，数量少，维护简单。'],
        ['注意', '5000K 位于 3500–5200K 区上限，用于诊室与医护办公；病房与休息区不使用此色温。'],
      ],
      figure: (box) => [fittedTable('样例灯具', ['参数', '数值'], sample, box, 17)],
      flags: { home: true },
    }),
    tablePage(f, chapter, {
      name: '灯具选型要点',
      en: 'LUMINAIRE SELECTION',
      intro: ['医院灯具要同时满足光学、卫生与运维三方面要求。以下为各类灯具的选型参数。'],
      columns: [{ name: '灯具', width: 1.2 }, { name: '场所', width: 1.6 }, { name: '关键参数', width: 3.2 }],
      rows: [
        ['深防眩筒灯', '大厅、候诊、走廊', '遮光角 ≥ 30°，5000–6500K，UGR < 19，Ra ≥ 80'],
        ['防眩面板灯', '诊室、药房、检验科', '24–36 W，4000–5500K，Ra ≥ 90，微棱镜扩散'],
        ['洁净密闭灯', '手术室、重症监护室', '密封不积尘，可消毒擦拭，Ra ≥ 90，设备用电源'],
        ['床头线性灯', '病房', '上下出光，阅读与检查分别控制，2700–4000K 可调'],
        ['夜灯', '病房、走廊', '低位安装，亮度可调至 1% 以下，暖色'],
      ],
      tips: [
        ['易清洁', '灯具表面光滑、无积尘缝隙，耐受日常消毒擦拭。'],
        ['低维护', '优先选长寿命驱动与可现场更换的模组，减少进入病区维修的次数。'],
        ['统一规格', '全院同类灯具统一规格与色温，备品备件简单。'],
      ],
      flags: { home: true },
    }),
    ...equipmentPages({ chapter, size: f.size, margin: f.margin, theme: f.theme, building: 'public' }),
  ];
}
