import type { PageDraft } from '../template-def';
import { planPage, tablePage, type Frame } from '../office/page-shapes';
import { HOSPITAL_PLAN, hospitalCctZones, hospitalIllZones } from './hospital-plan';

// Chapters 03 设计依据 and 04 设计规划 of the hospital deck: the standard's values for medical
// buildings (illuminance, UGR, U0, Ra), power density and quality, then the illuminance and
// colour-temperature zoning and the three-period control schedule.

const STANDARD_NOTE = 'GB 50034-2013《建筑照明设计标准》已由 GB/T 50034-2024 替代，新项目以新版标准复核数值。';

export function basisPages(f: Frame, chapter: string): PageDraft[] {
  return [
    tablePage(f, chapter, {
      name: '医疗建筑照明标准值',
      en: 'ILLUMINANCE STANDARDS FOR MEDICAL BUILDINGS',
      intro: ['照度、统一眩光值、照度均匀度与显色指数四项同时满足，才算达标。手术室与重症监护室对显色性要求更高（Ra 90）。'],
      columns: [{ name: '房间或场所', width: 1.6 }, { name: '参考平面', width: 1.3 }, { name: '照度 (lx)', width: 0.9 }, { name: 'UGR', width: 0.7 }, { name: 'U0', width: 0.7 }, { name: 'Ra', width: 0.6 }],
      rows: [
        ['治疗室、检查室', '0.75 m 水平面', '300', '19', '0.70', '80'],
        ['化验室', '0.75 m 水平面', '500', '19', '0.70', '80'],
        ['手术室', '0.75 m 水平面', '750', '19', '0.70', '90'],
        ['诊室', '0.75 m 水平面', '300', '19', '0.60', '80'],
        ['候诊室、挂号厅', '0.75 m 水平面', '200', '22', '0.40', '80'],
        ['病房', '地面', '100', '19', '0.60', '80'],
        ['护士站', '0.75 m 水平面', '300', '—', '0.60', '80'],
        ['药房', '0.75 m 水平面', '500', '19', '0.60', '80'],
        ['重症监护室', '0.75 m 水平面', '300', '19', '0.60', '90'],
      ],
      note: ['依据：GB 50034-2013 表 5.3.6 医疗建筑照明标准值。手术台面另设专用手术无影灯，不计入一般照明。' + STANDARD_NOTE],
      flags: { home: true },
    }),
    tablePage(f, chapter, {
      name: '照明质量与安全',
      en: 'QUALITY AND SAFETY',
      intro: ['除照度外，医院照明还要回答：病人躺着看顶棚刺不刺眼，医生看肤色准不准，夜里断电时能不能继续工作。'],
      columns: [{ name: '项目', width: 1.1 }, { name: '要求', width: 2.6 }, { name: '依据', width: 1.6 }],
      rows: [
        ['眩光', '诊疗与病房 UGR ≤ 19，候诊与挂号大厅 ≤ 22；病床正上方不设直射灯具', 'GB 50034-2013 表 5.3.6'],
        ['均匀度', 'U0 0.40–0.70，按场所取值，诊疗区不低于 0.60', 'GB 50034-2013 表 5.3.6'],
        ['显色性', '一般场所 Ra ≥ 80；手术室、重症监护室 Ra ≥ 90', 'GB 50034-2013 表 5.3.6'],
        ['频闪', '调光全程无可视频闪，保护长时间停留的患者', 'GB/T 31831-2015'],
        ['应急与备用照明', '手术室、重症监护室等需确保医疗工作持续的场所设备用照明', 'GB 51348-2019'],
        ['洁净与防护', '洁净区灯具密闭、表面易清洁，防护等级满足洁净要求', '医院洁净部分相关规范'],
      ],
      note: [STANDARD_NOTE],
      flags: { home: true },
    }),
    tablePage(f, chapter, {
      name: '照明功率密度',
      en: 'LIGHTING POWER DENSITY',
      intro: ['医院照明时间长，功率密度直接决定运行费用。本方案各场所均按现行值设计，并以目标值为方向。'],
      columns: [{ name: '房间或场所', width: 1.6 }, { name: '照度 (lx)', width: 0.9 }, { name: '现行值 (W/m²)', width: 1 }, { name: '目标值 (W/m²)', width: 1 }],
      rows: [
        ['治疗室、诊室', '300', '≤ 9.0', '≤ 8.0'],
        ['化验室', '500', '≤ 15.0', '≤ 13.5'],
        ['候诊室、挂号厅', '200', '≤ 6.5', '≤ 5.5'],
        ['病房', '100', '≤ 5.0', '≤ 4.5'],
        ['护士站', '300', '≤ 9.0', '≤ 8.0'],
        ['药房', '500', '≤ 15.0', '≤ 13.5'],
      ],
      note: ['依据：GB 50034-2013 医疗建筑照明功率密度限值。' + STANDARD_NOTE],
      flags: { skip: true },
    }),
  ];
}

export function planningPages(f: Frame, chapter: string): PageDraft[] {
  return [
    tablePage(f, chapter, {
      name: '色温分区',
      en: 'COLOUR TEMPERATURE ZONES',
      intro: ['全院按功能分为三个色温区，同一区内色温一致，区与区之间的变化本身就是寻路信号。'],
      columns: [{ name: '色温区', width: 1 }, { name: '适用场所', width: 2.2 }, { name: '设计意图', width: 2.4 }],
      rows: [
        ['2700–3500K', '休息区、电梯厅、病房（夜间）', '温暖放松，缓解焦虑，夜间不干扰睡眠'],
        ['3500–5200K', '医护办公室、诊室、护士站、检验科', '自然中性，长时间工作不疲劳，看色准确'],
        ['5200–6500K', '门诊大厅、体检中心、急诊、走廊、药房', '明亮清醒，秩序感强，便于快速识别'],
      ],
      tips: [
        ['一区一色', '同一功能区只用一种色温，区与区之间的变化本身就是寻路信号。'],
        ['病房可调', '病房顶灯 2700–4000K 可调：日间清醒，夜间温暖，配合节律照明。'],
        ['显色优先', '无论色温高低，诊疗区 Ra 不低于 80，手术室与重症监护室不低于 90。'],
      ],
    }),
    planPage(f, chapter, {
      name: '色温分区平面',
      en: 'COLOUR TEMPERATURE PLAN',
      plan: HOSPITAL_PLAN,
      layers: { zones: hospitalCctZones() },
      legend: 'cct-range',
      points: [
        ['公共区', '大厅、候诊、走廊、药房 5200–6500K。'],
        ['诊疗与办公', '3500–5200K。'],
        ['病房', '2700–3500K，日间可调高。'],
      ],
      flags: { skip: true },
    }),
    planPage(f, chapter, {
      name: '照度分区平面',
      en: 'ILLUMINANCE PLAN',
      plan: HOSPITAL_PLAN,
      layers: { zones: hospitalIllZones() },
      legend: 'ill-range',
      points: [
        ['诊疗', '诊室、治疗室、护士站 300 lx。'],
        ['药房与检验', '500 lx。'],
        ['公共与病房', '候诊 200 lx，走廊与病房 100 lx。'],
      ],
    }),
    tablePage(f, chapter, {
      name: '分时段控制',
      en: 'CONTROL SCHEDULE',
      intro: ['按一天中的三个时段自动切换模式，公共区与住院区分别编程；护士站可随时手动切换，急诊区始终保持正常模式。'],
      columns: [{ name: '时段', width: 1.2 }, { name: '模式', width: 1 }, { name: '输出', width: 1.3 }, { name: '适用与说明', width: 3 }],
      rows: [
        ['日间 07:00–20:00', '正常模式', '100%', '门诊开放，全部回路按标准照度运行，临窗区日光联动'],
        ['晚间 20:00–00:00', '节能模式', '约 30%', '门诊关闭，公共区与走廊降至约 30%，能耗低于全开的 30%'],
        ['深夜 00:00–07:00', '值班模式', '< 1%', '仅保留值班、夜间巡视与疏散所需照明，能耗低于全开的 1%'],
        ['任意时段', '感应补光', '按需', '走廊与楼梯有人经过时临时恢复正常照度，无人 2 分钟后回落'],
      ],
      tips: [
        ['急诊例外', '急诊、手术室与重症监护室不参与节能时段，始终按正常模式运行。'],
        ['手动优先', '护士站可随时手动切换所辖区域，抢救与突发情况不受时间表限制。'],
        ['节能效果', '晚间与深夜共 11 小时，公共区按 30% 与 1% 运行，照明用电明显下降。'],
      ],
    }),
  ];
}
