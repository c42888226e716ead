import { newPlanningTable } from '../../schema/elements/planning-table';
import { LIT_SCENE } from '../../planning/tables/lit-scene';
import { SPACE_LDK } from '../../planning/tables/space-ldk';
import type { ElementDraft, PageDraft } from '../template-def';
import { legendOf, planLayers, planRooms } from '../common/floor-plan';
import { SAMPLE_HOME, sampleHomeCctZones, sampleHomeIllZones, sampleHomeLamps } from '../common/sample-home';
import type { PlanLayers } from '../common/floor-plan';
import type { LegendType } from '../../schema/elements/lighting';
import { column, contentPage, labelled, panel, px, slice, type Look } from './layout';

// 06 初步设计: the lamp layout, the illuminance zones and the colour-temperature zones drawn on
// the sample home, then the home's lighting scenes (lit-scene) and the open living-dining-kitchen
// in its eight modes (space-ldk), both as editable planning tables.

function planPage(look: Look, category: string, zh: string, en: string, layers: PlanLayers, legend: LegendType, notes: readonly (readonly [string, string])[], home: boolean): PageDraft {
  const left = column(look, 0, 0.64);
  const right = column(look, 0.64, 1);
  const planBox = slice(left, 0, left.height - 10);
  const legendBox = slice(right, 0, 300);
  return contentPage(look, category, zh, en, [
    ...panel(look, planBox),
    ...planRooms(SAMPLE_HOME, planBox, look.ink),
    ...planLayers(SAMPLE_HOME, planBox, layers),
    ...panel(look, legendBox, 10),
    legendOf(legend, legendBox, look.ink, { showCount: legend === 'lamp-point', fontSize: 20, perColumn: 5 }),
    labelled(look, notes, slice(right, 340), 22),
  ], { home });
}

const lampPlan = (look: Look, category: string) =>
  planPage(
    look,
    category,
    '灯具点位布置',
    'LUMINAIRE LAYOUT',
    { lamps: sampleHomeLamps() },
    'lamp-point',
    [
      ['布置原则', '全屋无主灯：筒灯约 1.2 m 间距铺底，客厅四周灯槽间接光，餐桌吊灯居中。'],
      ['厨房', '面板灯加吊柜下线条灯，台面无背光阴影。'],
      ['卧室', '筒灯避开床头上方，床底灯带兼作起夜灯，床头壁灯用于阅读。'],
      ['书房', '四盏筒灯加落地灯，书桌面 300 lx 以上。'],
    ],
    true,
  );

const illPlan = (look: Look, category: string) =>
  planPage(
    look,
    category,
    '照度分区',
    'ILLUMINANCE ZONES',
    { zones: sampleHomeIllZones() },
    'ill-range',
    [
      ['依据', 'GB 50034-2013 表 5.2.1 住宅建筑照明标准值，作业区按场景提高。'],
      ['客厅', '日常 100–200 lx，会客与亲子活动场景提高到 500–600 lx。'],
      ['书房', '300 lx，书桌用局部照明补足。'],
      ['过道', '50 lx，夜间降至 20 lx 以内的引导光。'],
    ],
    false,
  );

const cctPlan = (look: Look, category: string) =>
  planPage(
    look,
    category,
    '色温分区',
    'COLOUR TEMPERATURE ZONES',
    { zones: sampleHomeCctZones() },
    'cct-range',
    [
      ['休息区', '卧室 2700K，温暖放松，睡前不抑制褪黑素。'],
      ['公共区', '玄关、过道、卫生间 3000K，与客餐厅过渡自然。'],
      ['客厅', '2700K–6500K 可调，白天中性、夜晚转暖，承担节律光。'],
      ['作业区', '厨房、书房 4000K，看得清、不犯困。'],
    ],
    false,
  );

function sceneTable(look: Look, category: string): PageDraft {
  const body = column(look, 0, 1);
  const box = slice(body, 0, 680);
  return contentPage(look, category, '照明场景规划', 'LIGHTING SCENES', [
    ...panel(look, box),
    { ...(newPlanningTable(LIT_SCENE, look.size) as unknown as ElementDraft), ...box, fontSize: px(look, 22) },
    labelled(look, [['说明', '八种基础场景的照度、色温与适用活动；深化设计中的 11 个全屋场景由这些基础场景按空间组合而成。']], slice(body, 700), 22),
  ], { home: true });
}

// the LDK in its eight modes, each with its own level (the table starts every mode at 750 lx / 4000 K)
const LDK_LEVELS: Record<string, [number, number, string]> = {
  日常: [300, 4000, '筒灯 70%、灯槽 60%'],
  聚会: [400, 3500, '全开，吊灯 100%'],
  运动: [500, 5000, '筒灯 100%'],
  放松: [100, 2700, '灯槽 40%、落地灯'],
  观影: [20, 2700, '灯槽 10%、背景光'],
  氛围: [150, 3000, '射灯、吊灯 50%'],
  晨起: [200, 4000, '渐亮 15 分钟'],
  起夜: [20, 2500, '地脚灯 10%'],
};

function ldkTable(look: Look, category: string): PageDraft {
  const body = column(look, 0, 1);
  const box = slice(body, 0, 680);
  const el = newPlanningTable(SPACE_LDK, look.size) as unknown as ElementDraft;
  const rows = (el.rows as Record<string, unknown>[]).map((row) => {
    const level = LDK_LEVELS[String(row.name)];
    return level ? { ...row, lx: level[0], cct: level[1], parameter: level[2] } : row;
  });
  return contentPage(look, category, '客餐厨一体空间（LDK）模式', 'LIVING · DINING · KITCHEN MODES', [
    ...panel(look, box),
    { ...el, ...box, rows, fontSize: px(look, 22) },
    labelled(look, [['说明', '开放式客餐厨是全屋使用最频繁的空间：八种模式共用一套灯具，靠回路与调光区分，照度从 20 lx 到 500 lx，色温从 2500K 到 5000K。']], slice(body, 700), 22),
  ]);
}

export const preliminaryPages = (look: Look, category: string): PageDraft[] => [
  lampPlan(look, category),
  illPlan(look, category),
  cctPlan(look, category),
  sceneTable(look, category),
  ldkTable(look, category),
];
