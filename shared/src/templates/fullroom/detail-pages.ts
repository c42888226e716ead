import { blankRow, newPlanningTable } from '../../schema/elements/planning-table';
import { newGatewayTable, type GatewayRow } from '../../schema/elements/gateway-table';
import { SPACE_DEVICE } from '../../planning/tables/space-device';
import { GATEWAYS, MIN_SIGNAL_DBM } from '../../lighting/gateways';
import type { ElementDraft, PageDraft } from '../template-def';
import { block, column, contentPage, labelled, panel, px, slice, table, text, type Look } from './layout';
import { HOME_ROOMS } from '../common/sample-home';
import { SCENES } from './scene-data';
import { scenePages } from './scene-pages';

// 07 深化设计: the control system (inputs → gateway → drivers and lamps), the gateway choice
// with LightKit's three gateways (spec 002 §9: 50 / 80 / 140 terminals, 100 / 150 / 300 m²,
// signal ≥ -70 dBm) as a gateway table, the devices of each space, the scene overview and then
// one page per scene.

function architecture(look: Look, category: string): PageDraft {
  const body = column(look, 0, 1);
  const top = body.top + px(look, 20);
  const boxW = px(look, 400);
  const boxH = px(look, 400);
  const gap = Math.round((body.width - 4 * boxW) / 3);
  const fill = look.variant === 'dark' ? '#23262d' : '#faf6f0';
  const stages: readonly (readonly [string, readonly string[]])[] = [
    ['输入', ['场景面板', '人体 / 存在感应', '光照度传感器', '门锁、门磁', '语音音箱、手机']],
    ['网关', ['场景与联动逻辑', '定时与节律曲线', '本地执行，断网可用', '信号 ≥ -70 dBm']],
    ['驱动', ['调光调色驱动', 'DALI / 0-10V 有线', 'Zigbee / 蓝牙 Mesh 无线', '1%–100% 无频闪']],
    ['灯具', ['筒灯、射灯', '灯槽灯带、线条灯', '吊灯、落地灯', '色温 2200K–6500K']],
  ];
  const items: ElementDraft[] = stages.flatMap(([name, lines], i) => {
    const left = body.left + i * (boxW + gap);
    const out: ElementDraft[] = [
      block({ left, top, width: boxW, height: boxH }, fill, 12),
      block({ left, top, width: boxW, height: px(look, 8) }, look.theme.primary),
      text(look, [name], { left: left + 24, top: top + 24, width: boxW - 48, height: px(look, 60) }, 32, { bold: true, color: look.theme.primary }),
      text(look, lines, { left: left + 24, top: top + 90, width: boxW - 48, height: boxH - 106 }, 22),
    ];
    if (i < stages.length - 1) out.push(text(look, ['→'], { left: left + boxW, top: top + Math.round(boxH / 2) - 40, width: gap, height: px(look, 80) }, 44, { color: look.theme.primary }));
    return out;
  });
  return contentPage(look, category, '智能照明系统架构', 'SYSTEM ARCHITECTURE', [
    ...items,
    labelled(
      look,
      [
        ['工作方式', '输入设备把“发生了什么”告诉网关，网关按场景与时间表算出每个回路的亮度和色温，驱动执行，灯具呈现。'],
        ['可靠性', '场景存在网关本地，断网、路由器故障时面板和感应照常工作；任何回路都保留手动开关。'],
        ['扩展', '后期增加窗帘、空调、安防时共用同一网关，终端数量计入网关容量。'],
      ],
      slice(body, px(look, 460)),
      24,
    ),
  ]);
}

const GATEWAY_GUIDE: readonly (readonly string[])[] = (
  [
    ['无线便捷型', 'wireless-convenience', '已装修或小户型，免布线'],
    ['有线增强型', 'wired-enhanced', '新装修大平层，回路多'],
    ['工程专业型', 'engineering-professional', '别墅、复式、多网关组网'],
  ] as const
).map(([name, kind, use]) => [name, `≤ ${GATEWAYS[kind].terminals} 个`, `≤ ${GATEWAYS[kind].area} m²`, `≥ ${MIN_SIGNAL_DBM} dBm`, use]);

// the sample home split into the spaces one gateway serves
const HOME_GATEWAYS: GatewayRow[] = [
  { space: '客餐厅、玄关、厨房', gateway: 'wireless-convenience', terminals: 38, area: 62, signal: -52, scene: '回家、观影、用餐、会客', rhythm: true },
  { space: '卧室、书房、卫生间、过道', gateway: 'wireless-convenience', terminals: 34, area: 58, signal: -61, scene: '阅读、起夜、唤醒', rhythm: true },
];

function gateways(look: Look, category: string): PageDraft {
  const body = column(look, 0, 1);
  const guideBox = slice(body, 0, 250);
  const gwBox = slice(body, 290, 230);
  return contentPage(look, category, '网关选型', 'SMART-LIGHTING GATEWAYS', [
    ...table(look, [{ name: '网关', width: 1 }, '终端数', '覆盖面积', '终端信号', { name: '适用', width: 1.8 }], GATEWAY_GUIDE, guideBox, 22),
    ...panel(look, gwBox),
    { ...(newGatewayTable(gwBox, HOME_GATEWAYS) as unknown as ElementDraft), fontSize: px(look, 22) },
    labelled(
      look,
      [
        ['怎么选', '先数终端：每个可单独控制的灯具驱动、面板和传感器各算一个；再看面积与墙体。任一项超过网关上限就拆分空间或升级型号。'],
        ['信号', '每个终端处信号不低于 -70 dBm；钢筋混凝土墙、卫生间和厨房会明显衰减，网关放在服务区域中部的吊顶或弱电箱外。'],
        ['本方案', '120 m² 共约 72 个终端，超过一台无线便捷型的 50 个上限，按动静分区配两台，各自留有余量。'],
      ],
      slice(body, 560),
      22,
    ),
  ]);
}

const DEVICES: Record<string, unknown>[] = [
  { name: '玄关', lamps: '筒灯×2、灯带', sensor: '人体感应、门磁', switch: '离家/回家面板', deviceCount: 6, gateway: 'wireless-convenience', gatewayCount: 1 },
  { name: '客厅', lamps: '筒灯×6、灯槽、射灯×2', sensor: '光照度传感器', switch: '六键场景面板', deviceCount: 14, gateway: 'wireless-convenience', gatewayCount: 1 },
  { name: '餐厅', lamps: '吊灯、筒灯×2', sensor: '', switch: '双键面板', deviceCount: 5, gateway: 'wireless-convenience', gatewayCount: 1 },
  { name: '厨房', lamps: '面板灯、线条灯', sensor: '人体感应', switch: '单键面板', deviceCount: 4, gateway: 'wireless-convenience', gatewayCount: 1 },
  { name: '主卧', lamps: '筒灯×4、灯带、壁灯', sensor: '床边感应', switch: '床头四键面板', deviceCount: 10, gateway: 'wireless-convenience', gatewayCount: 1 },
  { name: '书房', lamps: '筒灯×4、落地灯', sensor: '人体存在', switch: '双键面板', deviceCount: 8, gateway: 'wireless-convenience', gatewayCount: 1 },
  { name: '次卧', lamps: '筒灯×4', sensor: '', switch: '双键面板', deviceCount: 6, gateway: 'wireless-convenience', gatewayCount: 1 },
  { name: '过道与卫生间', lamps: '筒灯×7', sensor: '人体感应×3', switch: '单键面板×2', deviceCount: 12, gateway: 'wireless-convenience', gatewayCount: 1 },
];

function devices(look: Look, category: string): PageDraft {
  const body = column(look, 0, 1);
  const box = slice(body, 0, 640);
  const el = newPlanningTable(SPACE_DEVICE, look.size) as unknown as ElementDraft;
  const rows = DEVICES.map((row) => ({ ...blankRow(SPACE_DEVICE), ...row }));
  return contentPage(look, category, '空间设备与终端统计', 'DEVICES AND TERMINALS BY SPACE', [
    ...panel(look, box),
    { ...el, ...box, rows, fontSize: px(look, 21) },
    text(look, ['终端合计约 65 个，另计窗帘、门锁等联动设备约 7 个；每个空间只由一台网关服务：两台网关分别负责动区与静区，每台不超过 50 个终端。'], slice(body, 670), 23),
  ], { skip: true });
}

function overview(look: Look, category: string): PageDraft {
  const body = column(look, 0, 1);
  const rows = SCENES.map((s) => [s.name, s.trigger.split('；')[0]!.replace(/。$/, ''), s.lit.map(([room, lx]) => `${HOME_ROOMS[room].name} ${lx}`).join('、')]);
  return contentPage(look, category, '全屋场景总览', 'ELEVEN WHOLE-HOME SCENES', [
    ...table(look, [{ name: '场景', width: 0.7 }, { name: '主要触发', width: 2.4 }, { name: '亮起的空间与照度 (lx)', width: 1.9 }], rows, slice(body, 0, 680), 19),
    text(look, ['每个场景一页，见后文：开启哪些灯、亮到多少、什么色温、由什么触发、之后如何变化。'], slice(body, 700), 22, { muted: true }),
  ]);
}

export const detailPages = (look: Look, category: string): PageDraft[] => [
  architecture(look, category),
  gateways(look, category),
  devices(look, category),
  overview(look, category),
  ...scenePages(look, category),
];
