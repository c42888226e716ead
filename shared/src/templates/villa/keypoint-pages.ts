import { chapterDivider, rule, type DeckTheme } from '../page-kit';
import type { ChapterDef, ElementDraft, PageDraft } from '../template-def';
import { BODY_TOP, box, contentPage, glow, labelled, LEFT, SIZE, table, text } from '../zixunshi/kit';

// 设计要点: the four places a villa differs from a flat: the double-height living room (drawn
// as a section with its light layers), the staircase, the basement with the garage and the
// windowless rooms, and the courtyard with its neighbours.

const BEAM = 'rgba(255,212,59,0.35)';

function polygon(b: { left: number; top: number; width: number; height: number }, points: number[], fill: string): ElementDraft {
  return { ...box(b, '#ffd43b'), type: 'polygon', points, fill: { type: 'color', color: fill }, stroke: fill, strokeWidth: 0.1 };
}

/** The double-height living room in section, 100 px a metre: 7.5 m deep, 6.3 m high, the gallery at 3.3 m. */
function livingSection(theme: DeckTheme): ElementDraft[] {
  const x0 = 100;
  const floor = 960;
  const m = (metres: number) => Math.round(metres * 100);
  const ceiling = floor - m(6.3);
  const gallery = floor - m(3.3);
  const label = (words: string, left: number, top: number, width = 260) => text([words], { left, top, width, height: 34 }, theme, 20, { color: theme.text });
  return [
    glow({ left: x0 + 6, top: ceiling + 6, width: m(7.5) - 12, height: 60 }, '#ffe8a3', theme.background, 180),
    polygon({ left: x0 + 4, top: ceiling + 10, width: 220, height: m(6.3) - 14 }, [0, 0, 40, 0, 200, 200, 0, 200], BEAM),
    polygon({ left: x0 + m(6.5), top: gallery + 20, width: m(1), height: m(3.3) - 24 }, [80, 0, 120, 0, 200, 200, 0, 200], BEAM),
    { ...box({ left: x0, top: ceiling, width: m(7.5), height: m(6.3) }, theme.background, theme.text, 3), fill: { type: 'none' } },
    box({ left: x0 + m(6.3), top: gallery - 10, width: m(1.2), height: 20 }, '#adb5bd', '#868e96', 1),
    { ...rule({ left: x0 + m(6.3) - 10, top: gallery - 100, width: 20, height: 90 }, theme.text, 3), points: [100, 0, 100, 200] },
    { ...rule({ left: x0 + m(3.75) - 10, top: ceiling, width: 20, height: m(2.2) }, theme.muted, 2), points: [100, 0, 100, 200] },
    polygon({ left: x0 + m(3.75) - 70, top: ceiling + m(2.2), width: 140, height: m(1.2) }, [0, 0, 200, 0, 100, 200], '#ffd43b'),
    box({ left: x0 + m(1), top: floor - m(0.45), width: m(2.4), height: m(0.45) }, '#dee2e6', '#adb5bd', 1, 6),
    { ...rule({ left: x0 + m(3.75) - 10, top: floor - m(2.9), width: 20, height: m(2.9) }, theme.primary, 2), points: [100, 0, 100, 200], dashed: true, markerStart: 'arrow', markerEnd: 'arrow' },
    { ...rule({ left: x0 + m(7.5) + 30, top: ceiling, width: 20, height: m(6.3) }, theme.muted, 2), points: [100, 0, 100, 200], markerStart: 'arrow', markerEnd: 'arrow' },
    label('6.3 m', x0 + m(7.5) + 56, ceiling + m(3), 100),
    label('灯槽洗顶', x0 + m(4.8), ceiling + 70, 200),
    label('洗墙灯：高墙立面', x0 + 20, ceiling + m(1), 240),
    text(['吊灯'], { left: x0 + m(3.75) - 190, top: ceiling + m(2.45), width: 110, height: 34 }, theme, 20, { align: 'right' }),
    label('吊灯底距地约 2.9 m', x0 + m(3.75) + 24, floor - m(1.6), 260),
    label('二层回廊 3.3 m', x0 + m(4.2), gallery - 46, 200),
    label('回廊下筒灯', x0 + m(4.6), floor - m(0.6), 180),
  ];
}

const STAIR: readonly (readonly [string, string, string, string])[] = [
  ['墙面踏步灯', '距踏面约 0.3 m，每 2–3 级一盏', '光落在踏面，台阶轮廓清楚', '出光向下，下楼时不直视光源'],
  ['踏步下灯带', '每级踏步前沿下方', '踏面与踢面明暗分明，夜间引导最好', '铝槽加扩散罩，看不到灯珠颗粒'],
  ['扶手灯带', '扶手下方', '手到哪里光到哪里，空间干净', '与楼梯其它光的色温一致'],
  ['平台筒灯或吊灯', '转角平台上方', '提供楼梯间的整体亮度', '不悬在梯段上空，便于维护'],
];

const BASEMENT: readonly (readonly [string, string, string])[] = [
  ['车库停车位', '标准 20 lx；本案 75 lx', '线性灯布在车位两侧上方，不正对车顶，避免车漆与挡风玻璃反光；感应延时'],
  ['车库行车道', '标准 30 lx；本案 75 lx', '坡道入口白天加亮做过渡，从室外进入时眼睛来得及适应'],
  ['影音室', '观影 10 lx 以下，2700K', '银幕上不落光；过道地脚灯；调光深至 1%'],
  ['酒窖', '约 50 lx，2700K', '无紫外、低发热的 LED，驱动外置；窄光束照亮酒标'],
  ['健身房', '300 lx，可调色温', '躺姿视线上方不布筒灯，以灯槽间接光为主'],
  ['洗衣房', '150 lx，4000K', '台面无阴影，灯具防护 IP44 以上'],
];

const COURTYARD: readonly (readonly [string, string, string, string])[] = [
  ['投树灯', '树下，向上', 'IP67', '窄光束加防眩罩，光束不越过院墙'],
  ['草坪灯', '园路两侧，间距 3–4 m', 'IP65', '下照型，光源不外露'],
  ['地埋线条灯', '车道两侧', 'IP67', '勾勒车道边界，表面温度低'],
  ['水下灯', '水景池内', 'IP68', '12 V 安全特低电压，接线盒在水面以上'],
  ['户外壁灯', '入户门、露台', 'IP65', '全截光，照地不照眼'],
];

export function keypointPages(ch: ChapterDef, theme: DeckTheme): PageDraft[] {
  return [
    chapterDivider(ch, SIZE, theme),
    contentPage(
      '挑空客厅',
      ch.key,
      'THE DOUBLE-HEIGHT LIVING ROOM IN SECTION',
      [
        ...livingSection(theme),
        labelled(
          [
            ['照度随高度平方衰减', '正下方照度 E = I / h²：同一盏 2000 cd 的筒灯，装在 2.8 m 高处约 255 lx，装在 6.3 m 高处只剩约 50 lx。挑空处不靠天花筒灯硬打，而靠墙面、吊灯与低位光。'],
            ['立面是主角', '6 m 高墙占据视野：洗墙灯让墙面均匀明亮，艺术墙用窄光束射灯做重点。'],
            ['吊灯的高度', '二层回廊的人平视灯体而不直视光源；选有灯罩或磨砂光源的吊灯。'],
            ['维护', '高处换灯需要脚手架：选长寿命灯具，驱动外置在回廊可检修处，吊灯可加电动升降器。'],
            ['分层控制', '高位（灯槽、洗墙）、中位（吊灯、回廊下筒灯）、低位（落地灯、灯带）分回路。'],
          ],
          { left: 1100, top: BODY_TOP, width: 740, height: 740 },
          theme,
          24,
        ),
      ],
      theme,
    ),
    contentPage(
      '楼梯',
      ch.key,
      'A STAIR FROM THE BASEMENT TO THE UPPER FLOOR',
      [
        table([{ name: '做法', width: 1 }, { name: '位置', width: 1.6 }, { name: '好处', width: 1.8 }, { name: '注意', width: 1.8 }], STAIR, { left: LEFT, top: BODY_TOP, width: 1760, height: 380 }, 22),
        labelled(
          [
            ['照度', 'GB 50034-2013 住宅走道、楼梯间 50 lx（Ra 60）；本案通行 80 lx，夜间模式 10 lx。'],
            ['控制', '每层上下双控，夜间由人体感应点亮到 10%，延时自动熄灭；老人房所在的一层优先响应。'],
            ['安全', '首级与末级踏步加强照明；踏面与踢面保持亮度差，看得清每一级的边缘；色温 3000K 与起居空间一致。'],
          ],
          { left: LEFT, top: 670, width: 1760, height: 310 },
          theme,
          24,
        ),
      ],
      theme,
    ),
    contentPage(
      '地下室与车库',
      ch.key,
      'BASEMENT: GARAGE, THEATRE, CELLAR, GYM',
      [
        table([{ name: '空间', width: 0.9 }, { name: '照度与色温', width: 1.3 }, { name: '做法', width: 3.6 }], BASEMENT, { left: LEFT, top: BODY_TOP, width: 1760, height: 560 }, 22),
        labelled(
          [
            ['依据', '车库照度依 GB 50034-2013 住宅建筑照明标准值（停车位 20 lx、行车道 30 lx，Ra 60）；私家车库还要上下车、取物、洗车，本案取更高值。'],
            ['没有窗户的地下室', '健身房与影音室的筒灯可调色温，白天时段偏冷偏亮，弥补缺少的日光。'],
          ],
          { left: LEFT, top: 830, width: 1760, height: 150 },
          theme,
          22,
        ),
      ],
      theme,
    ),
    contentPage(
      '庭院与景观',
      ch.key,
      'COURTYARD: SAFE, BEAUTIFUL, GOOD TO THE NEIGHBOURS',
      [
        table([{ name: '灯具', width: 0.9 }, { name: '位置', width: 1.3 }, { name: '防护等级', width: 0.7 }, { name: '防眩与做法', width: 2.4 }], COURTYARD, { left: LEFT, top: BODY_TOP, width: 1760, height: 420 }, 22),
        labelled(
          [
            ['不照向邻居', '光往下、往里：立面洗墙不越过屋檐，投树灯光束不越过院墙，不照进邻居与自家卧室的窗（JGJ/T 163-2008 对此有限值）。'],
            ['色温', '庭院统一 2700–3000K，植物与石材更温润，也减少对昆虫与夜空的干扰。'],
            ['定时', '天文时钟日落自动开启；22:30 后只保留通行安全照明，由人体感应点亮。'],
            ['用电安全', '户外与水景回路独立设置剩余电流保护，水景灯用 12 V 安全特低电压。'],
          ],
          { left: LEFT, top: 700, width: 1760, height: 290 },
          theme,
          22,
        ),
      ],
      theme,
    ),
  ];
}
