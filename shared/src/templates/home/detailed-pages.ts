import { newGatewayTable, type GatewayRow } from '../../schema/elements/gateway-table';
import type { ElementDraft, PageDraft } from '../template-def';
import { legendOf, planLayers, planRooms, type FloorPlan, type PlanLamp } from '../common/floor-plan';
import { HOME_ROOMS, sampleHomeLamps } from '../common/sample-home';
import { circuitPage, sectionPage } from './section-circuit-pages';
import { accent, body, column, contentPage, FONT, labelled, sourceNote, table, tableHeight, type Frame } from './layout';

// 07 深化设计: the numbers behind the layout — the living room's average illuminance by the
// lumen method, the power density of every room, the details of bedrooms, kitchen and
// bathrooms, mounting and trim, and the smart-lighting gateways.

const CHAPTER = 'detailed';
const asDraft = (el: object): ElementDraft => el as ElementDraft;

const LUMEN: readonly (readonly string[])[] = [
  ['灯具', '6 盏 10 W 防眩筒灯', '灯槽灯带 18.6 m × 5 W/m', '—'],
  ['光通量 Φ', '6 × 800 = 4800 lm', '约 90 lm/W × 93 W ≈ 8370 lm', '13170 lm'],
  ['利用系数 U', '0.55（直接照明）', '0.30（经顶面反射）', '—'],
  ['维护系数 K', '0.80', '0.80', '—'],
  ['平均照度 E', '4800 × 0.55 × 0.8 ÷ 27 ≈ 78 lx', '8370 × 0.30 × 0.8 ÷ 27 ≈ 74 lx', '≈ 152 lx'],
];

/** The living room alone (6 × 4.5 m), its lamps as in the sample home's layout. */
const LIVING: FloorPlan = { width: 6, depth: 4.5, rooms: [{ name: '客厅', x: 0, y: 0, w: 6, h: 4.5 }] };

function livingLamps(): PlanLamp[] {
  const { x, y, w, h } = HOME_ROOMS.living;
  const inside = (lamp: PlanLamp) => lamp.x >= x && lamp.x <= x + w && lamp.y >= y && lamp.y <= y + h;
  return sampleHomeLamps()
    .filter(inside)
    .map((lamp) => ({ ...lamp, x: lamp.x - x, y: lamp.y - y, ...(lamp.points ? { points: lamp.points.map((v, i) => (i % 2 === 0 ? v - x : v - y)) } : {}) }));
}

function livingRoomPage(f: Frame): PageDraft {
  const box = { ...column(f, 0, 1), height: tableHeight(LUMEN.length, 36) };
  const plan = { left: f.margin.left, top: box.top + box.height + 24, width: 360, height: 270 };
  const textLeft = plan.left + plan.width + 30;
  return contentPage(f, CHAPTER, '客厅照度核算', 'LIVING ROOM: LUMEN METHOD', [
    table([{ name: '项目', width: 1 }, { name: '筒灯', width: 2.2 }, { name: '灯槽', width: 2.4 }, { name: '合计', width: 0.9 }], LUMEN, box),
    ...planRooms(LIVING, plan, f.theme),
    ...planLayers(LIVING, plan, { lamps: livingLamps() }),
    labelled(
      f,
      [
        ['方法', '利用系数法：E = Φ × U × K ÷ A。客厅 6.0 × 4.5 m，A = 27 m²；维护系数取 0.80（GB 50034-2013 对清洁室内场所的取值）。'],
        ['结果', '全开约 150 lx，对应“会客”场景；调光到约 65% 即为“日常”100 lx，正好达到标准值。'],
        ['阅读', '沙发旁加一盏落地阅读灯（活动家具），书页上达到 300 lx，满足 GB 50034-2013 表 5.2.1 起居室书写阅读的混合照明值。'],
      ],
      { left: textLeft, top: plan.top, width: f.size.width - f.margin.right - textLeft, height: 170 },
    ),
    legendOf('lamp-point', { left: textLeft, top: plan.top + 180, width: 300, height: 100 }, f.theme, { showCount: true, fontSize: 13 }),
    sourceNote(f, '利用系数随灯具配光与墙顶地反射比变化，施工图阶段按所选产品的利用系数表复核。', 24),
  ]);
}

const POWER: readonly (readonly string[])[] = [
  ['玄关', '6.0', '筒灯 2 × 7 W', '14', '2.3'],
  ['客厅', '27.0', '筒灯 6 × 10 W，灯槽 93 W，射灯 7 W', '160', '5.9'],
  ['餐厅', '13.5', '吊灯 15 W，筒灯 2 × 7 W', '29', '2.1'],
  ['厨房', '9.0', '面板灯 18 W，线条灯 3.4 m × 10 W/m', '52', '5.8'],
  ['过道', '15.6', '筒灯 5 × 5 W', '25', '1.6'],
  ['主卧', '19.8', '筒灯 4 × 7 W，灯带 24 W，壁灯 5 W', '57', '2.9'],
  ['主卫、次卫', '9.5', '防潮筒灯 2 × 7 W', '14', '1.5'],
  ['次卧', '13.8', '筒灯 4 × 7 W', '28', '2.0'],
  ['书房', '12.9', '筒灯 4 × 7 W，落地灯 12 W', '40', '3.1'],
  ['储物间', '3.0', '—', '0', '0'],
  ['全屋', '130.0', '', '419', '3.2'],
];

function powerPage(f: Frame): PageDraft {
  const box = { ...column(f, 0, 1), height: tableHeight(POWER.length, 36) };
  return contentPage(f, CHAPTER, '照明功率密度核算', 'LIGHTING POWER DENSITY', [
    table([{ name: '空间', width: 1 }, { name: '面积 (m²)', width: 0.8 }, { name: '灯具功率', width: 3.2 }, { name: '合计 (W)', width: 0.8 }, { name: 'W/m²', width: 0.7 }], POWER, box),
    body(
      f,
      ['全屋 419 W ÷ 130 m² ≈ 3.2 W/m²，低于 GB 50034-2013 表 6.3.1 住宅每户的现行值 6.0 W/m² 和目标值 5.0 W/m²。客厅与厨房单看接近 6 W/m²，因为它们承担了最多的活动。'],
      { left: f.margin.left, top: box.top + box.height + 16, width: box.width, height: 60 },
    ),
    sourceNote(f, '功率为灯具额定功率（含驱动）；镜前灯、地脚灯、柜内灯等深化增加的灯具定型后计入复核。', 24),
  ]);
}

const BEDROOMS: readonly (readonly string[])[] = [
  ['主卧顶面', '4 盏深藏防眩筒灯靠床尾与衣柜，不在床正上方', '2700K，整理 100 lx'],
  ['主卧阅读', '床头壁灯，光线只落在书页，不照到枕边人', '床头 300 lx，可单独调光'],
  ['主卧起夜', '床下灯带，人体感应，延时 60 秒熄灭', '≤ 10 lx，2500K'],
  ['次卧（儿童）', '深藏防眩筒灯，避开床铺上方', '遮光角 ≥ 30°，Ra > 90'],
  ['次卧书桌', '桌面台灯，光从写字手的对侧照来', '桌面 500 lx，4000K'],
  ['衣柜', '柜内层板灯或感应灯条，开门即亮', '3000K，Ra > 90 辨色'],
];

function bedroomsPage(f: Frame): PageDraft {
  const box = { ...column(f, 0, 1), height: tableHeight(BEDROOMS.length, 46) };
  return contentPage(f, CHAPTER, '卧室深化', 'BEDROOMS IN DETAIL', [
    table([{ name: '部位', width: 1.1 }, { name: '做法', width: 3.2 }, { name: '参数', width: 1.9 }], BEDROOMS, box),
    labelled(
      f,
      [
        ['原则', '卧室是躺着使用的房间：先想“躺下时看到什么”，再决定灯装在哪里。顶面只留少量深藏防眩的筒灯，光主要从墙面和低处来。'],
        ['孩子', '儿童房不用裸露光源与高色温，书桌照明单独设置，调光时不出现频闪。'],
      ],
      { left: f.margin.left, top: box.top + box.height + 20, width: box.width, height: 150 },
    ),
  ]);
}

const WET: readonly (readonly string[])[] = [
  ['厨房台面', '吊柜下线条灯，贴柜前沿安装', '台面 300 lx，4000K，消除身影'],
  ['厨房整体', '集成吊顶面板灯', '约 150 lx，防油污易清洁'],
  ['卫生间镜前', '镜子两侧或上方的面光，照亮脸部', '200 lx 以上，Ra > 90'],
  ['卫生间淋浴', '防潮筒灯，防护等级 IP44 及以上', '3000K，远离花洒直喷'],
  ['过道', '筒灯 + 离地 300 mm 的地脚灯', '通行 50 lx，夜间 10 lx 以下'],
];

function wetAreasPage(f: Frame): PageDraft {
  const box = { ...column(f, 0, 1), height: tableHeight(WET.length, 50) };
  return contentPage(
    f,
    CHAPTER,
    '厨卫与过道深化',
    'KITCHEN, BATHROOMS AND CORRIDOR',
    [
      table([{ name: '部位', width: 1.1 }, { name: '做法', width: 2.9 }, { name: '参数', width: 2.2 }], WET, box),
      labelled(
        f,
        [
          ['厨房', '只有顶灯时，人站在台前会挡住光，台面落在自己的影子里；柜下功能光是厨房最值得加的一盏灯。'],
          ['卫生间', '顶灯从头顶照下会在眼窝、鼻下留下阴影，化妆、剃须需要来自正面的镜前光。'],
        ],
        { left: f.margin.left, top: box.top + box.height + 20, width: box.width, height: 150 },
      ),
    ],
    { skip: true },
  );
}

const MOUNTING: readonly (readonly string[])[] = [
  ['筒灯开孔', '75 mm，嵌入深度 ≥ 60 mm', '深藏防眩，灯珠退后于面板'],
  ['射灯距墙', '300–500 mm', '光斑落在挂画中心，不在墙上留硬边'],
  ['灯槽', '出光口 ≥ 100 mm，灯带距顶 ≥ 150 mm', '顶面不出现灯珠颗粒与断光'],
  ['吊灯高度', '灯具底部距桌面 700–800 mm', '照亮桌面，不挡对坐者视线'],
  ['地脚灯', '底边离地 300 mm', '只照地面，不直射眼睛'],
  ['磁吸、线条灯', '按产品尺寸预留嵌入槽', '与吊顶同时施工，收口齐平'],
];

function mountingPage(f: Frame): PageDraft {
  const box = { ...column(f, 0, 1), height: tableHeight(MOUNTING.length, 46) };
  return contentPage(
    f,
    CHAPTER,
    '安装与收口',
    'MOUNTING AND TRIM',
    [
      table([{ name: '项目', width: 1.2 }, { name: '尺寸要求', width: 2.6 }, { name: '目的', width: 2.6 }], MOUNTING, box),
      body(
        f,
        ['灯光效果一半在灯具，一半在安装。以上尺寸在吊顶施工前向木工交底，开孔位置以灯位图为准，现场放线后再复核一次。'],
        { left: f.margin.left, top: box.top + box.height + 20, width: box.width, height: 60 },
      ),
    ],
    { skip: true },
  );
}

const GATEWAY_ROWS: GatewayRow[] = [
  { space: '客餐厅、玄关', gateway: 'wired-enhanced', terminals: 22, area: 47, signal: -52, scene: '会客', rhythm: true },
  { space: '厨房', gateway: 'wired-enhanced', terminals: 4, area: 9, signal: -60, scene: '日常', rhythm: false },
  { space: '主卧、主卫', gateway: 'wired-enhanced', terminals: 10, area: 25, signal: -64, scene: '睡前', rhythm: false },
  { space: '次卧、次卫', gateway: 'wired-enhanced', terminals: 8, area: 18, signal: -66, scene: '放松', rhythm: false },
  { space: '书房', gateway: 'wired-enhanced', terminals: 7, area: 13, signal: -68, scene: '日常', rhythm: false },
  { space: '过道', gateway: 'wired-enhanced', terminals: 6, area: 16, signal: -58, scene: '起夜', rhythm: false },
];

function smartPage(f: Frame): PageDraft {
  const box = { ...column(f, 0, 1), height: 300 };
  return contentPage(f, CHAPTER, '智能控制与网关', 'SMART LIGHTING SYSTEM', [
    asDraft({ ...newGatewayTable(box, GATEWAY_ROWS), fontSize: FONT.table }),
    labelled(
      f,
      [
        ['网关选型', '全屋 57 个受控终端、约 130 m²：一台有线增强型网关即可（最多 80 个终端、150 m²）；无线便捷型为 50 个终端、100 m²，本户需两台。'],
        ['信号', '每个终端处信号强度不低于 -70 dBm；书房在户型末端，调试时实测，不足时加中继。'],
        ['控制', '场景面板放在入户、客厅与床头；回路划分与配电按 JGJ 242-2011 与 GB 51348-2019 设计。'],
      ],
      { left: f.margin.left, top: box.top + box.height + 20, width: box.width, height: 150 },
    ),
    accent(f, ['一键回家，一键离家。'], { left: f.margin.left, top: box.top + box.height + 190, width: box.width, height: 30 }, 16),
  ]);
}

export const detailedPages = (f: Frame): PageDraft[] => [livingRoomPage(f), powerPage(f), bedroomsPage(f), wetAreasPage(f), sectionPage(f), mountingPage(f), circuitPage(f), smartPage(f)];
