import { newGlareChart } from '../../schema/elements/glare';
import { litAreaRows, newLitArea } from '../../schema/elements/lit-area';
import { newLitIllCct } from '../../schema/elements/lit-ill-cct';
import { newLitVision } from '../../schema/elements/lit-vision';
import { LIT_SCENE } from '../../planning/tables/lit-scene';
import { SPACE_LDK } from '../../planning/tables/space-ldk';
import type { ElementDraft, PageDraft } from '../template-def';
import { planning } from './analysis-pages';
import { BODY_TOP, body, head, labelled, note, page, table, W, X, type Variant } from './kit';
import { SIDE, sideLegend, villaView } from './plan-view';
import { villaActivityLines, villaCctZones, villaIllZones, villaLamps } from './villa-plan';

// 照明规划 (how bright, how warm, which scenes, room by room), 整体光环境 (the whole home's
// light drawn on the plan) and 配光偏好 (beam angles, wall washing, glare).

const el = (draft: object): ElementDraft => draft as ElementDraft;

// scenes per room: spec 002 §9 defaults for living, dining and bedroom, the rest fitted to this home
const SPACES = litAreaRows([
  { type: 'entrance', name: '玄关', scenes: [{ name: '回家', lx: 150 }, { name: '起夜', lx: 10 }] },
  { type: 'living', name: '客厅', scenes: [{ name: '亲子', lx: 600 }, { name: '会客', lx: 500 }, { name: '聚会', lx: 400 }, { name: '起夜', lx: 20 }] },
  { type: 'dining', name: '餐厅', scenes: [{ name: '用餐', lx: 200 }, { name: '家宴', lx: 300 }] },
  { type: 'kitchen', name: '中西厨', scenes: [{ name: '烹饪', lx: 300 }, { name: '早餐', lx: 200 }] },
  { type: 'bedroom', name: '主卧', scenes: [{ name: '阅读', lx: 350 }, { name: '整理', lx: 40 }, { name: '观影', lx: 20 }] },
  { type: 'study', name: '书房', scenes: [{ name: '办公', lx: 500 }, { name: '阅读', lx: 300 }] },
  { type: 'children', name: '儿童房', scenes: [{ name: '学习', lx: 500 }, { name: '游戏', lx: 300 }, { name: '睡前', lx: 50 }] },
  { type: 'corridor', name: '走廊', scenes: [{ name: '通行', lx: 50 }, { name: '起夜', lx: 10 }] },
]);

export function planningPages(chapter: string, v: Variant): PageDraft[] {
  const area = page(
    '空间照度规划',
    chapter,
    [
      ...head('空间照度规划', 'ILLUMINANCE BY SPACE & SCENE'),
      el({ ...newLitArea({ left: X, top: BODY_TOP - 10, width: 1180, height: 750 }, SPACES), fontSize: 20 }),
      body(
        [
          '每个空间按生活场景给出照度，而不是一个固定值。',
          '浅色条为 GB 50034-2013 表 5.2.1 的参考值：标准是一般活动的底线，阅读、学习、烹饪等作业场景按作业需要提高。',
          '起夜与观影只留 10–20 lx 的低位光，保护暗适应。',
        ],
        { left: X + 1240, top: BODY_TOP, width: W - 1240, height: 700 },
        24,
      ),
    ],
    { home: true },
  );
  const modes = page(
    '照度与色温模式',
    chapter,
    [
      ...head('照度与色温模式', 'ILLUMINANCE & CCT MODES'),
      el({ ...newLitIllCct({ left: X, top: BODY_TOP, width: 1100, height: 680 }), fontSize: 20 }),
      labelled(
        [
          ['起夜', '20 lx / 2500K，低位感应'],
          ['放松', '100 lx / 2700K'],
          ['氛围', '150 lx / 3000K'],
          ['聊天', '200 lx / 3500K'],
          ['社交', '250 lx / 4000K'],
          ['日常', '300 lx / 4500K'],
        ],
        { left: X + 1160, top: BODY_TOP, width: W - 1160, height: 400 },
        24,
      ),
      body(['低照度配低色温、高照度配高色温，人眼感觉最舒适（Kruithof 舒适区）。'], { left: X + 1160, top: BODY_TOP + 430, width: W - 1160, height: 200 }, 24),
    ],
    { home: true },
  );
  const scenes = page(
    '照明场景',
    chapter,
    [
      ...head('照明场景', 'LIGHTING SCENES'),
      planning(LIT_SCENE, { left: X, top: BODY_TOP, width: W, height: 640 }, 22),
      note(['参数列为该场景下主回路的调光比例或渐变时间，现场调试时按家人的感受微调。']),
    ],
    { home: true },
  );
  const ldk = page(
    'LDK 一体化场景',
    chapter,
    [
      ...head('LDK 一体化场景', 'LIVING · DINING · KITCHEN'),
      planning(SPACE_LDK, { left: X, top: BODY_TOP, width: W, height: 620 }, 22, [
        { name: '日常', scene: '家人日常起居、做饭用餐', lx: 300, cct: 4000, activity: '起居、烹饪、用餐', parameter: '灯槽 70%，筒灯 60%' },
        { name: '聚会', scene: '亲友聚餐、热闹交流', lx: 400, cct: 3500, activity: '会客、用餐', parameter: '全开，吊灯 100%' },
        { name: '运动', scene: '客厅跟练、健身', lx: 500, cct: 5000, activity: '健身、瑜伽', parameter: '筒灯 100%' },
        { name: '放松', scene: '饭后休憩、听音乐', lx: 100, cct: 2700, activity: '休闲', parameter: '灯槽 40%，落地灯' },
        { name: '观影', scene: '投影或电视观影', lx: 20, cct: 2700, activity: '观影', parameter: '电视背景光 10%' },
        { name: '氛围', scene: '烛光晚餐、小酌', lx: 150, cct: 3000, activity: '用餐、交谈', parameter: '吊灯 50%，射灯' },
        { name: '晨起', scene: '早餐、准备出门', lx: 300, cct: 4000, activity: '早餐、整理', parameter: '渐亮 15 分钟' },
        { name: '起夜', scene: '夜间取水、通行', lx: 10, cct: 2200, activity: '通行', parameter: '地脚灯 5%' },
      ]),
      note(['开放式客餐厨（LDK）共享一片顶面：按场景统一调度三个区域的回路，避免各开各的。']),
    ],
    { skip: true },
  );
  return v.sale ? [area, modes, scenes] : [area, modes, scenes, ldk];
}

// this home's values on the sample walk (planning/vision.ts): the table at its banquet level, the corridor as planned
const VISION_LX: Record<string, number> = { 餐桌: 300, 走廊: 50 };

export function panoramicPages(chapter: string, v: Variant): PageDraft[] {
  const walk = newLitVision({ left: X, top: BODY_TOP, width: 1240, height: 640 });
  const lamps = page('全屋灯位总览', chapter, [
    ...head('全屋灯位总览', 'LUMINAIRE LAYOUT'),
    ...villaView({ lamps: villaLamps() }),
    sideLegend('lamp-point', SIDE.top, 460, true),
    body(['无主灯布局：筒灯约 1.2–1.5 m 间距沿吊顶边缘布置，灯槽与洗墙承担环境光，射灯只给艺术品与端景。'], { left: SIDE.left, top: SIDE.top + 490, width: SIDE.width, height: 250 }, 22),
  ]);
  const ill = page('照度分区', chapter, [
    ...head('照度分区', 'ILLUMINANCE ZONES'),
    ...villaView({ zones: villaIllZones() }, undefined, 'name'),
    sideLegend('ill-range', SIDE.top, 300),
    body(['照度取 GB 50034-2013 表 5.2.1 的值为底线；书房、儿童房、衣帽间按阅读与辨色需要提高到 200–300 lx，走廊保持 50 lx。'], { left: SIDE.left, top: SIDE.top + 330, width: SIDE.width, height: 300 }, 22),
  ]);
  const cct = page('色温分区', chapter, [
    ...head('色温分区', 'COLOUR TEMPERATURE ZONES'),
    ...villaView({ zones: villaCctZones() }, undefined, 'name'),
    sideLegend('cct-range', SIDE.top, 300),
    body(['休息区 2700K、公共区 3000K、作业区 4000K；客厅与书房采用 2700–6500K 调色，随节律与场景变化。'], { left: SIDE.left, top: SIDE.top + 330, width: SIDE.width, height: 300 }, 22),
 ], { skip: v.sale });
  const vision = page('视觉兴趣路径', chapter, [
    ...head('视觉兴趣路径', 'VISUAL INTEREST ALONG THE WAY'),
    el({ ...walk, items: (walk.items as { name: string; lx: number }[]).map((item) => ({ ...item, lx: VISION_LX[item.name] ?? item.lx })), fontSize: 20 }),
    body(
      ['从进门到卧室，视线依次落在玄关端景、客厅背景墙、餐桌和阅读角上。', '亮点之间用较暗的过渡（走廊约 50 lx）隔开，节奏一明一暗，空间才有层次。'],
      { left: X + 1300, top: BODY_TOP, width: W - 1300, height: 640 },
      24,
    ),
  ]);
  const night = page(
    '夜间光环境',
    chapter,
    [
      ...head('夜间光环境', 'NIGHT-TIME LIGHT'),
      ...villaView({ lamps: villaLamps().filter((l) => l.name === '地脚灯带' || l.name === '壁灯'), lines: villaActivityLines().filter((l) => l.type === 'night') }),
      sideLegend('lamp-point', SIDE.top, 160),
      body(
        ['22:30 后进入夜间模式：主卧到主卫、儿童房经走廊到公卫，两条起夜路线由人体感应点亮地脚灯带与床头壁灯的最低档，约 10 lx、2200–2500K。刚好看清地面，不破坏暗适应，起身不刺眼，回床易入睡。'],
        { left: SIDE.left, top: SIDE.top + 190, width: SIDE.width, height: 400 },
        22,
      ),
    ],
    { skip: true },
  );
  return v.sale ? [lamps, ill, cct, vision] : [lamps, ill, cct, vision, night];
}

// spot diameter D = 2·d·tan(β/2): d = 2.8 m to the floor, 2.05 m to a 0.75 m table
const BEAMS: readonly (readonly string[])[] = [
  ['10°–15°', '艺术品、端景、餐桌上的点光', '0.7 m', '0.5 m'],
  ['24°', '装饰画、桌面重点照明', '1.2 m', '0.9 m'],
  ['36°', '墙面重点、书架、岛台', '1.8 m', '1.3 m'],
  ['60°', '一般照明筒灯', '3.2 m', '2.4 m'],
  ['90° 以上', '漫射面板、灯槽、厨卫均匀照明', '5.6 m 以上', '4.1 m 以上'],
];

export function distributionPages(chapter: string, v: Variant): PageDraft[] {
  const beams = page('光束角选择', chapter, [
    ...head('光束角选择', 'BEAM ANGLE'),
    table([{ name: '光束角', width: 1 }, { name: '用途', width: 2.6 }, { name: '地面光斑（2.8 m）', width: 1.3 }, { name: '桌面光斑', width: 1.2 }], BEAMS, {
      left: X,
      top: BODY_TOP,
      width: W,
      height: 440,
    }),
    body(
      ['光斑直径按 D = 2·d·tan(β/2) 估算，d 为灯到被照面的距离。光束越窄，中心越亮、边缘越陡，越适合做重点；一般照明宜用 60° 左右，光才能连成一片。'],
      { left: X, top: BODY_TOP + 480, width: W, height: 120 },
    ),
    note(['光束角按 IES 定义（光强降到最大光强 50% 处的全角）；厂家样本若按 CIE 中心光强定义标注，两者对蝠翼型配光会有差别。']),
  ]);
  const wash = page('洗墙与重点照明', chapter, [
    ...head('洗墙与重点照明', 'WALL WASHING & ACCENT'),
    table(
      [{ name: '手法', width: 1 }, { name: '距墙', width: 1.1 }, { name: '灯距', width: 1 }, { name: '灯具', width: 1.6 }, { name: '效果', width: 2.2 }],
      [
        ['洗墙', '约 0.7–0.9 m', '约等于距墙', '洗墙透镜筒灯、线性洗墙', '墙面均匀明亮，空间更开阔'],
        ['掠射', '0.15–0.3 m', '0.3–0.5 m', '窄光束线性灯', '拉出石材、墙布的纹理与阴影'],
        ['重点', '投射角约 30°', '按画幅', '15°–24° 可调角射灯', '画面亮、框无影，避开观者反光'],
        ['擦顶', '—', '连续', '灯槽、上照壁灯', '顶面发亮，净高感增加'],
      ],
      { left: X, top: BODY_TOP, width: W, height: 420 },
    ),
    body(
      ['洗墙灯距墙约为墙高的 1/4–1/3，2.8 m 墙高即 0.7–0.9 m。本案客厅沙发背景墙用线性洗墙，电视墙大理石用掠射表现纹理；餐厅端景画作用两只 24° 射灯从两侧交叉投射，避免单灯造成画框阴影。'],
      { left: X, top: BODY_TOP + 460, width: W, height: 120 },
    ),
  ], { skip: v.sale });
  const glare = page(
    '防眩设计',
    chapter,
    [
      ...head('防眩设计', 'ANTI-GLARE'),
      el({ ...newGlareChart({ width: 1920, height: 1080 }), left: X, top: BODY_TOP, width: 780, height: 730, size: 'l', level: 5, space: 'reading' }),
      labelled(
        [
          ['深藏', '光源退入灯口 30 mm 以上，遮光角 ≥ 30°，站在房间里看不到发光面'],
          ['蜂窝与磨砂', '射灯加蜂窝防眩网，吸收杂散光'],
          ['位置', '床头、沙发、餐椅的正上方不布筒灯，躺下时视野里没有光源'],
          ['亮度', '灯具出光面亮度与背景之比不宜过大，可调光灯具夜间降到 30% 以下'],
          ['目标', '本案按 UGR < 16 选灯，书房参照阅览室 UGR 19（GB 50034-2013）'],
        ],
        { left: X + 840, top: BODY_TOP, width: W - 840, height: 420 },
        24,
      ),
      table(
        [{ name: '灯具', width: 1 }, { name: '防眩做法', width: 3 }],
        [
          ['筒灯', '深藏 ≥ 30 mm，遮光角 ≥ 30°'],
          ['射灯', '蜂窝防眩网 + 遮光罩'],
          ['灯带', '藏于灯槽，出光口不可见'],
          ['壁灯', '带罩，光向上下出'],
        ],
        { left: X + 840, top: BODY_TOP + 450, width: W - 840, height: 280 },
      ),
    ],
  );
  return [beams, wash, glare];
}
