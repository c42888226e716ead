import type { ElementDraft, PageDraft } from '../template-def';
import { lampGrid, legendOf, planLayers, planRooms, type FloorPlan } from '../common/floor-plan';
import { column, contentPage, panel, slice, table, text, type Look } from './layout';

// 05 设计要点: how a 无主灯 layout is set out (spacing, distance to walls, beam angles, coves),
// drawn on the living room alone, and how the lights are grouped and controlled.

const LIVING: FloorPlan = { width: 6, depth: 4.5, rooms: [{ name: '客厅', x: 0, y: 0, w: 6, h: 4.5 }] };

const LAYOUT: readonly (readonly string[])[] = [
  ['筒灯间距', '1.0–1.5 m，净高 2.6–2.8 m 时取 1.2 m 左右', '间距过大地面出现明暗斑'],
  ['距墙', '射灯、洗墙灯距墙 300–500 mm', '过近光斑“切头”，过远墙面发暗'],
  ['光束角', '重点 15°–24°，洗墙 36°–60°，一般照明 60° 以上', '窄光束作重点，宽光束铺底'],
  ['灯槽', '出光口不小于 150 mm，灯带距挡板 50 mm 以上', '避免看见灯珠颗粒与光线断层'],
  ['灯带电压', '长度超过 5 m 选 24 V 并两端供电', '防止末端压降导致亮度、色温不均'],
  ['防眩', '深藏防眩或蜂窝网，遮光角 ≥ 30°', '沙发、床头的视线方向不布直射灯'],
];

function layout(look: Look, category: string): PageDraft {
  const left = column(look, 0, 0.42);
  const right = column(look, 0.42, 1);
  const planBox = slice(left, 0, 500);
  const room = LIVING.rooms[0]!;
  const lamps = [
    ...lampGrid({ ...room, x: 0.9, y: 0.8, w: 4.2, h: 2.9 }, 3, 2, 'downlight', '筒灯'),
    { type: 'cao' as const, name: '灯槽', x: 0.3, y: 0.3, points: [0.3, 0.3, 5.7, 0.3, 5.7, 4.2, 0.3, 4.2, 0.3, 0.3] },
    { type: 'spotlight' as const, name: '射灯', x: 0.4, y: 1.6, spot: true },
    { type: 'spotlight' as const, name: '射灯', x: 0.4, y: 2.9, spot: true },
  ];
  const items: ElementDraft[] = [
    ...panel(look, planBox),
    ...planRooms(LIVING, planBox, look.ink),
    ...planLayers(LIVING, planBox, { lamps }),
    ...panel(look, slice(left, 540, 150), 10),
    legendOf('lamp-point', slice(left, 540, 150), look.ink, { showCount: true, fontSize: 20, perColumn: 3 }),
    ...table(look, [{ name: '要点', width: 0.5 }, { name: '做法', width: 1.9 }, { name: '原因', width: 1.3 }], LAYOUT, slice(right, 0, 560), 20),
    text(look, ['左图为 6 × 4.5 m 客厅的无主灯布置：六盏筒灯约 1.4 m 间距铺底，四周灯槽提供间接光，两盏射灯照亮沙发背景墙的画作。'], slice(right, 600), 23),
  ];
  return contentPage(look, category, '无主灯布灯要点', 'SETTING OUT A NO-MAIN-LIGHT LAYOUT', items);
}

const CONTROL: readonly (readonly string[])[] = [
  ['回路划分', '同一空间按环境光、功能光、重点光分回路', '场景能分别调节每一层光'],
  ['调光方式', '有线 DALI / 0-10V，或无线 Zigbee、蓝牙 Mesh', '已装修住宅优先无线，免开槽'],
  ['面板位置', '入户、客厅、主卧床头各设场景面板', '常用场景不依赖手机'],
  ['传感器', '玄关、过道、卫生间设人体感应，客厅设光照度传感器', '有人才亮，天亮不亮'],
  ['网关', '按终端数与面积选型，信号 ≥ -70 dBm', '详见深化设计“网关选型”'],
  ['断网兜底', '面板与传感器本地联动，断网仍可开关', '系统故障不影响基本照明'],
];

function control(look: Look, category: string): PageDraft {
  const body = column(look, 0, 1);
  return contentPage(look, category, '智能控制要点', 'CONTROL ESSENTIALS', [
    ...table(look, [{ name: '项目', width: 0.6 }, { name: '做法', width: 2 }, { name: '目的', width: 1.3 }], CONTROL, slice(body, 0, 520), 22),
    text(
      look,
      [
        '智能照明的核心不是“能用手机开灯”，而是灯光在对的时间自动处在对的状态：有人感应、按时变色、一键成景。',
        '因此在硬装阶段就要确定回路、预留零线与面板底盒，并为每个空间的调光驱动留出检修位置。',
      ],
      slice(body, 560),
      24,
    ),
  ]);
}

export const pointsPages = (look: Look, category: string): PageDraft[] => [layout(look, category), control(look, category)];
