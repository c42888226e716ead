import { OFFICE_PLAN, officeCctZones, officeIllZones } from './office-plan';
import type { PageDraft } from '../template-def';
import { deviceTable, figurePage, planPage, tablePage, type Frame } from './page-shapes';

// Chapters 03 设计依据 and 04 设计规划 of the office deck: the standard's values beside
// LightKit's design targets, the quality indicators, power density, and the floor's
// illuminance, colour-temperature and control plan.

const STANDARD_NOTE = 'GB 50034-2013《建筑照明设计标准》已由 GB/T 50034-2024 替代，新项目以新版标准复核数值。';

export function basisPages(f: Frame, chapter: string): PageDraft[] {
  return [
    tablePage(f, chapter, {
      name: '办公建筑照明标准值',
      en: 'ILLUMINANCE: STANDARD AND DESIGN TARGET',
      intro: ['标准值是下限，设计目标按实际使用提高：视频会议需要更高的人脸照度，接待台面与查阅台面局部加强。低于标准的目标一律不采用。'],
      columns: [{ name: '房间或场所', width: 1.6 }, { name: '标准值 (lx)', width: 1 }, { name: 'LightKit 设计目标 (lx)', width: 1.3 }, { name: '说明', width: 2.4 }],
      rows: [
        ['普通办公室', '300', '300', '0.75 m 水平面，UGR 19，U0 0.60'],
        ['高档办公室', '500', '500', '开放办公区与董事长办公室按此设计'],
        ['会议室', '300', '750（视频会议模式）', '标准中视频会议室为 750 lx；常规讨论模式 300–500 lx'],
        ['接待室、前台', '200', '300', '提高接待台面与标识墙的亮度'],
        ['服务大厅、营业厅', '300', '300', 'UGR 22，U0 0.40'],
        ['设计室', '500', '500', '实际工作面'],
        ['文件整理、复印、发行室', '300', '300', '复印设备周边避免阴影'],
        ['资料、档案存放室', '200', '500（查阅台面）', '存放区 200 lx，查阅台面局部照明提高至 500 lx'],
      ],
      note: ['标准值依据：GB 50034-2013 表 5.3.2 办公建筑照明标准值（参考平面 0.75 m 水平面，Ra 80）；设计目标均不低于标准值。' + STANDARD_NOTE],
      flags: { home: true },
    }),
    tablePage(f, chapter, {
      name: '照明质量指标',
      en: 'LIGHTING QUALITY TARGETS',
      intro: ['照度只是起点。决定员工是否舒适的，是眩光、均匀度、显色与频闪。下表列出本方案逐项承诺的指标及其来源。'],
      columns: [{ name: '指标', width: 1.2 }, { name: '标准要求', width: 2 }, { name: '本方案目标', width: 1.8 }, { name: '依据', width: 2 }],
      rows: [
        ['统一眩光值 UGR', '办公室、会议室 ≤ 19；服务大厅 ≤ 22', '开放办公区 ≤ 16', 'GB 50034-2013 表 5.3.2'],
        ['照度均匀度 U0', '办公室、会议室 ≥ 0.60；接待 ≥ 0.40', '工位区 ≥ 0.70', 'GB 50034-2013 表 5.3.2'],
        ['一般显色指数 Ra', '长期工作场所 ≥ 80', 'Ra ≥ 90，R9 > 50', 'GB 50034-2013 表 5.3.2'],
        ['色容差', '同类光源 ≤ 5 SDCM', '≤ 3 SDCM', 'GB 50034-2013'],
        ['频闪', '无危害的波动深度', '调光全程无可视频闪', 'GB/T 31831-2015'],
        ['节律照明', '—', '工位视线 EML ≥ 150', 'WELL v2 L03'],
      ],
      note: [STANDARD_NOTE],
      flags: { home: true },
    }),
    tablePage(f, chapter, {
      name: '照明功率密度',
      en: 'LIGHTING POWER DENSITY',
      intro: ['照明功率密度（LPD）是照明节能的强制性指标。本方案按现行值设计并以目标值为努力方向，线性吊灯光效不低于 120 lm/W。'],
      columns: [{ name: '房间或场所', width: 1.6 }, { name: '照度标准值 (lx)', width: 1 }, { name: '现行值 (W/m²)', width: 1 }, { name: '目标值 (W/m²)', width: 1 }, { name: '本方案 (W/m²)', width: 1 }],
      rows: [
        ['普通办公室', '300', '≤ 9.0', '≤ 8.0', '7.2'],
        ['高档办公室、设计室', '500', '≤ 15.0', '≤ 13.5', '11.8'],
        ['会议室（常规模式）', '300', '≤ 9.0', '≤ 8.0', '8.4'],
        ['会议室（视频会议）', '750', '按比例折算', '按比例折算', '18.6'],
        ['服务大厅', '300', '≤ 11.0', '≤ 10.0', '—'],
      ],
      note: ['依据：GB 50034-2013 办公建筑照明功率密度限值；照度标准值提高一级时限值按比例提高，视频会议室按 750 lx 折算复核。' + STANDARD_NOTE],
      flags: { skip: true },
    }),
  ];
}

export function planningPages(f: Frame, chapter: string): PageDraft[] {
  return [
    planPage(f, chapter, {
      name: '照度分区规划',
      en: 'ILLUMINANCE ZONING',
      plan: OFFICE_PLAN,
      layers: { zones: officeIllZones() },
      legend: 'ill-range',
      points: [
        ['工作区', '开放办公区与董事长办公室 500 lx。'],
        ['会议', '按模式 300–750 lx。'],
        ['过渡', '前台 300 lx，走廊 100 lx，相邻空间照度比不超过 3:1，避免明暗突变。'],
      ],
    }),
    planPage(f, chapter, {
      name: '色温分区规划',
      en: 'COLOUR TEMPERATURE ZONING',
      plan: OFFICE_PLAN,
      layers: { zones: officeCctZones() },
      legend: 'cct-range',
      points: [
        ['工作区', '开放办公区 3000–5000K 可调，随时间运行。'],
        ['会议', '4000K 为主，高管会议室可在 3000–4000K 间切换。'],
        ['接待与休息', '前台 3500K，茶水间 3000K，营造亲和感。'],
      ],
      flags: { skip: true },
    }),
    tablePage(f, chapter, {
      name: '控制策略',
      en: 'CONTROL STRATEGY',
      intro: ['控制是办公照明节能与体验的关键。本方案采用分区、分场景、分时段三级控制，所有回路可调光，中控可查看整层状态。'],
      columns: [{ name: '区域', width: 1.2 }, { name: '控制方式', width: 2.2 }, { name: '传感与面板', width: 1.6 }, { name: '节能效果', width: 1.6 }],
      rows: [
        ['开放办公区', '时间表 + 临窗日光联动 + 分区人体存在', '照度传感器、存在传感器', '临窗回路白天调至 30%–60%'],
        ['董事长办公室', '场景面板：办公、会客、休息、离开', '四键场景面板', '离开模式全关'],
        ['会议室', '场景面板：会议、汇报、视频、离开', '场景面板、存在传感器', '无人 10 分钟自动关闭'],
        ['前台接待', '时间表控制，下班后标识墙保留', '时间控制器', '夜间仅保留 20% 回路'],
        ['走廊、茶水间', '人体感应，人来灯亮、人走调暗', '微波感应器', '无人时 10%–30% 值守亮度'],
      ],
      tips: [
        ['日光联动', '临窗回路按照度传感器自动调光，晴天可省下临窗区约一半的照明用电。'],
        ['存在感应', '会议室与走廊无人自动调暗或关闭，会后不再有长明灯。'],
        ['场景优先', '面板上放场景按键而不是回路开关，使用者一步到位，不用学习。'],
      ],
    }),
    figurePage(f, chapter, {
      name: '智能控制设备配置',
      en: 'CONTROL DEVICES AND GATEWAYS',
      intro: [
        '每个灯具驱动、传感器与面板都是一个受控终端。按空间统计终端数量，再按网关容量配置：无线便捷型 50 个终端 / 100 m²，有线增强型 80 个 / 150 m²，工程专业型 140 个 / 300 m²；终端处信号不低于 -70 dBm。',
        '表格会自动核对每行的终端数是否超出网关容量；公共区指前台、走廊与茶水间，共约 116 m²，选有线增强型。',
      ],
      figure: (box) => [
        deviceTable(
          [
            ['开放办公区', '线性吊灯×6', '存在×4、照度×2', '场景面板×1', 13, 'wired-enhanced', 1],
            ['董事长室', '筒灯×9、射灯×2、灯带', '存在×1', '四键面板×1', 15, 'wireless-convenience', 1],
            ['大会议室、高管', '面板×8、筒灯×3、灯带', '存在×2', '场景面板×2', 18, 'wireless-convenience', 1],
            ['小会议室', '面板×2、筒灯×4', '存在×2', '场景面板×2', 10, 'wireless-convenience', 1],
            ['公共区', '筒灯×13、线性灯、射灯', '微波×3', '时控×1', 20, 'wired-enhanced', 1],
          ],
          { ...box, height: Math.min(box.height, 300) },
        ),
      ],
      flags: { skip: true },
    }),
  ];
}
