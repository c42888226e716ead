import { newGatewayTable } from '../../schema/elements/gateway-table';
import { LIT_SCENE } from '../../planning/tables/lit-scene';
import { legendOf, planLayers, type FloorPlan, type PlanLamp, type PlanLayers } from '../common/floor-plan';
import { chapterDivider, type DeckTheme, type PageFlags } from '../page-kit';
import type { ChapterDef, ElementDraft, PageDraft } from '../template-def';
import { BODY_TOP, contentPage, labelled, LEFT, note, planningTable, SIZE, table, rooms } from '../zixunshi/kit';
import { B1_PLAN, b1Lamps, F1_PLAN, f1IllZones, f1Lamps, F2_PLAN, f2Lamps, SITE_PLAN, siteLamps } from './floors';

// 初步设计 and 深化设计: the lamp layout of every floor and the plot, drawn with the lighting
// elements on the villa's own plans (floors.ts), the ground floor's illuminance zones; then the
// scenes, the smart-lighting gateways per floor, the circuits and the installation details.

const PLAN = { left: LEFT, top: BODY_TOP, width: 1180, height: 740 };
const SIDE = { left: 1300, width: 540 };

/** every lamp point of the villa: the count the quotation and the gateways are sized by */
export const villaLampCount = (): number => [b1Lamps(), f1Lamps(), f2Lamps(), siteLamps()].reduce((n, lamps) => n + lamps.length, 0);

function planPage(name: string, english: string, chapter: string, plan: FloorPlan, layers: PlanLayers, side: ElementDraft[], theme: DeckTheme, flags: PageFlags): PageDraft {
  // the plot is drawn smaller than a floor: its labels get the smallest size that still reads
  const labelSize = plan.width > 20 ? 14 : undefined;
  return contentPage(name, chapter, english, [...rooms(plan, PLAN, theme, labelSize), ...planLayers(plan, PLAN, layers), ...side], theme, flags);
}

function lampPage(name: string, english: string, chapter: string, plan: FloorPlan, lamps: PlanLamp[], words: readonly (readonly [string, string])[], theme: DeckTheme): PageDraft {
  return planPage(
    name,
    english,
    chapter,
    plan,
    { lamps },
    [
      legendOf('lamp-point', { ...SIDE, top: BODY_TOP, height: 470 }, theme, { showCount: true, fontSize: 20 }),
      labelled(words, { ...SIDE, top: 750, height: 230 }, theme, 20),
    ],
    theme,
    { home: true },
  );
}

const SCENES: readonly (readonly [string, string, number, number, string, string])[] = [
  ['回家', '车库感应开灯，楼梯与门厅依次点亮', 150, 3000, '休闲', '渐亮 3 秒'],
  ['宴客', '客厅吊灯、灯槽、洗墙全开，餐厅提亮', 400, 3000, '会客、用餐', '100%'],
  ['会客', '灯槽与洗墙为主，吊灯调至一半', 300, 3500, '会客', '70%'],
  ['家宴', '餐桌吊线灯为主，周边降暗', 300, 3000, '用餐', '80%'],
  ['观影', '影音室只留地脚灯与银幕背光', 10, 2700, '休闲', '1%'],
  ['品茶', '茶室吊线灯与器物重点光', 150, 2700, '会客', '50%'],
  ['健身', '健身房灯槽全亮，色温偏冷', 300, 5000, '运动', '100%'],
  ['庭院派对', '投树灯、草坪灯、水景全开', 30, 3000, '会客', '100%'],
  ['起夜', '老人房到卫生间感应地脚灯', 10, 2200, '起夜', '5%'],
  ['离家', '全屋关闭，只留庭院安全照明', 0, 3000, '安防', '延时 60 秒'],
];

const CIRCUITS: readonly (readonly [string, string, string, string])[] = [
  ['地下一层', '车库照明', '线性灯', '人体感应加延时，入口与楼梯双控'],
  ['地下一层', '影音室', '灯槽、筒灯、灯带', '调光至 1%，观影场景面板'],
  ['地下一层', '健身房', '可调色温筒灯', '按时间自动变化的节律光'],
  ['一层', '客厅高位', '灯槽、洗墙灯', '调光，宴客与会客场景'],
  ['一层', '客厅中位', '吊灯、回廊下筒灯', '调光，吊灯单独回路'],
  ['一层', '客厅低位', '落地灯、灯带', '放松与观影场景'],
  ['一层', '老人房夜灯', '床下灯带、卫生间筒灯', '人体感应，夜间 5%'],
  ['二层', '主卧', '灯槽、筒灯、壁灯', '调光调色，门口与床头双控'],
  ['三层贯通', '楼梯', '踏步灯', '各层双控加人体感应'],
  ['庭院', '景观照明', '投树灯、草坪灯、水景', '天文时钟加场景，22:30 后只留安全照明'],
];

const DETAILS: readonly (readonly [string, string, string])[] = [
  ['灯槽', '出光口不小于 150 mm，灯带距反光面不小于 100 mm', '看不到灯珠，光斑连续均匀'],
  ['筒灯开孔', '按灯具开孔尺寸，吊顶内净空大于灯体高度 20 mm 以上', '安装牢靠，散热良好'],
  ['灯带供电', '按 ΔU = 2·I·L·ρ / S 核算电压降；24 V 灯带长段两端供电或分段供电', '首尾亮度一致'],
  ['驱动位置', '驱动外置在检修口附近，挑空处集中在回廊可检修处', '日后维护不拆吊顶'],
  ['重型吊灯', '质量大于 10 kg 的吊灯预埋吊钩，按灯具重量 5 倍做载荷试验（GB 50303-2015）', '挑空吊灯安全'],
  ['户外接线', '防水接线盒，电缆穿管敷设，回路设剩余电流保护', '雨季不跳闸、不漏电'],
];

export function preliminaryPages(ch: ChapterDef, theme: DeckTheme): PageDraft[] {
  return [
    chapterDivider(ch, SIZE, theme, { home: true }),
    lampPage('地下一层灯具点位', 'BASEMENT LAMP LAYOUT', ch.key, B1_PLAN, b1Lamps(), [
      ['车库', '线性灯沿车位两侧布置，不正对车顶'],
      ['影音室', '灯槽与筒灯全调光，银幕侧不布灯'],
      ['健身房', '灯槽间接光为主，筒灯只在镜墙一侧'],
    ], theme),
    lampPage('一层灯具点位', 'GROUND FLOOR LAMP LAYOUT', ch.key, F1_PLAN, f1Lamps(), [
      ['挑空客厅', '吊灯居中，四周灯槽，艺术墙三盏射灯'],
      ['老人房', '床下灯带与卫生间筒灯组成夜间引导'],
    ], theme),
    lampPage('二层灯具点位', 'UPPER FLOOR LAMP LAYOUT', ch.key, F2_PLAN, f2Lamps(), [
      ['回廊', '扶手灯带照亮通行面，不照向挑空中的吊灯'],
      ['主卧', '灯槽为主，床头壁灯，衣帽间柜内线性灯'],
    ], theme),
    lampPage('庭院灯具点位', 'GARDEN LAMP LAYOUT', ch.key, SITE_PLAN, siteLamps(), [
      ['园路', '草坪灯 3–4 m 一盏，车道地埋线条灯'],
      ['景观', '投树灯照亮树冠，水景水下灯 12 V'],
    ], theme),
    planPage(
      '一层照度分区',
      'GROUND FLOOR ILLUMINANCE ZONES',
      ch.key,
      F1_PLAN,
      { zones: f1IllZones() },
      [
        legendOf('ill-range', { ...SIDE, top: BODY_TOP, height: 380 }, theme, { fontSize: 20 }),
        labelled([['依据', 'GB 50034-2013 住宅与老年人住宅照明标准值；挑空客厅与餐厅按场景调光，老人房 150–300 lx。']], { ...SIDE, top: 660, height: 300 }, theme, 22),
      ],
      theme,
      { skip: true },
    ),
  ];
}

export function deepeningPages(ch: ChapterDef, theme: DeckTheme): PageDraft[] {
  const terminals = (lamps: number, devices: number) => lamps + devices;
  const gateways = newGatewayTable({ left: LEFT, top: BODY_TOP, width: 1760, height: 360 }, [
    { space: '地下一层', gateway: 'engineering-professional', terminals: terminals(b1Lamps().length, 12), area: 192, signal: -64, scene: '观影', rhythm: true },
    { space: '一层', gateway: 'engineering-professional', terminals: terminals(f1Lamps().length, 16), area: 192, signal: -58, scene: '宴客', rhythm: true },
    { space: '二层', gateway: 'engineering-professional', terminals: terminals(f2Lamps().length, 14), area: 192, signal: -60, scene: '睡眠', rhythm: true },
    { space: '庭院', gateway: 'engineering-professional', terminals: terminals(siteLamps().length, 6), area: 288, signal: -68, scene: '庭院派对', rhythm: false },
  ]) as unknown as ElementDraft;
  return [
    chapterDivider(ch, SIZE, theme),
    contentPage(
      '场景模式',
      ch.key,
      'SCENES OF THE VILLA',
      [
        planningTable(
          LIT_SCENE,
          { left: LEFT, top: BODY_TOP, width: 1760, height: 680 },
          SCENES.map(([name, desc, lx, cct, activity, param]) => ({ name, desc, lx, cct, activity, param })),
        ),
        note(['场景由智能面板、手机或语音调用；调试阶段按家人的实际感受微调。'], { left: LEFT, top: 945, width: 1760, height: 44 }, theme, 22),
      ],
      theme,
    ),
    contentPage(
      '智能照明网关',
      ch.key,
      'SMART LIGHTING GATEWAYS BY FLOOR',
      [
        { ...gateways, fontSize: 22 },
        labelled(
          [
            ['网关容量', '无线便捷型最多 50 个终端、100 m²；有线增强型 80 个终端、150 m²；工程专业型 140 个终端、300 m²。'],
            ['本案', '每层约 192 m²，各配一台工程专业型网关；庭院单独一台，便于定时与安防联动。'],
            ['信号', '终端信号强度不低于 -70 dBm；庭院离主机最远，调试时实测，不足时加中继。'],
          ],
          { left: LEFT, top: 640, width: 1760, height: 340 },
          theme,
          22,
        ),
      ],
      theme,
    ),
    contentPage(
      '回路与控制',
      ch.key,
      'CIRCUITS AND CONTROL',
      [table([{ name: '楼层', width: 0.8 }, { name: '回路', width: 1 }, { name: '灯具', width: 1.6 }, { name: '控制方式', width: 2.4 }], CIRCUITS, { left: LEFT, top: BODY_TOP, width: 1760, height: 700 }, 21)],
      theme,
    ),
    contentPage(
      '安装节点要点',
      ch.key,
      'INSTALLATION DETAILS',
      [
        table([{ name: '节点', width: 0.7 }, { name: '要求', width: 3 }, { name: '目的', width: 1.2 }], DETAILS, { left: LEFT, top: BODY_TOP, width: 1760, height: 600 }, 22),
        note(['ΔU：电压降；I：电流；L：单程长度；ρ：铜约 0.0175 Ω·mm²/m；S：导线截面。同样功率下 12 V 灯带的电流是 24 V 的两倍。'], { left: LEFT, top: 880, width: 1760, height: 80 }, theme, 22),
      ],
      theme,
      { skip: true },
    ),
  ];
}
