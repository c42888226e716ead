import { equipmentPages } from '../common/equipment-pages';
import { paragraph, styledHtml, type Box } from '../page-kit';
import type { ElementDraft, PageDraft } from '../template-def';
import { OFFICE_PLAN, officeLamps } from './office-plan';
import { fittedTable, glareChart, illCctChart, planPage, sidePage, tablePage, type Entry, type Frame } from './page-shapes';

// Chapters 05 设计方案 and 06 设备选型 of the office deck: the illuminance simulation (day and
// night), the glare check, the lighting modes of the chairman's office and the meeting rooms,
// the point layout, and the luminaires chosen.

/** Large figures over a small table: a simulation's headline numbers and their detail. */
function figures(box: Box, f: Frame, numbers: readonly Entry[], columns: string[], rows: string[][]): ElementDraft[] {
  const width = Math.floor(box.width / numbers.length);
  const out: ElementDraft[] = numbers.flatMap(([value, label], i) => [
    paragraph(styledHtml([value], { bold: true, fontSize: 30, color: f.theme.primary, align: 'center' }), { left: box.left + i * width, top: box.top + 10, width, height: 50 }),
    paragraph(styledHtml([label], { fontSize: 13, color: f.theme.muted, align: 'center' }), { left: box.left + i * width, top: box.top + 64, width, height: 44 }),
  ]);
  out.push(fittedTable('照度模拟', columns, rows, { left: box.left, top: box.top + 140, width: box.width }, 16));
  return out;
}

const modePage = (f: Frame, chapter: string, name: string, en: string, points: readonly Entry[], modes: readonly (readonly [string, number, number])[], skip = false): PageDraft =>
  sidePage(f, chapter, { name, en, points, figure: (box) => [illCctChart({ ...box, height: Math.min(box.height, 420) }, modes)], fontSize: 15, flags: skip ? { skip: true } : {} });

export function schemePages(f: Frame, chapter: string): PageDraft[] {
  return [
    sidePage(f, chapter, {
      name: '照度模拟：白天工况',
      en: 'ILLUMINANCE SIMULATION · DAYTIME',
      points: [
        ['计算条件', '晴天正午，南向幕墙透光率 0.6，顶棚、墙面、地面反射比 0.7 / 0.5 / 0.2，维护系数 0.80。'],
        ['结果', '开放办公区桌面平均照度约 800 lx，临窗区域日光占主导，内区由人工照明补足。'],
        ['对策', '临窗两排线性吊灯由照度传感器联动，白天自动调至 30%–60%，保证桌面不过亮、不浪费。'],
      ],
      figure: (box) =>
        figures(box, f, [['≈ 800 lx', '桌面平均照度（白天）'], ['0.72', '工位区均匀度 U0'], ['≤ 16', '统一眩光值 UGR']], ['区域', '平均照度', '人工照明出力'], [
          ['临窗 0–4 m', '约 1100 lx', '30%'],
          ['中部 4–8 m', '约 760 lx', '60%'],
          ['内区 8 m 以内', '约 560 lx', '100%'],
        ]),
      flags: { home: true },
    }),
    tablePage(f, chapter, {
      name: '照度模拟：夜间与桌面',
      en: 'ILLUMINANCE SIMULATION · NIGHT AND DESK',
      intro: [
        '夜间无自然光时，仅由人工照明提供照度，这是检验设计是否达标的工况。计算采用与白天相同的反射比与维护系数 0.80，结果为维护周期末的平均照度。',
        '各空间均不低于其标准值，且未超出过多：照度过高同样浪费能源并增加眩光。',
      ],
      columns: [{ name: '空间', width: 1.3 }, { name: '计算面', width: 1.3 }, { name: '平均照度 (lx)', width: 1 }, { name: '标准值 (lx)', width: 1 }, { name: '结论', width: 1.6 }],
      rows: [
        ['前台接待', '接待台面', '243', '200', '满足，标识墙另设重点光'],
        ['董事长办公室', '办公桌面', '510', '500', '满足高档办公室要求'],
        ['开放办公区', '工位桌面（夜间）', '442', '300', '满足，加班模式可降至 300'],
        ['大会议室', '会议桌面', '330', '300', '满足；视频会议模式另行提升'],
      ],
      tips: [
        ['维护系数', '计算取 0.80，灯具老化与积尘后仍满足标准，新装时实测照度略高属正常。'],
        ['均匀度', '工位区最小照度与平均照度之比不低于 0.60，工位之间明暗一致。'],
        ['现场复核', '安装完成后按网格实测桌面照度，与模拟结果一同记入验收表。'],
      ],
      note: ['标准值：GB 50034-2013 表 5.3.2（0.75 m 水平面）；已由 GB/T 50034-2024 替代，新项目以新版复核。'],
      flags: { home: true },
    }),
    sidePage(f, chapter, {
      name: '眩光分析',
      en: 'GLARE · UGR',
      points: [
        ['计算结果', '开放办公区统一眩光值 UGR 16，优于 GB 50034-2013 表 5.3.2 对办公室规定的限值 19。'],
        ['怎么做到', '线性吊灯采用微棱镜防眩透镜，下出光亮度受控；灯具长轴与主要视线平行；上出光提亮顶棚，降低背景对比。'],
        ['屏幕', '灯具布置避开显示器的反射区，员工在屏幕上看不到灯具倒影。'],
      ],
      figure: (box) => [glareChart(box, 5, 'office')],
      flags: { home: true },
    }),
    modePage(f, chapter, '董事长办公室灯光模式', "CHAIRMAN'S OFFICE · LIGHTING MODES", [
      ['办公', '桌面 500 lx、4000K，筒灯与台灯配合，背景墙射灯保持 30%。'],
      ['会客', '降低筒灯，提亮会客区与背景墙，3500K，交谈时面部柔和。'],
      ['休息', '仅保留灯带与落地灯，150 lx、3000K。'],
      ['离开', '一键全关，仅保留标识照明。'],
    ], [['办公', 500, 4000], ['会客', 300, 3500], ['阅读', 400, 4000], ['休息', 150, 3000]]),
    modePage(f, chapter, '高管会议室灯光模式', 'EXECUTIVE MEETING ROOM · MODES', [
      ['会议', '会议桌面 500 lx、4000K，环形灯带勾勒桌面轮廓。'],
      ['视频会议', '桌面 750 lx，提高人脸垂直照度，避免摄像画面阴影。'],
      ['汇报', '屏幕前回路关闭，桌面保留 150 lx 记录笔记。'],
      ['接待', '3000K 暖光，环形灯带与筒灯营造正式而亲和的氛围。'],
    ], [['会议', 500, 4000], ['视频会议', 750, 4000], ['汇报', 150, 3500], ['接待', 300, 3000]]),
    modePage(f, chapter, '大会议室灯光模式', 'LARGE MEETING ROOM · MODES', [
      ['会议', '面板灯均匀照明，桌面 500 lx、4000K。'],
      ['培训', '全室 500 lx，白板墙射灯开启，保证后排可读。'],
      ['投影', '投影幕前两排灯具关闭，其余降至 30%，桌面 150 lx。'],
      ['视频会议', '750 lx，与摄像机方向配合补光。'],
    ], [['会议', 500, 4000], ['培训', 500, 4500], ['投影', 150, 3500], ['视频会议', 750, 4000]]),
    modePage(f, chapter, '小会议室灯光模式', 'SMALL MEETING ROOMS · MODES', [
      ['讨论', '桌面 300 lx、4000K，满足两到六人讨论与书写。'],
      ['屏幕协作', '电视屏幕前筒灯调暗，防止屏幕反光。'],
      ['电话会议', '单人使用时降至 200 lx，节能且安静。'],
    ], [['讨论', 300, 4000], ['屏幕协作', 200, 4000], ['电话会议', 200, 3500]], true),
    planPage(f, chapter, {
      name: '灯具点位布置',
      en: 'LUMINAIRE LAYOUT',
      plan: OFFICE_PLAN,
      layers: { lamps: officeLamps() },
      legend: 'lamp-point',
      points: [
        ['开放办公区', '线性吊灯沿工位排布，吊高 2.4 m，上下出光。'],
        ['会议室', '面板灯与环形灯带；屏幕墙设射灯。'],
        ['公共区', '走廊筒灯间距约 4.7 m，感应控制。'],
      ],
      flags: { home: true },
    }),
    tablePage(f, chapter, {
      name: '点位与安装参数',
      en: 'SPACING AND MOUNTING',
      intro: ['点位图中每个空间的灯具数量、间距与安装方式如下，施工时以此表与点位图共同交底。'],
      columns: [{ name: '空间', width: 1.3 }, { name: '灯具', width: 1.4 }, { name: '数量', width: 0.7 }, { name: '间距 / 位置', width: 1.6 }, { name: '安装', width: 1.4 }],
      rows: [
        ['开放办公区', '线性吊灯（每组 5 m）', '6 组', '排距 2.7 m', '吊装，距地 2.4 m'],
        ['董事长办公室', '深防眩筒灯 / 射灯', '9 / 2', '筒灯 2.3 m 网格', '嵌入，开孔 75 mm'],
        ['高管会议室', '环形灯带 / 筒灯', '1 / 3', '环形灯带与桌边对齐', '嵌入灯槽'],
        ['大会议室', '防眩面板灯', '8', '2.5 m × 2.0 m', '嵌入 600 × 1200'],
        ['前台接待', '筒灯 / 线性灯 / 射灯', '3 / 1 / 1', '筒灯 2.0 m', '嵌入'],
        ['走廊', '筒灯', '6', '约 4.7 m', '嵌入，感应控制'],
      ],
      flags: { skip: true },
    }),
  ];
}

export function equipmentChapter(f: Frame, chapter: string): PageDraft[] {
  return [
    tablePage(f, chapter, {
      name: '灯具选型要点',
      en: 'LUMINAIRE SELECTION',
      intro: ['每类灯具按用途给出关键参数。参数不满足的产品即使价格更低也不替换：眩光与频闪问题会伴随员工每一天。'],
      columns: [{ name: '灯具', width: 1.3 }, { name: '用途', width: 1.5 }, { name: '关键参数', width: 3.2 }],
      rows: [
        ['线性吊灯', '开放办公区作业光与环境光', '上下出光，UGR < 16，Ra ≥ 90，3000–5000K 可调，光效 ≥ 120 lm/W'],
        ['深防眩筒灯', '董事长办公室、会议室、走廊', '遮光角 ≥ 30°，60° 光束，Ra ≥ 90，R9 > 50，4000K / 3500K'],
        ['防眩面板灯', '大会议室、小会议室A', '微棱镜扩散，UGR < 19，600 × 1200，4000K'],
        ['射灯', '标识墙、背景墙、白板', '24° 窄光束，Ra ≥ 95，可调角度'],
        ['灯带', '董事长办公室、高管会议室', '24 V 恒压，3000K，≥ 10 W/m，无颗粒感'],
        ['传感与面板', '控制', '存在传感器、照度传感器、四键场景面板'],
      ],
      tips: [
        ['样灯先行', '主要灯具到场前先做样灯比对：色温、显色与眩光，现场看一眼胜过参数表。'],
        ['同一批次', '同一空间的灯具同批次采购，避免色温与亮度的批次差。'],
        ['便于维护', '线性吊灯与面板灯选可更换光源模组或驱动的型号，降低日后维护成本。'],
      ],
      flags: { home: true },
    }),
    ...equipmentPages({ chapter, size: f.size, margin: f.margin, theme: f.theme, building: 'public' }),
  ];
}
